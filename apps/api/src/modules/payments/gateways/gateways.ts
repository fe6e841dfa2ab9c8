import type { Config } from '../../../config.ts';
import { deriveKey } from '../../../lib/secrets.ts';
import { sandboxAlepayUrl, sandboxVnpayUrls } from '../sandbox/sandbox.options.ts';
import { alepayGateway } from './alepay.gateway.ts';
import type { Gateways } from './gateway.ts';
import { type GatewayTransport, httpTransport } from './transport.ts';
import { vnpayGateway } from './vnpay.gateway.ts';

/** The built-in sandbox gateway's merchant codes and keys (DESIGN.md, Payments). */
export interface SandboxMerchant {
  vnpay: { tmnCode: string; hashSecret: string };
  alepay: { tokenKey: string; checksumKey: string };
}

/**
 * The sandbox's merchant keys, derived from the server's signing key: the same on every server
 * copy, never published (a forged "payment" would need them), and never a real gateway's.
 */
export function sandboxMerchant(serverSecret: string): SandboxMerchant {
  const key = (purpose: string) =>
    deriveKey(serverSecret, `lotus-sandbox:${purpose}`).toString('base64url');
  return {
    vnpay: { tmnCode: 'LOTUSBOX', hashSecret: key('vnpay-hash-secret') },
    alepay: { tokenKey: key('alepay-token-key'), checksumKey: key('alepay-checksum-key') },
  };
}

/**
 * The shop's gateways: each real one whose merchant settings are configured, the built-in
 * sandbox for the others. The shopper's browser reaches the sandbox at the shop's public address;
 * our calls to it (`sandboxTransport`) stay inside this server.
 */
export function createGateways(input: {
  config: Config;
  sandbox: SandboxMerchant;
  sandboxTransport: GatewayTransport;
}): Gateways {
  const { config, sandbox } = input;
  const real = httpTransport();
  const { vnpay, alepay } = config.payments;
  return {
    VNPAY: vnpayGateway(
      vnpay
        ? { ...vnpay, serverIp: '127.0.0.1' }
        : { ...sandbox.vnpay, ...sandboxVnpayUrls(config.publicUrl), serverIp: '127.0.0.1' },
      vnpay ? real : input.sandboxTransport,
    ),
    ALEPAY: alepayGateway(
      alepay ?? { ...sandbox.alepay, baseUrl: sandboxAlepayUrl(config.publicUrl) },
      alepay ? real : input.sandboxTransport,
    ),
  };
}
