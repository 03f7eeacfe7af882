import { AccountCode, IMAGE_MAX_BYTES, refundsApi } from '@mingle/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountError, ValidationError } from '../../errors';
import { routeEndpoints } from '../../http/endpoint-route';
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

export function refundsRoutes(app: FastifyInstance, refunds: RefundsService): void {
  routeEndpoints(app, refundsApi, {
    captcha: () => refunds.captcha(),
    proof: async ({ session, request }) => refunds.addProof(session.userId, await readProof(request)),
    submit: ({ session, input }) => refunds.submit(session.userId, input),
    list: ({ session }) => refunds.reportsOf(session.userId),
    proofImage: async ({ session: { userId }, input }) => ({
      image: await refunds.proofImage(input.id, { userId, isAdmin: await app.isAdmin(userId) }),
    }),
    adminQueue: ({ input }) => refunds.queue(input.status, input.limit),
    adminDecide: ({ session, input }) => refunds.decide(session.userId, input.id, input.decision, input.note),
  });
}
