import { pushApi } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { PushService } from './service';

/** Web push and the installed app's grant behind the request contract (transport only). */
export function pushRoutes(app: FastifyInstance, push: PushService): void {
  routeEndpoints(app, pushApi, {
    vapidKey: async () => push.vapidKey(),
    subscribe: ({ session, input, request }) =>
      push.subscribe(session, request.common.languageId ?? 1, input),
    unsubscribe: ({ session, input }) => push.unsubscribe(session, input.endpoint),
    settings: ({ session }) => push.settings(session.userId),
    setSetting: ({ session, input }) => push.setSetting(session.userId, input.kind, input.enabled),
    isInitNotification: ({ session }) => push.controller(session),
    // countryId is accepted as the spec sends it; the grant does not depend on it.
    initNotificationGiveCoin: ({ session }) => push.grantPush(session),
    isInitWebapp: ({ session }) => push.webappStatus(session),
    initWebappGiveCoin: ({ session, input }) => push.grantWebapp(session, input.displayMode),
  });
}
