import { parse } from 'node:querystring';
import type { FastifyPluginAsync } from 'fastify';
import { alepaySandboxRoutes } from './sandbox-alepay.routes.ts';
import { vnpaySandboxRoutes } from './sandbox-vnpay.routes.ts';
import type { SandboxOptions } from './sandbox.options.ts';
import { createDelivery } from './sandbox.delivery.ts';

/**
 * The built-in sandbox payment gateway (DESIGN.md, Payments): VNPay's pay protocol and Alepay's
 * card-on-file protocol, served by this server, with pages where the shopper picks an outcome.
 * The shop reaches it only through the protocols (signed URLs, signed JSON); it answers only
 * through signed redirects and signed server messages sent with `merchant`.
 * Register it with `app.register(sandboxGateway, { prefix: SANDBOX_PREFIX, ...options })`.
 */
export const sandboxGateway: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  // Another server's endpoints: not the shop's API, so not in its OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // The pages' forms post form-encoded bodies; this parser stays inside the sandbox's scope.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parse(body as string)),
  );
  const delivery = createDelivery(options.log, options.redeliverAfterMs);
  app.addHook('onClose', async () => delivery.stop());
  const settings = { ...options, publicUrl: options.publicUrl.replace(/\/+$/, ''), delivery };
  vnpaySandboxRoutes(app, settings);
  alepaySandboxRoutes(app, settings);
};
