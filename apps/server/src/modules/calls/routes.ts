import { CALL_ACTION_ENDPOINTS, callsApi, isCallAction } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../http/endpoint-route';
import type { CallService } from './service';

/** The /api/call/... paths of spec §7.1 plus ours (info, ICE servers, upgrade, receipts, host settings). */
export function callsRoutes(app: FastifyInstance, calls: CallService): void {
  routeEndpoint(app, callsApi.launch, ({ session, input }) => calls.launch(session.userId, input));

  for (const [code, endpoint] of Object.entries(CALL_ACTION_ENDPOINTS)) {
    const action = Number(code);
    if (!isCallAction(action)) throw new Error(`unknown call action ${code}`);
    routeEndpoint(app, endpoint, ({ session, input }) => calls.act(session.userId, action, input));
  }

  routeEndpoint(app, callsApi.live, ({ session }) => calls.live(session.userId));
  routeEndpoint(app, callsApi.interrupted, ({ session, input }) =>
    calls.interrupted(session.userId, input.roomNum, input.tabId),
  );
  routeEndpoint(app, callsApi.claim, ({ session, input }) =>
    calls.claim(session.userId, input.roomNum, input.tabId),
  );
  routeEndpoint(app, callsApi.info, ({ session, input }) => calls.info(session.userId, input.roomNum));
  routeEndpoint(app, callsApi.priceInfo, ({ session, input }) =>
    calls.priceInfo(session.userId, input.matchUserId),
  );
  routeEndpoint(app, callsApi.friendVideo, ({ session, input }) => calls.friendVideo(session.userId, input));
  routeEndpoint(app, callsApi.usersVideos, ({ session, input }) =>
    calls.reportVideoTime(session.userId, input.matchId, input),
  );
  routeEndpoint(app, callsApi.iceServers, ({ session, input }) =>
    calls.iceServers(session.userId, input.roomNum, input.relayOnly),
  );
  routeEndpoint(app, callsApi.upgrade, ({ session, input }) =>
    calls.upgrade(session.userId, input.roomNum, input.answer),
  );
  routeEndpoint(app, callsApi.receipts, ({ session }) => calls.receipts(session.userId));
  routeEndpoint(app, callsApi.receipt, ({ session, input }) => calls.receipt(session.userId, input.roomNum));
  routeEndpoint(app, callsApi.hostSettings, ({ session }) => calls.hostSettings(session.userId));
  routeEndpoint(app, callsApi.updateHostSettings, ({ session, input }) =>
    calls.updateHostSettings(session.userId, input),
  );
}
