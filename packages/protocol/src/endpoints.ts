import type { AnyEndpoint } from './endpoint';
import { friendsApi } from './social/friends';

/**
 * Every declared HTTP endpoint, by area. The server registers each of them (a test fails for one that is not),
 * the OpenAPI document lists them, and the contract fuzz test drives them all.
 */
export const endpointGroups = {
  friends: friendsApi,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group),
);
