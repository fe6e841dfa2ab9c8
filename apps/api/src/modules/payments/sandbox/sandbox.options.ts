import type { Database } from '@lotus/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import type { GatewayTransport } from '../gateways/transport.ts';
import type { Delivery } from './sandbox.delivery.ts';

/** Where `app.ts` mounts the sandbox gateway (outside `/api`: it plays another server). */
export const SANDBOX_PREFIX = '/sandbox';

/** What the sandbox gateway is built from: its routes and its services each take it whole. */
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
