import { describe, expect, it } from 'vitest';
import { login } from '../test/factories.ts';
import { startTestApp } from '../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  it('are shared by every server copy', async () => {
    const limits = {
      loginPerIp: { points: 1000, duration: 60 },
      loginPerAccount: { points: 3, duration: 60 },
    };
    const env = { REDIS_URL: redisUrl! };
    // Two copies of the server, as behind a load balancer, with one Redis.
    const one = await startTestApp({ env, limits });
    const two = await startTestApp({ env, limits });
    const email = `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}@example.vn`;
    try {
      // The account key is unique to this run, so parallel runs sharing Redis stay apart.
      expect((await login(one.url, email, 'x')).res.status).toBe(401);
      expect((await login(two.url, email, 'x')).res.status).toBe(401);
      expect((await login(one.url, email, 'x')).res.status).toBe(401);
      const blocked = await login(two.url, email, 'x');
      expect(blocked.res.status).toBe(429);
      expect(blocked.res.body.code).toBe('RATE_LIMITED');
    } finally {
      await one.close();
      await two.close();
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`lotus:rl:loginPerAccount*${email}`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });
});
