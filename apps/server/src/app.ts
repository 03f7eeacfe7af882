import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { installErrorHandler } from './http/error-handler';
import { trackInFlight } from './http/in-flight';
import { requestContract } from './http/request-contract';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/web-app';
import { DEFAULT_WEB_DIST_DIR } from './infra/paths';
import { registerSandboxRoutes } from './infra/payments/sandbox/sandbox-routes';
import { blocksRoutes } from './modules/blocks/routes';
import { callsRoutes } from './modules/calls/routes';
import { cardsRoutes } from './modules/cards/routes';
import { chatRoutes } from './modules/chat/routes';
import { countryRoutes } from './modules/country/routes';
import { discoverRoutes } from './modules/discover/routes';
import { devOutboxRoutes } from './modules/dev/outbox-routes';
import { emailAuthRoutes } from './modules/email-auth/routes';
import { friendsRoutes } from './modules/friends/routes';
import { healthRoutes } from './modules/health/routes';
import { matchingRoutes } from './modules/matching/routes';
import { registerMediaModule } from './modules/media/module';
import { moderationRoutes } from './modules/moderation/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { webhookRoutes } from './modules/payments/webhook-routes';
import { phoneAuthRoutes } from './modules/phone-auth/routes';
import { presenceRoutes } from './modules/presence/routes';
import { profileRoutes } from './modules/profile/routes';
import { registerRefundsModule } from './modules/refunds/module';
import { reportsRoutes } from './modules/reports/routes';
import { noticesRoutes } from './modules/notices/routes';
import { rewardsRoutes } from './modules/rewards/routes';
import { giftsRoutes } from './modules/gifts/routes';
import { hostsRoutes } from './modules/hosts/routes';
import { pushRoutes } from './modules/push/routes';
import { sessionRoutes } from './modules/session/routes';
import { socialAuthRoutes } from './modules/social-auth/routes';
import { translationRoutes } from './modules/translation/routes';
import { walletRoutes } from './modules/wallet/routes';
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
  const inFlight = trackInFlight(app);
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
  // request.cookies and reply.setCookie; social sign-in binds its flow to the browser with a cookie.
  await app.register(cookie);

  await registerOpenApi(app);

  healthRoutes(
    app,
    [
      { name: 'database', check: () => ctx.database.ping() },
      ...(ctx.redis ? [{ name: 'redis', check: async () => void (await ctx.redis?.ping()) }] : []),
    ],
    ctx.jobs,
  );

  // Every API route lives in this scope, behind the request contract of spec §7.
  await app.register(async (api) => {
    await api.register(requestContract, { verifier: ctx.verifier });
    api.decorate('isAdmin', async (userId: number) => (await ctx.users.byId(userId))?.isAdmin === true);
    // Routes only carry requests to the services the context built (context.ts).
    countryRoutes(api, ctx.countries);
    sessionRoutes(api, ctx.sessions);
    socialAuthRoutes(api, ctx.socialAuth, { secureCookies: ctx.config.publicUrl.startsWith('https:') });
    phoneAuthRoutes(api, ctx.phoneAuth, ctx.countries);
    profileRoutes(api, { profile: ctx.profile, bindings: ctx.bindings, sessions: ctx.sessions });
    registerMediaModule(api, ctx);
    emailAuthRoutes(api, ctx.emailAuth);
    moderationRoutes(api, ctx.bans);
    friendsRoutes(api, ctx.friends);
    chatRoutes(api, ctx.chat);
    translationRoutes(api, ctx.translation);
    presenceRoutes(api, { presence: ctx.presence, sessions: ctx.sessions, blocks: ctx.social });
    blocksRoutes(api, ctx.blocks);
    reportsRoutes(api, ctx.reports);
    cardsRoutes(api, ctx.cards);
    registerRefundsModule(api, ctx.refunds);
    paymentsRoutes(api, ctx.payments);
    walletRoutes(api, ctx.ledger);
    callsRoutes(api, ctx.calls);
    matchingRoutes(api, ctx.matching, ctx.guests);
    rewardsRoutes(api, ctx.rewards);
    discoverRoutes(api, ctx.discover);
    noticesRoutes(api, ctx.notices);
    giftsRoutes(api, ctx.gifts);
    hostsRoutes(api, ctx.hosts);
    pushRoutes(api, ctx.push);
  });

  // Provider webhooks and the sandbox provider's hosted checkout: callers that send no common fields.
  webhookRoutes(app, ctx.payments);
  if (ctx.sandboxPay) registerSandboxRoutes(app, ctx.sandboxPay);
  if (ctx.config.env !== 'production') devOutboxRoutes(app, ctx.outbox);

  await registerWebApp(app, ctx.config.webDistDir ?? DEFAULT_WEB_DIST_DIR, ctx.config.publicUrl);

  let gateway: Gateway | undefined;
  app.addHook('onReady', async () => {
    // The default packages are in the database before the first request (idempotent: missing ones only).
    await ctx.payments.ensureDefaultPackages();
    gateway = attachGateway(app.server, {
      verifier: ctx.verifier,
      presence: ctx.presence,
      logger: ctx.logger,
      hub: ctx.realtime,
      redis: ctx.redis ? { connection: ctx.redis, channelPrefix: `${ctx.redisPrefix}socket.io` } : undefined,
    });
    ctx.realtime.bind(gateway);
    ctx.jobs.start();
  });
  // Sockets go first so that clients see the close and reconnect elsewhere while requests drain.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Background work stops before anything it uses: no sweep starts on a closing node, and a run in progress
    // finishes before the database is closed (ctx.close) under it.
    await ctx.jobs.stop();
    ctx.matching.close();
    // Call timers stop before the sockets close: this node's sockets closing is a restart, not their users
    // leaving their calls.
    await ctx.calls.stop();
    ctx.realtime.bind(undefined);
    await gateway?.close();
    // Requests being answered finish before the onClose hooks close the database under them (new ones get
    // 503 by now); main.ts's 10 s limit still bounds the whole stop.
    await inFlight.idle(8_000);
  });
  // Requests still in flight at shutdown finish, but their keep-alive connections must not hold the
  // server open for the keep-alive timeout afterwards.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  return app;
}
