import { UNREAD_EVENT } from '@beatpasal/shared/constants';
import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import authPlugin from './plugins/auth';
import authClientIp from './plugins/auth-client-ip';
import { API_COMPRESSION } from './plugins/compression';
import { registerCloseUnreadBodies, serverTimeouts } from './plugins/connection-limits';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRefuseNulInAddress } from './plugins/refuse-nul-in-address';
import { requestIdOf } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { registerHotFileAnswers } from './routes/files/hot-file-answers';
import { responseSerializer } from './plugins/response-serializer';
import { registerSpa, WEB_DIST } from './plugins/spa';
import { loadFirstScreen, WEB_RENDERER } from './web/first-screen';
import { registerVisitorCache } from './plugins/visitor-cache';
import { VisitorCache } from './plugins/visitor-cache-store';
import adminRoutes from './routes/admin/index';
import artistProfileRoutes from './routes/artist-profile/index';
import buyerProfileRoutes from './routes/buyer-profile/index';
import catalogueRoutes from './routes/catalogue/index';
import contactRoutes from './routes/contact/index';
import conversationRoutes from './routes/conversations/index';
import disputeRoutes from './routes/disputes/index';
import devOutboxRoutes from './routes/dev-outbox/index';
import { outboxToken } from './routes/dev-outbox/outbox-token';
import eventsRoutes from './routes/events/index';
import { getUnreadState } from './services/accounts/get-unread-state';
import filesRoutes from './routes/files/index';
import followRoutes from './routes/follows/index';
import cartRoutes from './routes/cart/index';
import freeDownloadRoutes from './routes/free-downloads/index';
import coProducerRoutes from './routes/co-producers/index';
import dealRoutes from './routes/deals/index';
import cartPriceRoutes from './routes/cart/cart-prices';
import healthRoutes from './routes/health/index';
import meRoutes from './routes/me/index';
import operationsRoutes from './routes/operations/index';
import { ReadinessWatch } from './services/operations/readiness-watch';
import uploadRoutes from './routes/uploads/index';
import meTrackRoutes from './routes/me-tracks/index';
import paymentQrRoutes from './routes/payment-qrs/index';
import offerRoutes from './routes/offers/index';
import profileRoutes from './routes/profiles/index';
import purchaseRoutes from './routes/purchases/index';
import paymentRoutes from './routes/payments/index';
import forwardingInboxRoutes from './routes/payments/forwarding-inbox';
import reportRoutes from './routes/reports/index';
import sharePageRoutes from './routes/share-pages/index';
import strikeRoutes from './routes/strikes/index';
import takedownRoutes from './routes/takedowns/index';
import licenceRoutes from './routes/licences/index';
import trackRoutes from './routes/tracks/index';
import walletQrRoutes from './routes/wallet-qrs/index';
import notificationRoutes from './routes/notifications/index';
import pushRoutes from './routes/push/index';
import unsubscribeRoutes from './routes/notifications/unsubscribe';
import embedRoutes from './routes/embed/index';
import oembedRoutes from './routes/embed/oembed';

const VISITOR_CACHE = { refreshTimeoutMs: 5000, maxEntries: 1000 };
const PEOPLE_CACHE_ENTRIES = 5000;

export interface BuildAppOptions {
  /** A shared pino logger; without one the app logs at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Where the built web app lives; tests point this elsewhere. */
  webDist?: string;
  /** The web's server-rendering module; tests point this at its source. */
  webRenderer?: string;
  /** Heartbeat of the live-updates stream; tests shorten it with HTTP_IDLE_TIMEOUT_MS. */
  eventsHeartbeatMs?: number;
  /** Sees every route as it is registered; the API document's completeness test lists them with it. */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const { env } = ctx;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: env.LOG_LEVEL } }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(env),
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // No route reads plain text; without this parser a text/plain body is a clear 415, not a schema error about a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(env.NODE_ENV === 'production'));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  const readiness = new ReadinessWatch(ctx, app.log);
  const metrics = registerMetrics(app, ctx, readiness);
  registerCloseUnreadBodies(app);
  registerOriginCheck(app, env);

  registerSecurity(app, env);
  registerRefuseNulInAddress(app);
  registerHotFileAnswers(app, ctx.storage);
  if (env.VISITOR_CACHE_MS > 0) {
    const caches = {
      visitors: new VisitorCache({ ...VISITOR_CACHE, freshMs: env.VISITOR_CACHE_MS }),
      people: new VisitorCache({ ...VISITOR_CACHE, maxEntries: PEOPLE_CACHE_ENTRIES, freshMs: env.VISITOR_CACHE_MS }),
    };
    const invalidateVisible = () => {
      caches.visitors.invalidate();
      caches.people.invalidate();
      ctx.publicPages.invalidate();
    };
    const stopInvalidating = ctx.events.onAnyEvent(invalidateVisible);
    app.addHook('onClose', async () => stopInvalidating());
    registerVisitorCache(app, caches, invalidateVisible);
  }
  await app.register(compress, API_COMPRESSION);
  await app.register(cookie);
  // Each form sets its own limits when it reads the body (media/uploads/read-multipart-form.ts).
  await app.register(multipart);
  await registerOpenApi(app);

  await app.register(authClientIp);
  await app.register(authPlugin, { auth: ctx.auth, events: ctx.events, sessionCacheMs: env.SESSION_CACHE_MS });
  await app.register(healthRoutes, { watch: readiness, smtp: ctx.smtp });
  await app.register(operationsRoutes, { ctx, watch: readiness, metrics });
  await app.register(filesRoutes, { store: ctx.storage });
  await app.register(eventsRoutes, {
    events: ctx.events,
    greeting: async (userId) => [{ type: UNREAD_EVENT, data: await getUnreadState(ctx, { userId }) }],
    heartbeatMs: options.eventsHeartbeatMs,
  });
  await app.register(meRoutes, { ctx });
  await app.register(buyerProfileRoutes, { ctx });
  await app.register(artistProfileRoutes, { ctx });
  await app.register(walletQrRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(meTrackRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });
  await app.register(trackRoutes, { ctx });
  // Before the takedowns: the access suite calls routes in this order, and a takedown it files hides the track.
  await app.register(embedRoutes, { ctx, webDist: options.webDist });
  await app.register(oembedRoutes, { ctx });
  await app.register(catalogueRoutes, { ctx });
  await app.register(purchaseRoutes, { ctx });
  await app.register(cartRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(forwardingInboxRoutes, { ctx });
  await app.register(paymentQrRoutes, { ctx });
  await app.register(disputeRoutes, { ctx });
  await app.register(conversationRoutes, { ctx });
  await app.register(offerRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(strikeRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(takedownRoutes, { ctx });
  await app.register(licenceRoutes, { ctx });
  await app.register(followRoutes, { ctx });
  await app.register(freeDownloadRoutes, { ctx });
  await app.register(coProducerRoutes, { ctx });
  await app.register(dealRoutes, { ctx });
  await app.register(cartPriceRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(pushRoutes, { ctx });
  await app.register(unsubscribeRoutes, { ctx });
  const firstScreen = await loadFirstScreen(app, options.webRenderer ?? WEB_RENDERER, options.webDist ?? WEB_DIST);
  await app.register(sharePageRoutes, { ctx, firstScreen, webDist: options.webDist });
  if (!ctx.mailTransport)
    await app.register(devOutboxRoutes, { database: ctx.database, token: outboxToken(env, ctx.secret) });

  await registerSpa(app, firstScreen, options.webDist);
  return app;
}
