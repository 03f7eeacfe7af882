import { friendsApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { FriendsService } from './service';

export function friendsRoutes(app: FastifyInstance, friends: FriendsService): void {
  routeEndpoints(app, friendsApi, {
    list: ({ session }) => friends.list(session.userId),
    quote: ({ session, input }) => friends.quote(session.userId, input.friendUserId),
    add: ({ session, input }) => friends.add(session.userId, input.friendUserId, input.price),
    requests: ({ session }) => friends.requests(session.userId),
    accept: ({ session, input }) => friends.accept(session.userId, input.friendUserId),
    decline: ({ session, input }) => friends.decline(session.userId, input.friendUserId),
    cancel: ({ session, input }) => friends.cancel(session.userId, input.friendUserId),
    remove: ({ session, input }) => friends.remove(session.userId, input.friendUserId),
    alias: ({ session, input }) => friends.setAlias(session.userId, input.friendUserId, input.alias),
    onlineNotify: ({ session, input }) =>
      friends.setOnlineNotify(session.userId, input.friendUserId, input.enabled),
  });
}
