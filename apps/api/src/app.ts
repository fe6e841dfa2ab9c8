import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Language, REFERRAL_COMPANY_HEADER, resolveLanguage } from '@lotus/core';
import { CACHE_CHANNEL, type DatabaseHandle, latestCacheVersion, listenToNotices } from '@lotus/db';
import { DEMO_ACCOUNTS } from '@lotus/db/seed';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { ContextFactory } from './context.ts';
import type { JobQueue } from './jobs/jobs.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createAccessTokens } from './lib/access-tokens.ts';
import { createReferralTokens } from './lib/referral-tokens.ts';
import { safeLoggerOptions } from './lib/log-safety.ts';
import { ACCESS_COOKIE } from './lib/session-cookies.ts';
import { validatorCompiler } from './lib/validator.ts';
import { type CacheVersions, createCacheVersions } from './lib/cache-versions.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { addressRoutes } from './modules/addresses/address.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createSessionRevocations } from './modules/auth/session-revocations.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { cardRoutes } from './modules/cards/card.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { categoryRoutes } from './modules/categories/category.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { introRoutes } from './modules/intros/intro.routes.ts';
import { registerMailJobs } from './modules/mail/mail.jobs.ts';
import { mailboxRoutes } from './modules/mail/mail.routes.ts';
import { offerRoutes } from './modules/offers/offer.routes.ts';
import { registerOfferJobs } from './modules/offers/offer.jobs.ts';
import { registerOrderJobs } from './modules/orders/order.jobs.ts';
import { registerWebhookJobs } from './modules/webhooks/webhook.jobs.ts';
import { webhookRoutes } from './modules/webhooks/webhook.routes.ts';
import { backOfficeRoutes } from './modules/back-office/back-office.routes.ts';
import { createGateways, sandboxMerchant } from './modules/payments/gateways/gateways.ts';
import { injectTransport } from './modules/payments/gateways/transport.ts';
import { registerPaymentJobs } from './modules/payments/payment.jobs.ts';
import { SANDBOX_PREFIX } from './modules/payments/sandbox/sandbox.options.ts';
import { sandboxGateway } from './modules/payments/sandbox/sandbox.routes.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { installmentRoutes } from './modules/payments/installment.routes.ts';
import { notificationRoutes } from './modules/notifications/notification.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { contentPageRoutes } from './modules/content/content-page.routes.ts';
import { faqRoutes } from './modules/content/faq.routes.ts';
import { newsRoutes } from './modules/content/news.routes.ts';
import { showroomRoutes } from './modules/content/showroom.routes.ts';
import { orderRoutes } from './modules/orders/order.routes.ts';
import { productRoutes } from './modules/products/product.routes.ts';
import { productAdminRoutes } from './modules/catalogue-admin/product-admin.routes.ts';
import { catalogueBulkRoutes } from './modules/catalogue-admin/catalogue-bulk.routes.ts';
import { productImageRoutes } from './modules/catalogue-admin/product-image.routes.ts';
import { reviewRoutes } from './modules/reviews/review.routes.ts';
import { registerProviderJobs } from './modules/providers/provider.jobs.ts';
import { providerRoutes } from './modules/providers/provider.routes.ts';
import { registerReferralJobs } from './modules/referrals/referral.jobs.ts';
import { referralRoutes } from './modules/referrals/referral.routes.ts';
import { referralCompanyRoutes } from './modules/referrals/referral-company.routes.ts';
import { OneLinePerRequest, type RequestLog } from './plugins/request-log.ts';
import { uploadedFiles } from './plugins/uploads.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { wishlistRoutes } from './modules/wishlists/wishlist.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { createMetrics, metricsPlugin } from './plugins/metrics.ts';
import { type LimitName, type LimitRule, rateLimitPlugin } from './plugins/rate-limit.ts';
import { responseSerializer } from './plugins/serializer.ts';
import { createServices } from './services.ts';

export interface AppDeps {
  database: DatabaseHandle;
  /** Token signing key (JWT_SECRET, or the development key kept in DATA_DIR). */
  jwtSecret: string;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Fastify's two JSON records per request (the default) or one line a person reads. */
  requestLog?: RequestLog;
  /** The one clock (default: the system's); tests move it. */
  clock?: Clock;
  /**
   * The schema of the job queue's own tables (default `pgboss`). Test apps sharing one
   * PostgreSQL database each take their own, so one app's workers never run another's jobs.
   */
  jobSchema?: string;
  /** Rate-limit overrides (tests tighten or loosen them). */
  limits?: Partial<Record<LimitName, LimitRule>>;
  /**
   * Refuse to start while a demo account has its published password (default: in production).
   * Only tests of production behaviour on the shared test database, and the Lighthouse benchmark
   * (which logs the demo customer in), turn it off.
   */
  refusePublishedPasswords?: boolean;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A production server that must not start: the message is fit for one log line. */
export class UnsafeStartError extends Error {
  override readonly name = 'UnsafeStartError';
}

/**
 * TRUST_PROXY as a hop count: the nearest `hops` addresses of the chain are proxies of ours (the
 * operator's promise that the server is reachable only through them).
 */
const trustHops = (hops: number) => (_address: string, index: number) => index < hops;

/**
 * The whole API, not listening: every route under `/api`, the envelope, the error handler and the
 * OpenAPI document. The server adds the web app and listens; tests call this on a fresh database.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: safeLoggerOptions(deps.logger ?? { level: config.logLevel }),
    ...(deps.requestLog === 'lines' ? { logController: new OneLinePerRequest() } : {}),
    // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializer(
      config.isProduction ? 'production' : config.env === 'test' ? 'both' : 'development',
    ),
  );

  app.decorate('config', config);
  // Filled by `route()` as the API's routes register (lib/contract-routes.ts).
  app.decorate('contractRoutes', new Map());
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = resolveLanguage(request.headers.cookie, request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    // React Router's server render emits inline scripts; a nonce-based policy comes with the
    // security hardening work. The other helmet headers apply everywhere.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Not helmet's `no-referrer`: with it browsers send `Origin: null` on a plain form post, and
    // React Router refuses such an action as cross-site, so forms sent before the page's script
    // has loaded failed. Other sites still get the origin only, never a path (tokens stay put).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie);
  await app.register(errorsPlugin);
  const metrics = createMetrics();
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    limits: deps.limits,
    refused: (name) => metrics.rateLimited(name),
  });
  const clock = deps.clock ?? systemClock;
  const tokens = createAccessTokens(deps.jwtSecret);
  const referralTokens = createReferralTokens(deps.jwtSecret);
  // Changes to cached content, as the database announces them (migration 0009); while the
  // notices are lost, nothing kept counts as current (decision 032).
  const cacheVersions = createCacheVersions();
  const listening = await listenToNotices(deps.database, CACHE_CHANNEL, {
    notice: (payload) => cacheVersions.notice(payload),
    listening: async (again) => {
      cacheVersions.reset(await latestCacheVersion(deps.database));
      if (again) app.log.info('database notices are back: kept answers and pages start afresh');
    },
    lost: (error) => {
      cacheVersions.interrupt();
      app.log.warn(
        { err: error },
        'database notices lost: nothing kept is served until they are back',
      );
    },
  });
  app.addHook('onClose', () => listening.close());
  app.decorate('cacheVersions', cacheVersions);
  const db = deps.database.db;
  const revocations = createSessionRevocations({
    db,
    clock,
    log: app.log,
    redisUrl: config.redisUrl,
    poll: deps.database.kind === 'postgres',
  });
  await revocations.start();
  app.addHook('onClose', () => revocations.stop());
  const sandbox = sandboxMerchant(deps.jwtSecret);
  // The sandbox gateway and the shop reach each other through this app's own routes.
  const sandboxTransport = injectTransport(() => app);
  const services = createServices({
    config,
    database: deps.database,
    clock,
    tokens,
    referralTokens,
    revocations,
    metrics,
    log: app.log,
    cacheVersions,
    gateways: createGateways({ config, sandbox, sandboxTransport }),
    serverSecret: deps.jwtSecret,
  });
  const queue = createJobQueue({
    database: deps.database,
    clock,
    log: app.log,
    context: () => contexts.create({ lang: 'vi', actor: null }),
    superviseIntervalSeconds: config.jobSuperviseInterval,
    ...(deps.jobSchema ? { schema: deps.jobSchema } : {}),
  });
  const contexts: ContextFactory = {
    create: ({ lang, actor }) => ({
      db,
      now: clock.now(),
      lang,
      actor,
      jobs: queue.jobs(db),
      inTransaction: false,
    }),
  };
  if (deps.refusePublishedPasswords ?? config.isProduction) {
    const published = await services.auth.passwordsInUse(
      contexts.create({ lang: 'vi', actor: null }),
      DEMO_ACCOUNTS,
    );
    if (published.length > 0) {
      await app.close();
      throw new UnsafeStartError(
        `demo accounts still have their published passwords (${published.join(', ')}): ` +
          'change their passwords or remove the accounts before running in production',
      );
    }
  }
  registerMailJobs(queue, services.mail);
  registerOfferJobs(queue, services.offerAdmin);
  registerPaymentJobs(queue, services.payments);
  registerOrderJobs(queue, services.orders);
  registerReferralJobs(queue, services.referralRewards);
  registerProviderJobs(queue, services.providers);
  registerWebhookJobs(queue, services.webhooks, {
    retries: config.webhookRetries,
    retryDelay: config.webhookRetryDelay,
    timeout: config.webhookTimeout,
  });
  services.events.register(queue);
  await queue.start();
  app.addHook('onClose', () => queue.stop());
  app.decorate('jobQueue', queue);
  await app.register(metricsPlugin, {
    metrics,
    database: deps.database,
    queue,
    token: config.metricsToken,
  });
  await app.register(authPlugin, { tokens, referralTokens, revocations, contexts });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lotus API',
        version: '0.1.0',
        description:
          'Every answer is `{ success, code?, message?, data?, meta? }`; errors carry a stable `code`. ' +
          'Sign in with `POST /api/auth/login`; send its `accessToken` as `Authorization: Bearer …`.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
          // A referral company's calls (`POST /api/referral/auth/login` gives the token).
          referralBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          referralCompanyName: { type: 'apiKey', in: 'header', name: REFERRAL_COMPANY_HEADER },
        },
      },
    },
    // Only the API is described: the web app's pages (its catch-all) are not operations.
    transform: (input) =>
      input.url.startsWith('/api/')
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The documentation page's own Content-Security-Policy (its inline scripts by hash); not
    // upgrade-insecure-requests, which would break it on a plain-http development address.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;/, ''),
  });

  await app.register(
    async (api) => {
      for (const routes of [
        systemRoutes,
        categoryRoutes,
        productRoutes,
        productAdminRoutes,
        productImageRoutes,
        catalogueBulkRoutes,
        wishlistRoutes,
        introRoutes,
        seoRoutes,
        authRoutes,
        userRoutes,
        addressRoutes,
        cartRoutes,
        orderRoutes,
        offerRoutes,
        paymentRoutes,
        installmentRoutes,
        contactRoutes,
        notificationRoutes,
        trackingRoutes,
        contentPageRoutes,
        faqRoutes,
        reviewRoutes,
        newsRoutes,
        showroomRoutes,
        referralRoutes,
        referralCompanyRoutes,
        webhookRoutes,
        cardRoutes,
        assistantRoutes,
        providerRoutes,
        backOfficeRoutes,
      ]) {
        await api.register(routes, { services });
      }
      if (config.demoMode) await api.register(mailboxRoutes, { services, queue });
      // Unknown API paths answer in the envelope instead of falling through to the web app.
      api.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.fail('ROUTE_NOT_FOUND'),
      );
    },
    { prefix: '/api' },
  );
  // Uploaded files (review photos) at /images/uploads/, outside the source tree and the build.
  await app.register(uploadedFiles, { root: config.uploadsDir });
  // The built-in sandbox gateway, for each payment method whose real gateway isn't configured.
  const { payments } = config;
  if (payments.sandbox && (!payments.vnpay || !payments.alepay)) {
    await app.register(sandboxGateway, {
      prefix: SANDBOX_PREFIX,
      database: db,
      clock,
      ...sandbox,
      publicUrl: config.publicUrl,
      merchant: sandboxTransport,
      vnpayIpnUrl: '/api/payment/vnpay/ipn',
      alepayWebhookUrl: '/api/payment/alepay/webhook',
      alepayCardWebhookUrl: '/api/payment/alepay/card-webhook',
      log: app.log,
    });
  }
  app.setNotFoundHandler((_request, reply) => reply.fail('ROUTE_NOT_FOUND'));

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** What this copy has heard of changes to cached content (the page cache reads it). */
    cacheVersions: CacheVersions;
    /** The job queue (the development mailbox and tests wait for it to settle). */
    jobQueue: JobQueue;
  }
  interface FastifyRequest {
    /** The visitor's language: the `language` cookie, then Accept-Language, then Vietnamese. */
    lang: Language;
  }
}
