import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AccountCode,
  MAX_ALBUM_PHOTOS,
  MAX_VIDEOS,
  type AdminMediaItem,
  type MediaItem,
  type MediaReviewDecision,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import { AccountError } from '../../errors';
import { HOUR_MS, type Clock } from '../../infra/clock';
import type { AttemptLimiter } from '../../infra/attempt-limiter';
import type { ByteRange, FileStorage } from '../../infra/storage/storage';
import type { MediaRow } from '../../infra/db/schema';
import type { UsersRepo } from '../accounts/users-repo';
import { checkVideo, reencodePhoto, type StoredFile } from './media-checks';
import { mediaItem } from './media-item';
import { isPublic, mediaLinkValid } from './media-url';
import type { AlbumKind, MediaKind, MediaRepo } from './repo';

/** Uploads per user and hour: enough for a person filling an album, not for a script. */
const UPLOADS_PER_HOUR = 30;

export interface ServedFile {
  row: MediaRow;
  size: number;
  open(range?: ByteRange): Promise<Readable | undefined>;
}

/** Photos and videos: checks, storage, album order, review, and who may fetch which file. */
export class MediaService {
  constructor(
    private readonly repo: MediaRepo,
    private readonly users: UsersRepo,
    private readonly storage: FileStorage,
    private readonly limiter: AttemptLimiter,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async addPhoto(userId: number, data: Buffer): Promise<MediaItem> {
    if ((await this.repo.countOf(userId, 'photo')) >= MAX_ALBUM_PHOTOS) {
      throw new AccountError(AccountCode.ALBUM_FULL);
    }
    await this.countUpload(userId);
    return this.store(userId, 'photo', await reencodePhoto(data));
  }

  /**
   * A picture for a chat message: checked and re-encoded like an album photo, but stored as kind 'chat', so it
   * is outside the album's limit, the profile and review. Sending it is the chat module's decision.
   */
  async addChatPicture(userId: number, data: Buffer): Promise<MediaItem> {
    await this.countUpload(userId);
    return this.store(userId, 'chat', await reencodePhoto(data));
  }

  /** At most MAX_VIDEOS wait for review at once; approval then keeps the newest MAX_VIDEOS. */
  async addVideo(userId: number, data: Buffer): Promise<MediaItem> {
    if ((await this.repo.countOf(userId, 'video', ['checking'])) >= MAX_VIDEOS) {
      throw new AccountError(AccountCode.VIDEOS_PENDING_LIMIT);
    }
    await this.countUpload(userId);
    return this.store(userId, 'video', await checkVideo(data));
  }

  /** Deletes one of the user's own photos or videos, in any state. */
  async remove(userId: number, id: number): Promise<void> {
    const row = await this.repo.deleteOwn(userId, id);
    if (!row) throw new AccountError(AccountCode.MEDIA_NOT_FOUND, 404);
    await this.deleteFiles([row]);
  }

  /** Answers the album in its new order. */
  async reorder(userId: number, ids: readonly number[]): Promise<MediaItem[]> {
    if (!(await this.repo.reorderPhotos(userId, ids)))
      throw new AccountError(AccountCode.MEDIA_NOT_FOUND, 404);
    const now = this.clock.date();
    const rows = await this.users.mediaOf(userId, false);
    return rows.filter((r) => r.kind === 'photo').map((r) => mediaItem(r, now));
  }

  async queue(kind: AlbumKind | undefined, limit: number): Promise<AdminMediaItem[]> {
    const now = this.clock.date();
    return (await this.repo.queue(kind, limit)).map((row) => adminItem(row, now));
  }

  async review(reviewerId: number, id: number, decision: MediaReviewDecision): Promise<AdminMediaItem> {
    const result = await this.repo.review({
      id,
      status: decision === 'approve' ? 'approved' : 'illegal',
      reviewerId,
      keepVideos: MAX_VIDEOS,
    });
    if (!result) throw new AccountError(AccountCode.MEDIA_NOT_FOUND, 404);
    await this.deleteFiles(result.replaced);
    return adminItem(result.row, this.clock.date());
  }

  /** Approved files for anyone; others only through a valid signed link (see media-url.ts). */
  async file(id: number, exp: number | undefined, sig: string | undefined): Promise<ServedFile | undefined> {
    const row = await this.repo.byId(id);
    if (!row) return undefined;
    if (!isPublic(row) && !mediaLinkValid(row, exp, sig, this.clock.date())) return undefined;
    const size = await this.storage.size(row.storageKey);
    if (size === undefined) {
      this.logger.warn({ mediaId: row.id }, 'media file missing from storage');
      return undefined;
    }
    return { row, size, open: (range) => this.storage.read(row.storageKey, range) };
  }

  private async countUpload(userId: number): Promise<void> {
    await this.limiter.consume([
      { key: `media:upload:${userId}`, limit: UPLOADS_PER_HOUR, windowMs: HOUR_MS },
    ]);
  }

  private async store(userId: number, kind: MediaKind, file: StoredFile): Promise<MediaItem> {
    // 128 random bits: the name is unguessable, and it doubles as the key of signed links.
    const storageKey = `${kind}/${userId}/${randomBytes(16).toString('hex')}.${file.extension}`;
    await this.storage.put(storageKey, file.data);
    try {
      const row = await this.repo.insert({
        userId,
        kind,
        storageKey,
        contentType: file.contentType,
        bytes: file.data.length,
        width: file.width,
        height: file.height,
        meta: { detectedType: file.detectedType },
      });
      return mediaItem(row, this.clock.date());
    } catch (err) {
      await this.storage.delete(storageKey);
      throw err;
    }
  }

  /** After the rows are gone; a file that cannot be removed is logged, never shown again. */
  private async deleteFiles(rows: readonly MediaRow[]): Promise<void> {
    for (const row of rows) {
      try {
        await this.storage.delete(row.storageKey);
      } catch (err) {
        this.logger.error({ err, mediaId: row.id }, 'could not delete a media file');
      }
    }
  }
}

function adminItem(row: MediaRow, now: Date): AdminMediaItem {
  return {
    ...mediaItem(row, now),
    userId: row.userId,
    contentType: row.contentType,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
