import type { Config } from '../../config';
import type { Db } from '../../infra/db/database';
import type { Clock } from '../../infra/clock';
import type { Logger } from 'pino';
import type { VipStatus } from '../payments/vip';
import { ApertiumEngine } from './apertium-engine';
import { noEngine, type TranslationEngine } from './engine';
import { HttpTranslationEngine } from './http-engine';
import { TranslationRepo } from './repo';
import { TranslationService } from './service';

/** The engine the operator configured (config.ts: TRANSLATION_ENGINE). */
export function translationEngineFor(config: Config['translation']['engine']): TranslationEngine {
  switch (config.kind) {
    case 'apertium':
      return new ApertiumEngine();
    case 'http':
      return new HttpTranslationEngine(config.url, config.key);
    case 'off':
      return noEngine;
  }
}

export function createTranslation(deps: {
  db: Db;
  config: Config['translation'];
  vip: Pick<VipStatus, 'isVip'>;
  clock: Clock;
  logger: Logger;
  engine?: TranslationEngine;
}): TranslationService {
  return new TranslationService({
    repo: new TranslationRepo(deps.db),
    engine: deps.engine ?? translationEngineFor(deps.config.engine),
    vip: deps.vip,
    clock: deps.clock,
    logger: deps.logger,
    freePerDay: deps.config.freePerDay,
  });
}
