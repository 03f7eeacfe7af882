import { Code, defaultMessages, type ErrorEnvelope } from '@mingle/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { describeZodError } from './zod-message';

function envelope(code: number, msg: string, data: unknown = null): ErrorEnvelope {
  return { code, data, msg };
}

/** The one place where errors become answers. Unknown errors are logged and never leak their details. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(envelope(error.code, error.message, error.data));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(envelope(Code.VALIDATION, describeZodError(error)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map(
        (v) => `${v.instancePath.replace(/^\//, '') || 'body'}: ${v.message}`,
      );
      return reply
        .status(400)
        .send(envelope(Code.VALIDATION, `Invalid request: ${fields.slice(0, 3).join('; ')}`));
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply
        .status(429)
        .send(envelope(Code.TOO_MANY_REQUESTS, defaultMessages[Code.TOO_MANY_REQUESTS]));
    }
    if (status !== undefined && status >= 400 && status < 500) {
      // Framework-level client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send(envelope(Code.VALIDATION, `Invalid request: ${error.message}`));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(Code.INTERNAL, defaultMessages[Code.INTERNAL]));
  });
}

export function apiNotFound(path: string): ErrorEnvelope {
  return envelope(Code.NOT_FOUND, `Not found: ${path.split('?')[0] ?? ''}`);
}
