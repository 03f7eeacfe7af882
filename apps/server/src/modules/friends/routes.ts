import {
  addFriendBodySchema,
  friendAliasBodySchema,
  friendUserBodySchema,
  friendUserQuerySchema,
  FriendPath,
  ok,
  onlineNotifyBodySchema,
} from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../http/request-contract';
import type { FriendsService } from './service';

export function friendsRoutes(app: FastifyInstance, friends: FriendsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(FriendPath.list, async (request) => ok(await friends.list(requireSession(request).userId)));

  api.get(FriendPath.quote, { schema: { querystring: friendUserQuerySchema } }, async (request) =>
    ok(await friends.quote(requireSession(request).userId, request.query.friendUserId)),
  );

  api.post(FriendPath.add, { schema: { body: addFriendBodySchema } }, async (request) => {
    const { friendUserId, price } = request.body;
    return ok(await friends.add(requireSession(request).userId, friendUserId, price));
  });

  api.get(FriendPath.requests, async (request) => ok(await friends.requests(requireSession(request).userId)));

  api.post(FriendPath.accept, { schema: { body: friendUserBodySchema } }, async (request) => {
    await friends.accept(requireSession(request).userId, request.body.friendUserId);
    return ok(null);
  });

  api.post(FriendPath.decline, { schema: { body: friendUserBodySchema } }, async (request) => {
    await friends.decline(requireSession(request).userId, request.body.friendUserId);
    return ok(null);
  });

  api.post(FriendPath.cancel, { schema: { body: friendUserBodySchema } }, async (request) => {
    await friends.cancel(requireSession(request).userId, request.body.friendUserId);
    return ok(null);
  });

  api.post(FriendPath.remove, { schema: { body: friendUserBodySchema } }, async (request) => {
    await friends.remove(requireSession(request).userId, request.body.friendUserId);
    return ok(null);
  });

  api.post(FriendPath.alias, { schema: { body: friendAliasBodySchema } }, async (request) => {
    await friends.setAlias(requireSession(request).userId, request.body.friendUserId, request.body.alias);
    return ok(null);
  });

  api.post(FriendPath.onlineNotify, { schema: { body: onlineNotifyBodySchema } }, async (request) => {
    const { friendUserId, enabled } = request.body;
    return ok(await friends.setOnlineNotify(requireSession(request).userId, friendUserId, enabled));
  });
}
