import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCustomer, login } from '../test/factories.ts';
import { type TestApp, request, startTestApp } from '../test/test-app.ts';

/** The value of a sample line `name{labels} value` in a Prometheus text answer. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics on this machine only (no METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ limits: { loginPerAccount: { points: 1, duration: 600 } } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await fetch(`${t.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('count requests by route and status, logins refused, limits hit and mail sent', async () => {
    const before = await scrape();
    const form = await activeCustomer(t.url); // a sign-up: one verification mail
    await request(t.url, '/api/health');
    expect((await login(t.url, form.email, 'Wrong-1234')).res.status).toBe(401);
    expect((await login(t.url, form.email, 'Wrong-1234')).res.status).toBe(429);

    const after = await scrape();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('lotus_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
      1,
    );
    expect(
      delta('lotus_http_requests_total{method="POST",route="/api/auth/login",status="429"}'),
    ).toBe(1);
    expect(delta('lotus_login_failures_total')).toBe(1);
    expect(delta('lotus_rate_limited_total{limit="loginPerAccount"}')).toBe(1);
    expect(delta('lotus_mail_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'lotus_mail_total{outcome="failed"}')).toBe(0);
    expect(after).toMatch(
      /lotus_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(sample(after, 'lotus_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'lotus_jobs{kind="mail.send",state="waiting"}')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'lotus_jobs{kind="mail.send",state="failed"}')).toBe(0);
    expect(after).toContain('process_cpu_seconds_total');
  });

  it('refuse a caller that came through a proxy', async () => {
    const res = await request(t.url, '/metrics', { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe('metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-for-tests-0123456789';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t.close());

  it('answer only the bearer of the token, wherever it calls from', async () => {
    expect((await request(t.url, '/metrics')).status).toBe(401);
    const wrong = await request(t.url, '/metrics', {
      headers: { authorization: `Bearer ${token.replace('0', '1')}` },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${t.url}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.status).toBe(200);
    expect(right.headers.get('cache-control')).toBe('no-store');
    expect(await right.text()).toContain('lotus_http_requests_total');
  });
});
