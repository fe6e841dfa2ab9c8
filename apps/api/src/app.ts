import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Language, resolveLanguage } from '@lotus/core';
import type { Database, DatabaseHandle } from '@lotus/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type AuthService, createAuthService } from './modules/auth/auth.service.ts';
import { mailboxRoutes } from './modules/mail/mail.routes.ts';
import { type MailWorker, startMailWorker } from './modules/mail/mail.worker.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { type LimitName, type LimitRule, rateLimitPlugin } from './plugins/rate-limit.ts';
import { categoryRoutes } from './modules/categories/category.routes.ts';
import { introRoutes } from './modules/intros/intro.routes.ts';
import { productRoutes } from './modules/products/product.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { responseSerializer } from './plugins/serializer.ts';

export interface AppDeps {
  database: DatabaseHandle;
  /** Token signing key (JWT_SECRET, or the development key kept in DATA_DIR). */
  jwtSecret: string;
  /** Fastify logger options; tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests move it. */
  now?: () => Date;
  /** Rate-limit overrides (tests tighten or loosen them). */
  limits?: Partial<Record<LimitName, LimitRule>>;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The whole API, not listening: every route under `/api`, the envelope, the error handler and the
 * OpenAPI document. The server adds the web app and listens; tests call this on a fresh database.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.isProduction));

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
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
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, limits: deps.limits });
  await app.register(authPlugin, { secret: deps.jwtSecret });

  const mailWorker = startMailWorker({
    db: deps.database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  app.decorate('mailWorker', mailWorker);
  app.addHook('onClose', () => mailWorker.stop());
  app.decorate(
    'auth',
    createAuthService({
      db: deps.database.db,
      publicUrl: config.publicUrl,
      now: deps.now ?? (() => new Date()),
      signAccessToken: (user, familyId) => app.signAccessToken(user, familyId),
      mailQueued: () => mailWorker.kick(),
    }),
  );

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lotus API',
        version: '0.1.0',
        description:
          'Every answer is `{ success, code?, message?, data?, meta? }`; errors carry a stable `code`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(categoryRoutes);
      await api.register(productRoutes);
      await api.register(introRoutes);
      await api.register(seoRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      if (config.demoMode) await api.register(mailboxRoutes);
      // Unknown API paths answer in the envelope instead of falling through to the web app.
      api.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.fail('ROUTE_NOT_FOUND'),
      );
    },
    { prefix: '/api' },
  );
  app.setNotFoundHandler((_request, reply) => reply.fail('ROUTE_NOT_FOUND'));

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    auth: AuthService;
    mailWorker: MailWorker;
  }
  interface FastifyRequest {
    /** The visitor's language: the `language` cookie, then Accept-Language, then Vietnamese. */
    lang: Language;
  }
}
