import { SOCIAL_PROVIDERS, SocialFlowPath, type SocialProvider } from '@mingle/protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { OpenIdProviderClient, type IdentityProviderClient } from './oidc-client';
import { SocialAuthRepo } from './repo';
import { socialAuthRoutes } from './routes';
import { SocialAuthService } from './service';

/** Social sign-in with Google, Facebook and Apple; each provider is on when its client id is configured. */
export function registerSocialAuthModule(api: FastifyInstance, ctx: AppContext): void {
  const clients: Partial<Record<SocialProvider, IdentityProviderClient>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const settings = ctx.config.socialProviders[provider];
    if (!settings) continue;
    const redirectUri = `${ctx.config.publicUrl}${SocialFlowPath.callback(provider)}`;
    clients[provider] = new OpenIdProviderClient(provider, settings, redirectUri);
  }
  const service = new SocialAuthService({
    repo: new SocialAuthRepo(ctx.database.db),
    kv: ctx.kv,
    limiter: ctx.limiter,
    logins: ctx.logins,
    bans: ctx.bans,
    clients,
    publicUrl: ctx.config.publicUrl,
    logger: ctx.logger,
  });
  socialAuthRoutes(api, service, { secureCookies: ctx.config.publicUrl.startsWith('https:') });
}
