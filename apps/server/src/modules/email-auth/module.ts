import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { VerificationCodesRepo } from '../accounts/verification-codes-repo';
import { CommonPasswords } from './common-passwords';
import { EmailAuthRepo } from './repo';
import { emailAuthRoutes } from './routes';
import { EmailAuthService } from './service';

/** E-mail sign-up and sign-in: builds repo and service from the context and registers the routes. */
export function registerEmailAuthModule(api: FastifyInstance, ctx: AppContext): void {
  const service = new EmailAuthService({
    repo: new EmailAuthRepo(ctx.database.db),
    codes: new VerificationCodesRepo(ctx.database.db),
    users: ctx.users,
    logins: ctx.logins,
    bans: ctx.bans,
    limiter: ctx.limiter,
    mailer: ctx.mailer,
    commonPasswords: CommonPasswords.load(),
    logger: ctx.logger,
    publicUrl: ctx.config.publicUrl,
    registrationEnabled: ctx.config.emailRegistrationEnabled,
  });
  emailAuthRoutes(api, service);
}
