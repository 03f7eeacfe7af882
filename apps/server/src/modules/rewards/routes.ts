import {
  checkInApi,
  entriesApi,
  firstWeekApi,
  luckyWheelApi,
  popupApi,
  registerBannerApi,
  tasksApi,
} from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import { routeEndpoints } from '../../http/endpoint-route';
import type { Rewards } from './rewards';

/** Rewards and activities behind the request contract (transport only). */
export function rewardsRoutes(app: FastifyInstance, rewards: Rewards): void {
  routeEndpoints(app, registerBannerApi, {
    // countryId is accepted as the spec sends it; the offer does not depend on it.
    checkIfAddCoinForNew: ({ session }) => rewards.banner.offer(session),
    claim: ({ session }) => rewards.banner.claim(session),
  });
  routeEndpoints(app, checkInApi, {
    hasCheckedIn: ({ session }) => rewards.checkIn.config(session.userId),
    list: ({ session }) => rewards.checkIn.list(session.userId),
    save: ({ session }) => rewards.checkIn.save(session),
  });
  routeEndpoints(app, firstWeekApi, {
    status: ({ session }) => rewards.firstWeek.status(session),
    claim: ({ session }) => rewards.firstWeek.claim(session),
  });
  routeEndpoints(app, tasksApi, {
    list: ({ session }) => rewards.tasks.list(session.userId),
    claim: ({ session, input }) => rewards.tasks.claim(session, input.code),
    completed: ({ session }) => rewards.tasks.completed(session.userId),
  });
  routeEndpoints(app, luckyWheelApi, {
    wheel: ({ session }) => rewards.wheel.wheel(session.userId),
    spin: ({ session, input }) => rewards.wheel.spin(session.userId, input.idempotencyKey),
    draws: ({ session, input }) => rewards.wheel.draws(session.userId, input.page, input.size),
  });
  routeEndpoints(app, entriesApi, {
    getEntry: ({ input }) => rewards.entries.first(input.location),
    locationEntrysMap: () => rewards.entries.byLocation(),
  });
  routeEndpoints(app, popupApi, {
    get: ({ session, request }) => rewards.popups.next(session.userId, request.common.languageId),
  });
}
