import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('configuration from the environment', () => {
  it("uses DESIGN.md's defaults", () => {
    const config = loadConfig({}, '/srv/lotus');
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: '/srv/lotus/data',
      databaseUrl: undefined,
      demoMode: true,
    });
  });

  it('takes a gateway whole or not at all; the sandbox stands in outside production', () => {
    expect(failure({ VNPAY_TMN_CODE: 'ABC12345' })).toBe(
      [
        'VNPAY_HASH_SECRET is required with VNPAY_TMN_CODE',
        'VNPAY_URL is required with VNPAY_TMN_CODE',
        'VNPAY_API_URL is required with VNPAY_TMN_CODE',
      ].join('\n'),
    );
    expect(loadConfig({}).payments).toEqual({ sandbox: true, vnpay: null, alepay: null });
    const live = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ALEPAY_TOKEN_KEY: 'token',
      ALEPAY_CHECKSUM_KEY: 'checksum',
      ALEPAY_URL: 'https://alepay.example.vn/api/v3/checkout/',
    });
    expect(live.payments).toEqual({
      sandbox: false,
      vnpay: null,
      alepay: {
        tokenKey: 'token',
        checksumKey: 'checksum',
        baseUrl: 'https://alepay.example.vn/api/v3/checkout',
      },
    });
  });

  it('names the variable and the bad value in one line', () => {
    expect(failure({ PORT: 'abc' })).toMatch(/^PORT .*\(got "abc"\)$/);
    expect(failure({ PORT: '70000' })).toBe('PORT must be between 1 and 65535 (got "70000")');
    expect(failure({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL must be a URL like/);
  });

  it('requires a signing key in production and turns the demo off there', () => {
    expect(failure({ NODE_ENV: 'production' })).toBe('JWT_SECRET is required in production');
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.demoMode).toBe(false);
  });

  it('runs the demo only on the embedded database with a local address, or with DEMO=1', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100' }).demoMode).toBe(true);
    // A deploy that forgot NODE_ENV: a public address, or a real database.
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.vn' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://lotus@db:5432/lotus' }).demoMode).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.vn', DEMO: '1' }).demoMode).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demoMode).toBe(false);
    expect(failure({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEMO: '1' })).toBe(
      'DEMO can\'t be 1 in production: the demo accounts\' passwords are published (got "1")',
    );
    expect(failure({ DEMO: 'yes' })).toBe('DEMO must be 1 or 0 (got "yes")');
  });

  it('believes no proxy unless TRUST_PROXY names them (a hop count or their addresses)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '10.0.0.0/40', 'proxy.example.vn']) {
      expect(failure({ TRUST_PROXY: bad })).toMatch(/^TRUST_PROXY must be a hop count or/);
    }
  });

  it('takes a metrics token of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe('m'.repeat(16));
    expect(failure({ METRICS_TOKEN: 'short' })).toMatch(/^METRICS_TOKEN must be at least 16/);
  });

  it('runs one server process unless WEB_CONCURRENCY asks for more, on PostgreSQL only', () => {
    const postgres = { DATABASE_URL: 'postgres://lotus@127.0.0.1:5432/lotus' };
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }).processes).toBe(4);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: 'auto' }).processes).toBe(
      availableParallelism(),
    );
    for (const bad of ['0', '65', 'two', '1.5']) {
      expect(failure({ ...postgres, WEB_CONCURRENCY: bad })).toBe(
        `WEB_CONCURRENCY must be a whole number from 1 to 64, or auto (got "${bad}")`,
      );
    }
    expect(failure({ WEB_CONCURRENCY: '2' })).toMatch(
      /^WEB_CONCURRENCY must be 1 on the embedded database/,
    );
  });
});
