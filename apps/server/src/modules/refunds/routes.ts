import {
  AccountCode,
  adminRefundDecisionBodySchema,
  adminRefundQueueQuerySchema,
  IMAGE_MAX_BYTES,
  ok,
  refundIdQuerySchema,
  RefundPath,
  submitRefundBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationError } from '../../errors';
import { requireSession } from '../../http/request-contract';
import { AccountError } from '../accounts/errors';
import type { UsersRepo } from '../accounts/users-repo';
import { requireAdmin } from '../moderation/require-admin';
import type { RefundsService } from './service';

/** The one image of a multipart upload, refused while streaming in once it passes the 5M of spec §5. */
async function readProof(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ValidationError('Invalid request: send the file as multipart/form-data');
  }
  const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  if (!file) throw new ValidationError('Invalid request: file: required');
  try {
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AccountError(AccountCode.IMAGE_TOO_LARGE, 413);
    }
    throw err;
  }
}

export function refundsRoutes(app: FastifyInstance, refunds: RefundsService, users: UsersRepo): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(RefundPath.captcha, async (request) => {
    requireSession(request);
    return ok(await refunds.captcha());
  });

  api.post(RefundPath.proof, async (request) => {
    const { userId } = requireSession(request);
    return ok(await refunds.addProof(userId, await readProof(request)));
  });

  api.post(RefundPath.submit, { schema: { body: submitRefundBodySchema } }, async (request) =>
    ok(await refunds.submit(requireSession(request).userId, request.body)),
  );

  api.get(RefundPath.list, async (request) => ok(await refunds.reportsOf(requireSession(request).userId)));

  api.get(RefundPath.proofImage, { schema: { querystring: refundIdQuerySchema } }, async (request) => {
    const { userId } = requireSession(request);
    const isAdmin = (await users.byId(userId))?.isAdmin ?? false;
    return ok({ image: await refunds.proofImage(request.query.id, { userId, isAdmin }) });
  });

  api.get(
    RefundPath.adminQueue,
    { schema: { querystring: adminRefundQueueQuerySchema } },
    async (request) => {
      await requireAdmin(request, users);
      return ok(await refunds.queue(request.query.status, request.query.limit));
    },
  );

  api.post(RefundPath.adminDecide, { schema: { body: adminRefundDecisionBodySchema } }, async (request) => {
    const admin = await requireAdmin(request, users);
    const { id, decision, note } = request.body;
    return ok(await refunds.decide(admin.userId, id, decision, note));
  });
}
