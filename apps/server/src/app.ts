import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { installErrorHandler } from './http/error-handler';
import { requestContract } from './http/request-contract';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/web-app';
import { DEFAULT_WEB_DIST_DIR } from './infra/paths';
import { countryRoutes } from './modules/country/routes';
import { devOutboxRoutes } from './modules/dev/outbox-routes';
import { registerCardsModule } from './modules/cards/module';
import { registerEmailAuthModule } from './modules/email-auth/module';
import { healthRoutes } from './modules/health/routes';
import { registerMediaModule } from './modules/media/module';
import { registerCallsModule } from './modules/calls/module';
import { registerPaymentsModule, registerPaymentsPublicRoutes } from './modules/payments/module';
import { registerWalletModule } from './modules/wallet/module';
import { registerMatchingModule } from './modules/matching/module';
import { moderationRoutes } from './modules/moderation/routes';
import { registerBlocksModule } from './modules/blocks/module';
import { registerChatModule } from './modules/chat/module';
import { registerFriendsModule } from './modules/friends/module';
import { registerPresenceModule } from './modules/presence/module';
import { registerReportsModule } from './modules/reports/module';
import { registerPhoneAuthModule } from './modules/phone-auth/module';
import { registerProfileModule } from './modules/profile/module';
import { registerRefundsModule } from './modules/refunds/module';
import { registerSocialAuthModule } from './modules/social-auth/module';
import { sessionRoutes } from './modules/session/routes';
import { attachGateway, type Gateway } from './realtime/gateway';

/** Builds the whole product on one Fastify instance: API, realtime gateway and the built web app. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(helmet, {
    // Camera and microphone are the product; the CSP allows same-origin media, sockets and blob video.
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: ctx.config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: `${ctx.redisPrefix}rl:` } : {}),
  });

  await registerOpenApi(app);

  healthRoutes(app, [
    { name: 'database', check: () => ctx.database.ping() },
    ...(ctx.redis ? [{ name: 'redis', check: async () => void (await ctx.redis?.ping()) }] : []),
  ]);

  // Every API route lives in this scope, behind the request contract of spec §7.
  await app.register(async (api) => {
    await api.register(requestContract, { verifier: ctx.verifier });
    api.decorate('isAdmin', async (userId: number) => (await ctx.users.byId(userId))?.isAdmin === true);
    countryRoutes(api, ctx.countries);
    sessionRoutes(api, ctx.sessions);
    registerSocialAuthModule(api, ctx);
    registerPhoneAuthModule(api, ctx);
    registerProfileModule(api, ctx);
    registerMediaModule(api, ctx);
    registerEmailAuthModule(api, ctx);
    moderationRoutes(api, ctx);
    registerFriendsModule(api, ctx);
    registerChatModule(api, ctx);
    registerPresenceModule(api, ctx);
    registerBlocksModule(api, ctx);
    registerReportsModule(api, ctx);
    registerCardsModule(api, ctx);
    registerRefundsModule(api, ctx);
    registerPaymentsModule(api, ctx);
    registerWalletModule(api, ctx);
    registerCallsModule(api, ctx);
    registerMatchingModule(api, ctx);
  });

  // Provider webhooks and the sandbox provider's hosted checkout: callers that send no common fields.
  registerPaymentsPublicRoutes(app, ctx);
  if (ctx.config.env !== 'production') devOutboxRoutes(app, ctx.outbox);

  await registerWebApp(app, ctx.config.webDistDir ?? DEFAULT_WEB_DIST_DIR);

  let gateway: Gateway | undefined;
  app.addHook('onReady', async () => {
    gateway = attachGateway(app.server, {
      verifier: ctx.verifier,
      presence: ctx.presence,
      logger: ctx.logger,
      hub: ctx.realtime,
      redis: ctx.redis ? { connection: ctx.redis, channelPrefix: `${ctx.redisPrefix}socket.io` } : undefined,
    });
    ctx.realtime.bind(gateway);
  });
  // Sockets go first so that clients see the close and reconnect elsewhere while requests drain.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Calls stop first: this node's sockets closing is a restart, not their users leaving their calls.
    await ctx.calls.stop();
    ctx.realtime.bind(undefined);
    await gateway?.close();
  });
  // Requests still in flight at shutdown finish, but their keep-alive connections must not hold the
  // server open for the keep-alive timeout afterwards.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  return app;
}
