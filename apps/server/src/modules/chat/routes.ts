import {
  ChatPath,
  chatListQuerySchema,
  historyQuerySchema,
  markReadBodySchema,
  ok,
  sendMessageBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { ChatService } from './service';

export function chatRoutes(app: FastifyInstance, chat: ChatService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(ChatPath.send, { schema: { body: sendMessageBodySchema } }, async (request) =>
    ok(await chat.send(requireSession(request).userId, request.body)),
  );

  api.get(ChatPath.history, { schema: { querystring: historyQuerySchema } }, async (request) => {
    const { peerUserId, before, limit } = request.query;
    return ok(await chat.history(requireSession(request).userId, peerUserId, before, limit));
  });

  api.get(ChatPath.list, { schema: { querystring: chatListQuerySchema } }, async (request) =>
    ok(await chat.list(requireSession(request).userId, request.query.scope)),
  );

  api.post(ChatPath.read, { schema: { body: markReadBodySchema } }, async (request) => {
    const { peerUserId, upToSeq } = request.body;
    return ok(await chat.markRead(requireSession(request).userId, peerUserId, upToSeq));
  });

  api.get(ChatPath.unread, async (request) => ok(await chat.unread(requireSession(request).userId)));
}
