import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { VerificationCodesRepo } from '../accounts/verification-codes-repo';
import { PhoneAuthRepo } from './repo';
import { phoneAuthRoutes } from './routes';
import { PhoneAuthService } from './service';

export function registerPhoneAuthModule(api: FastifyInstance, ctx: AppContext): void {
  const service = new PhoneAuthService({
    repo: new PhoneAuthRepo(ctx.database.db),
    codes: new VerificationCodesRepo(ctx.database.db),
    users: ctx.users,
    limiter: ctx.limiter,
    sms: ctx.sms,
    logins: ctx.logins,
    policy: {
      registrationEnabled: ctx.config.phoneRegistrationEnabled,
      blockedCountries: ctx.config.phoneBlockedCountries,
      smsDailyCap: ctx.config.smsDailyCap,
      webOtpHost: new URL(ctx.config.publicUrl).hostname,
    },
  });
  phoneAuthRoutes(api, service, ctx.countries);
}
