import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable, Transform } from 'node:stream';

export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super('Payload Too Large');
  }
}

/** The request as React Router wants it: absolute URL, headers, body stream, abort signal. */
export function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimit: number,
  body: { overLimit: boolean },
): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }

  // Aborts the render when the client goes away before the answer is complete.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (BODY_METHODS.includes(request.method)) {
    // A body without Content-Length (chunked) is counted as it streams and cut at the limit.
    let received = 0;
    const limited = request.raw.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received <= bodyLimit) return callback(null, chunk);
          body.overLimit = true;
          callback(new PayloadTooLargeError());
        },
      }),
    );
    init.body = Readable.toWeb(limited) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** `response` with the `Set-Cookie` lines added (a copy when its headers are read-only). */
export function withSetCookies(response: Response, setCookies: readonly string[]): Response {
  if (setCookies.length === 0) return response;
  try {
    for (const line of setCookies) response.headers.append('set-cookie', line);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const line of setCookies) headers.append('set-cookie', line);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}
