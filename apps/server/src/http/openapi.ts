import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the served contract lives (docs/API.md points here). */
export const OPENAPI_PATH = '/openapi.json';

const DESCRIPTION = [
  'Generated from the endpoint declarations in packages/protocol (defineEndpoint), the same ones the server',
  'registers its routes from and the web client calls; docs/API.md explains the rules around them.',
  'Every request also carries the common fields of spec §7 (appId, version, platformType, languageId, deviceId,',
  'nonce, userId, loginToken, timestamp): in the body for POST/PUT/PATCH, in the query for GET/DELETE, and',
  '`sign`, `timestamp`, `deviceId`, `nonce`, `userId`, `version` in the query. Paths containing `exempt` need',
  'no session. Every answer is `{ code, data, msg? }`; code 200 is success, and the codes an endpoint may',
  'refuse with are listed in its description.',
].join(' ');

/**
 * The OpenAPI document of every declared endpoint. Registered before the routes, so it sees each of them; only
 * declared endpoints carry tags, so the web app, the health probe and the provider callbacks stay out of it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Mingle API', version: '1', description: DESCRIPTION },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
