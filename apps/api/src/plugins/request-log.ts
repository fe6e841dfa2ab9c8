import type { FastifyInstance } from 'fastify';

/**
 * How requests are logged: `json` is Fastify's own pair of records per request (production, read
 * by machines); `lines` is one line per answered request, `GET /products 200 12 ms`, without the
 * static files a page pulls in (development, read by a person).
 */
export type RequestLog = 'json' | 'lines';

/** Static files: the built assets, product images, uploads, and the public folder's files. */
const STATIC_FILE = /^\/(?:assets|images|uploads)\/|^\/[^/]+\.(?:ico|png|svg|webmanifest|txt|xml)$/;

/** Logs each answered request on one line (Fastify's own request records are turned off). */
export function logRequestsInLines(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (STATIC_FILE.test(path)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
