import {
  AccountCode,
  SocialFlowPath,
  socialApi,
  socialCallbackQuerySchema,
  socialProviderSchema,
  socialStartQuerySchema,
  SOCIAL_STATE_TTL_SECONDS,
  type SocialProvider,
} from '@mingle/protocol';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { routeEndpoints } from '../../http/endpoint-route';
import type { SocialAuthService } from './service';

const providerParams = z.object({ provider: socialProviderSchema });

/** Binds a started flow to the browser that started it; sent back only to our social endpoints. */
const FLOW_COOKIE = 'mingle_social_flow';

function flowCookieOptions(secure: boolean): CookieSerializeOptions {
  return {
    path: '/facade/api/user/exempt/social/',
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation, on which Lax cookies are sent.
    sameSite: 'lax',
    secure,
  };
}

/**
 * Start and callback are browser navigations, not API calls: their answers are redirects, and a refusal sends
 * the browser to the web page with the answer code instead of showing a JSON envelope.
 */
async function navigate(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  service: SocialAuthService,
  step: () => Promise<string>,
): Promise<FastifyReply> {
  let target: string;
  try {
    target = await step();
  } catch (err) {
    if (!(err instanceof AppError)) request.log.error({ err }, 'social sign-in failed');
    const code = err instanceof AppError ? err.code : AccountCode.SOCIAL_SIGN_IN_FAILED;
    target = service.failurePage(provider, code);
  }
  // The provider's answer (code, state) and our ticket must not be cached or travel on as a referrer.
  return reply.header('cache-control', 'no-store').redirect(target, 302);
}

export interface SocialRouteOptions {
  /** Cookies get the Secure flag when the site is served over HTTPS. */
  secureCookies: boolean;
}

export function socialAuthRoutes(
  app: FastifyInstance,
  service: SocialAuthService,
  { secureCookies }: SocialRouteOptions,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  routeEndpoints(app, socialApi, {
    providers: async () => ({ providers: service.providers() }),
    ticket: ({ input, request }) => service.redeem(input.ticket, request.common.deviceId, request.ip),
  });

  // Start and callback are browser navigations answered with redirects, so they are routes, not endpoints.
  api.get(
    SocialFlowPath.start(':provider'),
    { schema: { params: providerParams, querystring: socialStartQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      const { deviceId, redirect } = request.query;
      return navigate(request, reply, provider, service, async () => {
        const started = await service.start(provider, deviceId, redirect, request.ip);
        reply.setCookie(FLOW_COOKIE, started.browserKey, {
          ...flowCookieOptions(secureCookies),
          maxAge: SOCIAL_STATE_TTL_SECONDS,
        });
        return started.url;
      });
    },
  );

  api.get(
    SocialFlowPath.callback(':provider'),
    { schema: { params: providerParams, querystring: socialCallbackQuerySchema } },
    async (request, reply) => {
      const { provider } = request.params;
      // Every parameter as sent (iss too, RFC 9207): the library checks the whole authorization response.
      const url = request.raw.url ?? '';
      const response = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
      const browserKey = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(secureCookies));
      return navigate(request, reply, provider, service, () =>
        service.callback(provider, response, browserKey, request.ip),
      );
    },
  );
}
