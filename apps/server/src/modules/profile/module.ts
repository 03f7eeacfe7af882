import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DEFAULT_SENSITIVE_WORDS_FILE } from '../../infra/paths';
import { VerificationCodesRepo } from '../accounts/verification-codes-repo';
import { BindingService } from './binding-service';
import { ProfileRepo } from './repo';
import { profileRoutes } from './routes';
import { SensitiveWords } from './sensitive-words';
import { ProfileService } from './service';

/** Profile, supplementary registration, terms and bindings (spec §7 /facade/api/user/...). */
export function registerProfileModule(api: FastifyInstance, ctx: AppContext): void {
  const repo = new ProfileRepo(ctx.database.db);
  // Read once at start: a missing or unreadable list stops start-up instead of letting every word through.
  const words = SensitiveWords.fromFile(ctx.config.sensitiveWordsFile ?? DEFAULT_SENSITIVE_WORDS_FILE);
  profileRoutes(api, {
    profile: new ProfileService(ctx.users, repo, words),
    bindings: new BindingService(
      ctx.users,
      repo,
      new VerificationCodesRepo(ctx.database.db),
      ctx.limiter,
      ctx.mailer,
      ctx.sms,
    ),
    sessions: ctx.sessions,
  });
}
