import {
  AccountCode,
  adminMediaQueueQuerySchema,
  albumOrderBodySchema,
  ChatPath,
  type ChatImage,
  IMAGE_MAX_BYTES,
  MediaPath,
  mediaIdBodySchema,
  mediaReviewBodySchema,
  ok,
  VIDEO_MAX_BYTES,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors';
import { requireSession } from '../../http/request-contract';
import { AccountError } from '../accounts/errors';
import type { UsersRepo } from '../accounts/users-repo';
import { requireAdmin } from '../moderation/require-admin';
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

const fileParams = z.object({ id: z.coerce.number().int().positive() });
const fileQuery = z.object({
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(64).optional(),
});

export function mediaRoutes(
  app: FastifyInstance,
  media: MediaService,
  users: UsersRepo,
  filesPerMinute: number,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const uploadPhoto = async (request: FastifyRequest) => {
    const { userId } = requireSession(request);
    const data = await readUpload(request, IMAGE_MAX_BYTES, AccountCode.IMAGE_TOO_LARGE);
    return ok(await media.addPhoto(userId, data));
  };
  api.post(MediaPath.uploadAlbumImage, uploadPhoto);
  api.post(MediaPath.uploadImages, uploadPhoto);
  api.post(MediaPath.albumUploadImage, uploadPhoto);

  // Here rather than in the chat module: this scope has the multipart parser and the photo checks.
  api.post(ChatPath.uploadImage, async (request) => {
    const { userId } = requireSession(request);
    const data = await readUpload(request, IMAGE_MAX_BYTES, AccountCode.IMAGE_TOO_LARGE);
    const { id, url, width, height } = await media.addChatPicture(userId, data);
    return ok<ChatImage>({ mediaId: id, url, width, height });
  });

  api.post(MediaPath.uploadVideo, async (request) => {
    const { userId } = requireSession(request);
    const data = await readUpload(request, VIDEO_MAX_BYTES, AccountCode.VIDEO_TOO_LARGE);
    return ok(await media.addVideo(userId, data));
  });

  api.post(MediaPath.albumDelete, { schema: { body: mediaIdBodySchema } }, async (request) => {
    await media.remove(requireSession(request).userId, request.body.id);
    return ok(null);
  });

  api.post(MediaPath.albumOrder, { schema: { body: albumOrderBodySchema } }, async (request) =>
    ok(await media.reorder(requireSession(request).userId, request.body.ids)),
  );

  api.get(
    `${MediaPath.file}/:id`,
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

  api.get(MediaPath.adminQueue, { schema: { querystring: adminMediaQueueQuerySchema } }, async (request) => {
    await requireAdmin(request, users);
    return ok(await media.queue(request.query.kind, request.query.limit));
  });

  api.post(MediaPath.adminReview, { schema: { body: mediaReviewBodySchema } }, async (request) => {
    const admin = await requireAdmin(request, users);
    return ok(await media.review(admin.userId, request.body.id, request.body.decision));
  });
}
