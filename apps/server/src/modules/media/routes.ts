import {
  AccountCode,
  chatApi,
  dbId,
  IMAGE_MAX_BYTES,
  MEDIA_FILE_PATH,
  mediaApi,
  safeString,
  VIDEO_MAX_BYTES,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountError, ValidationError } from '../../errors';
import { routeEndpoint, routeEndpoints } from '../../http/endpoint-route';
import type { Session } from '../session/service';
import { parseRange, servableType } from './file-response';
import type { MediaService, ServedFile } from './service';

/**
 * The one file of a multipart upload, whatever its field is called. The limit is enforced while the bytes
 * stream in, so an oversized upload is refused without being held in memory.
 */
async function readUpload(request: FastifyRequest, maxBytes: number, tooLarge: AccountCode): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ValidationError('Invalid request: send the file as multipart/form-data');
  }
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new ValidationError('Invalid request: file: required');
  try {
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AccountError(tooLarge, 413);
    }
    throw err;
  }
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile) {
  const { row, size } = file;
  const type = servableType(row.contentType);
  const etag = `"${row.id}-${size}"`;
  reply
    .header('content-type', type ?? 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    // Opened directly, the file is a sandboxed document that can run nothing.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      `${type ? 'inline' : 'attachment'}; filename="${row.id}.${row.storageKey.split('.').pop() ?? 'bin'}"`,
    )
    .header('cache-control', row.status === 'approved' ? 'public, max-age=300' : 'private, max-age=300')
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  const stream = await file.open(range);
  if (!stream) return reply.status(404).send();
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  return reply.header('content-length', range ? range.end - range.start + 1 : size).send(stream);
}

const fileParams = z.object({ id: dbId() });
const fileQuery = z.object({
  exp: z.coerce.number().int().optional(),
  sig: safeString().max(64).optional(),
});

export function mediaRoutes(app: FastifyInstance, media: MediaService, filesPerMinute: number): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const uploadPhoto = async ({ session, request }: { session: Session; request: FastifyRequest }) =>
    media.addPhoto(session.userId, await readUpload(request, IMAGE_MAX_BYTES, AccountCode.IMAGE_TOO_LARGE));
  routeEndpoints(app, mediaApi, {
    uploadAlbumImage: uploadPhoto,
    uploadImages: uploadPhoto,
    albumUploadImage: uploadPhoto,
    uploadVideo: async ({ session, request }) =>
      media.addVideo(session.userId, await readUpload(request, VIDEO_MAX_BYTES, AccountCode.VIDEO_TOO_LARGE)),
    albumDelete: ({ session, input }) => media.remove(session.userId, input.id),
    albumOrder: ({ session, input }) => media.reorder(session.userId, input.ids),
    adminQueue: ({ input }) => media.queue(input.kind, input.limit),
    adminReview: ({ session, input }) => media.review(session.userId, input.id, input.decision),
  });

  // Here rather than in the chat module: this scope has the multipart parser and the photo checks.
  routeEndpoint(app, chatApi.uploadImage, async ({ session, request }) => {
    const data = await readUpload(request, IMAGE_MAX_BYTES, AccountCode.IMAGE_TOO_LARGE);
    const { id, url, width, height } = await media.addChatPicture(session.userId, data);
    return { mediaId: id, url, width, height };
  });

  // A file download (bytes, ranges, ETags), not an envelope answer: a plain route.
  api.get(
    `${MEDIA_FILE_PATH}/:id`,
    {
      schema: { params: fileParams, querystring: fileQuery },
      // A wall or a card stack loads dozens of pictures at once; the API's per-address limit is for calls.
      config: { rateLimit: { max: filesPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const file = await media.file(request.params.id, request.query.exp, request.query.sig);
      if (!file) throw new AccountError(AccountCode.MEDIA_NOT_FOUND, 404);
      return sendFile(request, reply, file);
    },
  );
}
