import { answerMessageIn, answerText, Code, type ErrorEnvelope } from '@mingle/protocol';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { requestLanguage } from './request-language';
import { describeZodError } from './zod-message';

function envelope(code: number, msg: string, data: unknown = null): ErrorEnvelope {
  return { code, data, msg };
}

/** The msg of an answer in the caller's language (answerMessageIn: code texts translated, case words kept). */
function localised(request: FastifyRequest, code: number, message: string): Promise<string> {
  return answerMessageIn(requestLanguage(request), code, message);
}

/** The one place where errors become answers. Unknown errors are logged and never leak their details. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    const answer = async (status: number, code: number, message: string, data: unknown = null) =>
      reply.status(status).send(envelope(code, await localised(request, code, message), data));

    if (error instanceof AppError) return answer(error.httpStatus, error.code, error.message, error.data);
    if (error instanceof ZodError) return answer(400, Code.VALIDATION, describeZodError(error));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map(
        (v) => `${v.instancePath.replace(/^\//, '') || 'body'}: ${v.message}`,
      );
      return answer(400, Code.VALIDATION, `Invalid request: ${fields.slice(0, 3).join('; ')}`);
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) return answer(429, Code.TOO_MANY_REQUESTS, answerText(Code.TOO_MANY_REQUESTS));
    if (status !== undefined && status >= 400 && status < 500) {
      // Framework-level client errors: malformed JSON, body too large, unsupported media type.
      return answer(status, Code.VALIDATION, `Invalid request: ${error.message}`);
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, Code.INTERNAL, answerText(Code.INTERNAL));
  });
}

export function apiNotFound(path: string): ErrorEnvelope {
  return envelope(Code.NOT_FOUND, `Not found: ${path.split('?')[0] ?? ''}`);
}
