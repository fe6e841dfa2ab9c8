import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * How requests are logged: `json` is Fastify's own pair of records per request (production, read
 * by machines); `lines` is one line per answered request, `GET /products 200 12 ms`, without the
 * static files a page pulls in (development, read by a person).
 */
export type RequestLog = 'json' | 'lines';

/** Static files: the built assets, product images, uploads, and the public folder's files. */
const STATIC_FILE = /^\/(?:assets|images|uploads)\/|^\/[^/]+\.(?:ico|png|svg|webmanifest|txt|xml)$/;

/**
 * Fastify's request log as one line per answered request: nothing when a request arrives, the
 * method, address, status and time when it is answered (a 5xx at the error level), and nothing
 * for static files. Fastify's other lines (errors, unknown routes) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?', 1)[0]!;
    if (STATIC_FILE.test(path)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error || reply.statusCode >= 500) reply.log.error(error ? { err: error } : {}, line);
    else reply.log.info(line);
  }
}
