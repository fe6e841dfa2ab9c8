import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.ts';

/** A server logging into `lines`, as development's does. */
async function serverWithLines() {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
    logController: new OneLinePerRequest(),
  });
  app.get('/*', async (request, reply) =>
    request.url.startsWith('/broken') ? reply.code(500).send({}) : { ok: true },
  );
  await app.ready();
  return { app, lines, messages: () => lines.map((l) => l.msg) };
}

describe('the development request log', () => {
  it('writes one line per page or API call, with its status and time, and none per static file', async () => {
    const { app, messages } = await serverWithLines();
    for (const url of [
      '/products?sort=price_asc',
      '/assets/app-1a2b.js',
      '/images/products/robot.webp',
      '/favicon.ico',
      '/api/cart',
    ]) {
      await app.inject({ url });
    }
    expect(messages()).toEqual([
      expect.stringMatching(/^GET \/products\?sort=price_asc 200 \d+ ms$/),
      expect.stringMatching(/^GET \/api\/cart 200 \d+ ms$/),
    ]);
    await app.close();
  });

  it('writes a failed answer at the error level', async () => {
    const { app, lines } = await serverWithLines();
    await app.inject({ url: '/broken' });
    await app.inject({ url: '/fine' });
    // pino's levels: 50 error, 30 info.
    expect(lines.map((l) => [l.level, l.msg.split(' ', 3).join(' ')])).toEqual([
      [50, 'GET /broken 500'],
      [30, 'GET /fine 200'],
    ]);
    await app.close();
  });
});
