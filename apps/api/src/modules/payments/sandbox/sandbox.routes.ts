import { parse } from 'node:querystring';
import type { Database } from '@lotus/db';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import type { GatewayTransport } from '../gateways/transport.ts';
import { createDelivery, type Delivery } from './sandbox.delivery.ts';
import { alepaySandboxRoutes } from './sandbox-alepay.routes.ts';
import { vnpaySandboxRoutes } from './sandbox-vnpay.routes.ts';

/** Where `app.ts` mounts the sandbox gateway (outside `/api`: it plays another server). */
export const SANDBOX_PREFIX = '/sandbox';

export interface SandboxOptions {
  database: Database;
  clock: Clock;
  vnpay: { tmnCode: string; hashSecret: string };
  alepay: { tokenKey: string; checksumKey: string };
  /** The shop's public base URL (links in pages). */
  publicUrl: string;
  /** Where the sandbox's server messages go (in-process into the shop). */
  merchant: GatewayTransport;
  /** The shop's endpoints for those messages (full URLs or paths). */
  vnpayIpnUrl: string; // GET, the shop answers {RspCode, Message}
  alepayWebhookUrl: string; // POST JSON AlepayPaymentResult + signature
  alepayCardWebhookUrl: string; // POST JSON AlepayCardResult + signature
  log: FastifyBaseLogger;
  /** Waits before sending again a message the shop did not take (`REDELIVERY_DELAYS_MS`). */
  redeliverAfterMs?: readonly number[];
}

/** What the sandbox's parts share: the options, and the sending of server messages. */
export type SandboxSettings = SandboxOptions & { delivery: Delivery };

const base = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${SANDBOX_PREFIX}`;

/** The sandbox's VNPay addresses, as the shop's VNPay adapter is configured with them. */
export function sandboxVnpayUrls(publicUrl: string): { payUrl: string; apiUrl: string } {
  return {
    payUrl: `${base(publicUrl)}/vnpay/paymentv2/vpcpay.html`,
    apiUrl: `${base(publicUrl)}/vnpay/merchant_webapi/api/transaction`,
  };
}

/** The sandbox's Alepay base URL, as the shop's Alepay adapter is configured with it. */
export function sandboxAlepayUrl(publicUrl: string): string {
  return `${base(publicUrl)}/alepay`;
}

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
