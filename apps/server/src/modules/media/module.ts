import multipart from '@fastify/multipart';
import { VIDEO_MAX_BYTES } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mediaRoutes } from './routes';

/** File requests allowed per address, as a multiple of the API's limit (a page shows many pictures). */
const FILE_RATE_FACTOR = 5;

/** Photos, videos, their files and the admin review queue (spec §4 photo upload, §7 upload and album calls). */
export function registerMediaModule(api: FastifyInstance, ctx: AppContext): void {
  // Its own scope, so the multipart parser exists only on these routes; each route sets its own file limit.
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
    });
    mediaRoutes(scope, ctx.media, ctx.config.rateLimitPerMinute * FILE_RATE_FACTOR);
  });
}
