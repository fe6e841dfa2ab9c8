import { randomBytes } from 'node:crypto';

/** A fresh nonce for one page's scripts: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a page whose scripts carry `nonce`: only those scripts run, and
 * what they load (`'strict-dynamic'`); no inline script without the nonce, no plugin objects, no
 * `<base>` redirecting relative URLs, no framing by other sites. Styles may be inline (React's
 * `style` attributes); everything else comes from the shop itself. In development Vite's hot
 * reload also needs its WebSocket.
 */
export function contentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The nonce of this page response's scripts (set by the web plugin for each request). */
    cspNonce?: string;
  }
}
