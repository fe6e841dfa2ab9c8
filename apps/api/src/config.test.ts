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
});
