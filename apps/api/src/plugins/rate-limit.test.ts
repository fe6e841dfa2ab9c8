import { authContract, endpointRequest } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { activeCustomer, lastMail, linkToken, login, newCustomer } from '../test/factories.ts';
import { request, startTestApp } from '../test/test-app.ts';
import { contractCaller } from '../lib/contract-routes.ts';
import { DEFAULT_LIMITS } from './rate-limit.ts';
import { createInProcessApi } from './web/in-process-api.ts';

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

describe('client addresses', () => {
  const signUp = (base: string, forwardedFor: string) =>
    request(base, '/api/auth/register', {
      method: 'POST',
      json: newCustomer(),
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignore X-Forwarded-For unless TRUST_PROXY names the proxy: rotating it gains nothing', async () => {
    const limited = await startTestApp({
      limits: { registerPerIp: { points: 10, duration: 3600 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await signUp(limited.url, `198.51.100.${i}`)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('believe X-Forwarded-For from a proxy TRUST_PROXY names', async () => {
    const limited = await startTestApp({
      env: { TRUST_PROXY: 'loopback' },
      limits: { registerPerIp: { points: 1, duration: 3600 } },
    });
    try {
      expect((await signUp(limited.url, '198.51.100.1')).status).toBe(201);
      expect((await signUp(limited.url, '198.51.100.1')).status).toBe(429);
      expect((await signUp(limited.url, '198.51.100.2')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('are the visitor’s own in page requests, whatever headers the page sent', async () => {
    const limited = await startTestApp({ limits: { loginPerIp: { points: 1, duration: 3600 } } });
    // Straight to the login route's handler, as a page's action calls it (decision 022).
    const contracts = contractCaller(limited.app);
    const page = (ip: string) =>
      createInProcessApi(
        limited.app,
        { headers: { 'x-forwarded-for': '192.0.2.99' }, ip, id: 'page' },
        'vi',
        new Date(),
        { contracts },
      ).api;
    const login = (ip: string) =>
      page(ip)(
        endpointRequest(authContract.login, {
          body: { username: 'nobody@example.vn', password: 'x' },
        }),
      );
    try {
      expect((await login('203.0.113.7')).status).toBe(401);
      expect((await login('203.0.113.7')).status).toBe(429);
      expect((await login('203.0.113.8')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('logins per account', () => {
  async function limitedApp(duration: number) {
    const app = await startTestApp({
      // Every address believed, as if a botnet came through a trusted proxy.
      env: { TRUST_PROXY: 'loopback' },
      limits: { loginPerIp: DEFAULT_LIMITS.loginPerIp, loginPerAccount: { points: 8, duration } },
    });
    const form = await activeCustomer(app.url);
    const attempt = (ip: string, password: string) =>
      request(app.url, '/api/auth/login', {
        method: 'POST',
        json: { username: form.email, password },
        headers: { 'x-forwarded-for': ip },
      });
    /** `n` wrong passwords at once, each from another address; their statuses. */
    const guesses = async (n: number) =>
      (
        await Promise.all(
          Array.from({ length: n }, (_, i) => attempt(`203.0.113.${i}`, 'Wrong-1234')),
        )
      ).map((res) => res.status);
    return { app, form, attempt, guesses };
  }

  it('stop 35 wrong passwords from rotating addresses; the owner waits only for the window', async () => {
    const { app, form, attempt, guesses } = await limitedApp(3);
    try {
      expect((await guesses(35)).sort()).toEqual([
        ...Array<number>(8).fill(401),
        ...Array<number>(27).fill(429),
      ]);
      // The owner is refused too, but only until the window ends: never for good.
      expect((await attempt('192.0.2.1', form.password)).status).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect((await attempt('192.0.2.1', form.password)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('forgive the failures at once when the owner follows a reset link (it proves the mailbox)', async () => {
    const { app, form, attempt, guesses } = await limitedApp(3600);
    try {
      await guesses(9);
      expect((await attempt('192.0.2.1', form.password)).status).toBe(429);
      await request(app.url, `/api/auth/reset-password?email=${encodeURIComponent(form.email)}`);
      const token = linkToken(await lastMail(app.url, form.email));
      const reset = await request(app.url, '/api/auth/change-pass-token', {
        method: 'POST',
        json: { token, password: 'Fresh-5678', confirmPassword: 'Fresh-5678' },
      });
      expect(reset.status).toBe(200);
      expect((await attempt('192.0.2.1', 'Fresh-5678')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
