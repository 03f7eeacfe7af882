import { chatApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { ChatService } from './service';

/** Every chat endpoint but uploadImage, which the media module registers (it has the multipart parser). */
export function chatRoutes(app: FastifyInstance, chat: ChatService): void {
  const { uploadImage: _upload, ...endpoints } = chatApi;
  routeEndpoints(app, endpoints, {
    send: ({ session, input }) => chat.send(session.userId, input),
    history: ({ session, input }) =>
      chat.history(session.userId, input.peerUserId, input.before, input.limit),
    list: ({ session, input }) => chat.list(session.userId, input.scope),
    read: ({ session, input }) => chat.markRead(session.userId, input.peerUserId, input.upToSeq),
    unread: ({ session }) => chat.unread(session.userId),
  });
}
