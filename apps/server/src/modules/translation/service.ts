import { createHash } from 'node:crypto';
import {
  languageCodeOf,
  TranslationCode,
  type LanguageCode,
  type TranslateBody,
  type Translation,
  type TranslationQuota,
} from '@mingle/protocol';
import type { Clock } from '../../infra/clock';
import { utcDayOf } from '../../infra/clock';
import type { Logger } from 'pino';
import type { VipStatus } from '../payments/vip';
import type { EngineResult, TranslationEngine } from './engine';
import { TranslationError } from './errors';
import type { TranslationRepo } from './repo';

export interface TranslationDeps {
  repo: TranslationRepo;
  engine: TranslationEngine;
  vip: Pick<VipStatus, 'isVip'>;
  clock: Clock;
  logger: Logger;
  /** Translated messages a day for an account that is not VIP. */
  freePerDay: number;
}

/**
 * Chat translation: a text message the reader received, into the reader's language, through the configured
 * engine and the cache. VIP (any coin package bought) is unlimited; others have a free daily allowance counted
 * per message, and only a translation that was delivered counts.
 */
export class TranslationService {
  constructor(private readonly deps: TranslationDeps) {}

  async quota(userId: number): Promise<TranslationQuota> {
    const { engine, freePerDay } = this.deps;
    const unlimited = await this.deps.vip.isVip(userId);
    const [remaining, targets] = await Promise.all([this.remaining(userId, unlimited), engine.targets()]);
    return { dailyFree: freePerDay, remaining, targets: [...targets].sort() };
  }

  async translate(userId: number, { seq, to }: TranslateBody): Promise<Translation> {
    const { repo, engine, clock, freePerDay } = this.deps;
    const message = await repo.receivedText(userId, seq);
    if (!message) throw new TranslationError(TranslationCode.MESSAGE_NOT_FOUND);
    const unlimited = await this.deps.vip.isVip(userId);
    // Refused before the engine runs: a reader at the limit costs the engine nothing.
    if (!unlimited && (await this.remaining(userId, false)) === 0 && !(await repo.usedBefore(userId, seq))) {
      throw new TranslationError(TranslationCode.DAILY_LIMIT);
    }
    if (!(await engine.targets()).has(to)) throw new TranslationError(TranslationCode.PAIR_UNAVAILABLE);
    const result = await this.translated(message.content, to, message.senderId);
    if (!result) throw new TranslationError(TranslationCode.PAIR_UNAVAILABLE);
    let remaining: number | null = null;
    if (!unlimited) {
      remaining = await repo.recordUse(userId, seq, utcDayOf(clock.now()), freePerDay, clock.date());
      if (remaining === null) throw new TranslationError(TranslationCode.DAILY_LIMIT);
    }
    return { seq, text: result.text, from: result.from, to, remaining };
  }

  /** Free translations left today; null for VIP. */
  private async remaining(userId: number, unlimited: boolean): Promise<number | null> {
    const { repo, clock, freePerDay } = this.deps;
    if (unlimited) return null;
    return Math.max(0, freePerDay - (await repo.usedOn(userId, utcDayOf(clock.now()))));
  }

  private async translated(text: string, to: LanguageCode, senderId: number): Promise<EngineResult | null> {
    const { repo, engine, clock, logger } = this.deps;
    const textHash = createHash('sha256').update(text).digest('hex');
    const cached = await repo.cached(textHash, to);
    if (cached) return { text: cached.translated, from: (cached.source || null) as LanguageCode | null };
    const hints = (await repo.senderLanguages(senderId))
      .map((id) => languageCodeOf(id))
      .filter((code): code is LanguageCode => code !== undefined);
    let result: EngineResult | null;
    try {
      result = await engine.translate(text, to, hints);
    } catch (error) {
      logger.warn({ err: error, engine: engine.name }, 'translation engine failed');
      throw new TranslationError(TranslationCode.ENGINE_FAILED);
    }
    if (result) {
      await repo.cache({
        textHash,
        target: to,
        source: result.from ?? '',
        translated: result.text,
        engine: engine.name,
        createdAt: clock.date(),
      });
    }
    return result;
  }
}
