import { z } from 'zod';
import { CARD_FLOW, MATCHING_FLOW, SEARCH_FLOW } from '../constants';

/**
 * The products whose paths carry `{product}` (spec §7.1 `/matches/api/{product}/matches/...`). Each has its own
 * stored flow configuration. A product is a declared path (endpoints have no path parameters), so a new one is
 * a line here plus its endpoints; today the web app is the only one.
 */
export const PRODUCTS = ['web'] as const;
export type Product = (typeof PRODUCTS)[number];
export const productSchema = z.enum(PRODUCTS);

const seconds = z.number().int().min(0).max(600);
const coins = z.number().int().min(0).max(100_000);
const locations = z.array(z.number().int().min(0).max(100_000)).min(1).max(16);

/** What a flow stores: its countdown, prices and call location codes (spec §9). */
const storedFlowSchema = z.object({ countdownSeconds: seconds, normalPrice: coins, locations });

/**
 * Limits and prices of Discover (issue 14). The spec names a coin price for likes (§1) and asks for invitation
 * spam limits without numbers; ours are in DEFAULT_FLOW_CONFIG.
 */
export const discoverLimitsSchema = z.object({
  /** Coins one like costs (0 = free); the client sends the price it showed (PRICE_CHANGED otherwise). */
  likePrice: coins,
  /** Card and search invitations one caller may send in any 60 minutes. */
  invitesPerCallerPerHour: z.number().int().min(1).max(10_000),
  /** Card and search invitations one host may receive in any 60 seconds. */
  invitesPerHostPerMinute: z.number().int().min(1).max(1_000),
});
export type DiscoverLimits = z.infer<typeof discoverLimitsSchema>;

/**
 * The configuration an administrator edits per product (modules/discover, table flow_config). The ring window
 * is not in it: the call engine owns that (CALL_RING_SECONDS), and globalconf shows the engine's value.
 */
export const flowConfigSchema = z.object({
  matchingFlow: storedFlowSchema.extend({ nextCountdownSeconds: seconds, embedPrice: coins }),
  cardFlow: storedFlowSchema.extend({ playPrice: coins }),
  searchFlow: storedFlowSchema.extend({ playPrice: coins }),
  discover: discoverLimitsSchema,
});
export type FlowConfig = z.infer<typeof flowConfigSchema>;

function stored<F extends { ringSeconds: number; locations: readonly number[] }>({
  ringSeconds: _ring,
  ...flow
}: F) {
  return { ...flow, locations: [...flow.locations] };
}

/** What a product starts with: spec §9's flow constants, and our Discover limits. */
export const DEFAULT_FLOW_CONFIG: FlowConfig = {
  matchingFlow: stored(MATCHING_FLOW),
  cardFlow: stored(CARD_FLOW),
  searchFlow: stored(SEARCH_FLOW),
  discover: {
    // A like costs about a quarter of a card call's minute: a signal worth sending, not a way to spam.
    likePrice: 10,
    invitesPerCallerPerHour: 30,
    // A ring lasts 30 s and a host takes one call at a time: three rings a minute is already a queue.
    invitesPerHostPerMinute: 3,
  },
};
