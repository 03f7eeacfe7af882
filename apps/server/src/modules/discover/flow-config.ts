import {
  DEFAULT_FLOW_CONFIG,
  flowConfigSchema,
  PRODUCTS,
  type FlowConfig,
  type Product,
} from '@mingle/protocol';
import type { DiscoverRepo } from './repo';

/**
 * The product whose configuration applies where a path names none (like, launch): the web app, the only
 * product today (protocol discover/config.ts).
 */
export const DEFAULT_PRODUCT: Product = PRODUCTS[0];

/**
 * The stored flow configuration of each product (table flow_config): what globalconf shows and what likes and
 * invitations are checked against, so what a user is told is what is applied. A product without a row gets
 * spec §9's values, stored on first read, after which only an administrator changes them.
 */
export class FlowConfigStore {
  constructor(private readonly repo: DiscoverRepo) {}

  async get(product: Product = DEFAULT_PRODUCT): Promise<FlowConfig> {
    const stored = await this.repo.flowConfig(product);
    if (stored === undefined) {
      await this.repo.seedFlowConfig(product, DEFAULT_FLOW_CONFIG);
      // Another node may have seeded (or an admin saved) first: read what is there now.
      return flowConfigSchema.parse((await this.repo.flowConfig(product)) ?? DEFAULT_FLOW_CONFIG);
    }
    // Written only through the schema; parsing again guards against rows edited by hand.
    return flowConfigSchema.parse(stored);
  }

  async save(product: Product, config: FlowConfig, adminId: number): Promise<FlowConfig> {
    await this.repo.saveFlowConfig(product, flowConfigSchema.parse(config), adminId);
    return this.get(product);
  }
}
