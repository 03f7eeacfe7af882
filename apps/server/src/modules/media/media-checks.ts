import {
  AccountCode,
  IMAGE_INPUT_TYPES,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_MAX_SIDE,
  VIDEO_INPUT_TYPES,
} from '@mingle/protocol';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AccountError } from '../../errors';

export interface StoredFile {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
  /** What the bytes said they were on arrival. */
  detectedType: string;
}

/** The type the bytes declare (magic numbers), never the file name or the declared content type. */
async function detect(data: Buffer, allowed: readonly string[]): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !allowed.includes(type.mime)) throw new AccountError(AccountCode.UNSUPPORTED_FORMAT);
  return type.mime;
}

/**
 * Every photo is decoded and encoded again as WebP: that drops EXIF (GPS, camera serials) and anything a
 * crafted file hides after its image data, turns the picture upright by its EXIF orientation, and scales it to
 * IMAGE_MAX_SIDE. The pixel count is checked from the header first, so a decompression bomb is never decoded.
 */
export async function reencodePhoto(data: Buffer): Promise<StoredFile> {
  const detectedType = await detect(data, IMAGE_INPUT_TYPES);
  const header = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AccountError(AccountCode.IMAGE_UNREADABLE);
    });
  if (!header.width || !header.height) throw new AccountError(AccountCode.IMAGE_UNREADABLE);
  if (header.width * header.height > IMAGE_MAX_INPUT_PIXELS) {
    throw new AccountError(AccountCode.IMAGE_DIMENSIONS_TOO_LARGE);
  }
  try {
    const { data: out, info } = await sharp(data, {
      limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .autoOrient()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      data: out,
      contentType: 'image/webp',
      extension: 'webp',
      width: info.width,
      height: info.height,
      detectedType,
    };
  } catch {
    throw new AccountError(AccountCode.IMAGE_UNREADABLE);
  }
}

/**
 * Videos are stored as sent once their container is MP4 or WebM by its bytes; there is no transcoder on the
 * server, so what plays is decided by human review before anyone else sees it.
 */
export async function checkVideo(data: Buffer): Promise<StoredFile> {
  const detectedType = await detect(data, VIDEO_INPUT_TYPES);
  return {
    data,
    contentType: detectedType,
    extension: detectedType === 'video/webm' ? 'webm' : 'mp4',
    width: null,
    height: null,
    detectedType,
  };
}
