import {
  billingProblem,
  CardCode,
  isCardExpired,
  MAX_SAVED_CARDS,
  type AddCardBody,
  type SavedCard,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../../infra/clock';
import { PaymentProviderError, type PaymentProvider } from '../../infra/payments/payment-provider';
import type { SavedCardRow } from '../../infra/db/schema';
import { CardError } from './errors';
import type { CardsRepo } from './repo';

function savedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    billingEmail: row.billingEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saved cards: the browser tokenises the card at the provider, this service asks the provider what the token is
 * (brand, last 4, expiry) and stores that with the billing details. Cards of another provider are not listed:
 * their tokens cannot be charged by the one running now.
 */
export class CardsService {
  constructor(
    private readonly repo: CardsRepo,
    private readonly provider: PaymentProvider,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<SavedCard[]> {
    return (await this.repo.listOf(userId, this.provider.name)).map(savedCard);
  }

  async add(userId: number, body: AddCardBody): Promise<SavedCard> {
    const problem = billingProblem(body);
    if (problem !== null) throw new CardError(problem);
    if ((await this.repo.countOf(userId, this.provider.name)) >= MAX_SAVED_CARDS) {
      throw new CardError(CardCode.TOO_MANY_CARDS);
    }
    let info;
    try {
      info = await this.provider.describeCard(body.cardToken);
    } catch (err) {
      if (err instanceof PaymentProviderError && err.declined) {
        throw new CardError(CardCode.PAYMENT_INFO_INCORRECT);
      }
      throw err;
    }
    if (isCardExpired(info.expMonth, info.expYear, this.clock.date()))
      throw new CardError(CardCode.CARD_EXPIRED);
    const row = await this.repo.insert({
      userId,
      provider: this.provider.name,
      token: body.cardToken,
      brand: info.brand,
      last4: info.last4,
      expMonth: info.expMonth,
      expYear: info.expYear,
      holderName: body.holderName.trim().replace(/\s+/g, ' '),
      billingEmail: body.billingEmail.trim().toLowerCase(),
    });
    // A token is bound to the account that saved it first; another account cannot take it over.
    if (row.userId !== userId) throw new CardError(CardCode.PAYMENT_INFO_INCORRECT);
    this.logger.info({ userId, cardId: row.id, brand: row.brand }, 'card saved');
    return savedCard(row);
  }

  async remove(userId: number, cardId: number): Promise<void> {
    if (!(await this.repo.deleteOwn(userId, cardId))) throw new CardError(CardCode.NOT_FOUND, 404);
  }

  /** The provider token of one of the user's cards, for a checkout with a saved card. */
  async tokenOf(userId: number, cardId: number): Promise<string> {
    const row = await this.repo.ownedBy(userId, cardId);
    if (!row || row.provider !== this.provider.name) throw new CardError(CardCode.NOT_FOUND, 404);
    return row.token;
  }
}
