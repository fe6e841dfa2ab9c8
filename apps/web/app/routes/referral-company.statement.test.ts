import { referralCompanyContract } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRequest, type FakeRoute } from '../test/fake-api';
import { keepCompanySession } from '../features/referrals';
import { action } from './referral-company';
import { loader as csvLoader } from './referral-company.statement-csv';
import { loader } from './referral-company.statement';

const COMPANY = 'Công ty Đối tác Sen Vàng';
const STATEMENT = {
  company: COMPANY,
  month: '2026-10',
  opening: 50_000,
  accrued: 70_000,
  approved: 40_000,
  reversed: -10_000,
  spent: -5_000,
  paid: -20_000,
  closing: 55_000,
  lines: [
    {
      at: '2026-10-25T03:00:00.000Z',
      kind: 'paid',
      amount: -20_000,
      memberEmail: 'an@example.vn',
      orderNumber: null,
      reference: 'VCB-0001',
    },
  ],
};
const ME = {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: COMPANY,
  role: 'manager',
  email: 'partner@lotus.vn',
};

const cookieOf = (token: string) =>
  `lotus_referral=${encodeURIComponent(
    JSON.stringify({ companyName: COMPANY, accessToken: token, refreshToken: 'refresh-1' }),
  )}`;

/** A request with the company cookie (happy-dom's Request drops a Cookie header). */
const withCookie = (url: string, token: string) =>
  ({
    url,
    method: 'GET',
    headers: new Map([['cookie', cookieOf(token)]]),
  }) as unknown as Request;

function call<T extends (args: never) => unknown>(fn: T, request: Request, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  return Promise.resolve(
    fn({ request, params: {}, context: { lang: 'vi', requestId: 't', api } } as never),
  )
    .catch((e: unknown) => e)
    .then((result) => ({ result: result as any, api }));
}

/** Answers a referral call only with the token `token` and the company's header. */
const signed =
  (token: string, data: unknown) =>
  ({ headers }: FakeRequest) =>
    headers.authorization === `Bearer ${token}` &&
    headers['company-name'] === encodeURIComponent(COMPANY)
      ? ok(data)
      : refused('REFERRAL_AUTH_MISSING');

describe('the referral company’s pages', () => {
  it('asks to log in again without a company session', async () => {
    const { result, api } = await call(loader, new Request('http://x/referral-company/statement'));
    expect(result.data).toEqual({ relogin: true });
    expect(api.calls).toEqual([]);
  });

  it('reads the month with the bearer token and the company-name header', async () => {
    const { result, api } = await call(
      loader,
      withCookie('http://x/referral-company/statement?month=2026-10', 'live'),
      on(referralCompanyContract.me, signed('live', ME)),
      on(referralCompanyContract.members, signed('live', [])),
      on(referralCompanyContract.statement, signed('live', STATEMENT)),
    );
    expect(result.data).toMatchObject({ relogin: false, statement: { closing: 55_000 } });
    expect(api.calls.find((c) => c.path === '/api/referral-company/statement')?.query).toEqual({
      month: '2026-10',
    });
  });

  it('renews an expired token once and keeps the new credentials', async () => {
    const { result } = await call(
      loader,
      withCookie('http://x/referral-company/statement?month=2026-10', 'stale'),
      on(
        referralCompanyContract.refresh,
        ok({ companyName: COMPANY, accessToken: 'fresh', refreshToken: 'r2', expiredIn: 3600 }),
      ),
      on(referralCompanyContract.me, signed('fresh', ME)),
      on(referralCompanyContract.members, signed('fresh', [])),
      on(referralCompanyContract.statement, signed('fresh', STATEMENT)),
    );
    expect(result.data.relogin).toBe(false);
    expect(result.init.headers.get('set-cookie')).toContain('lotus_referral=');
    expect(decodeURIComponent(result.init.headers.get('set-cookie'))).toContain('"fresh"');
  });

  it('answers the statement as CSV', async () => {
    const { result } = await call(
      csvLoader,
      withCookie('http://x/referral-company/statement.csv?month=2026-10', 'live'),
      on(referralCompanyContract.me, signed('live', ME)),
      on(referralCompanyContract.members, signed('live', [])),
      on(referralCompanyContract.statement, signed('live', STATEMENT)),
    );
    const response = result as Response;
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    expect(text).toContain('closing,55000');
    expect(text).toContain('paid,-20000,an@example.vn,,VCB-0001');
  });

  it('keeps the credentials of a company login, and says why one was refused', async () => {
    const login = (reply: FakeRoute['reply']) =>
      call(
        action,
        new Request('http://x/referral-company', {
          method: 'POST',
          body: new URLSearchParams({ username: 'partner@lotus.vn', password: 'x' }),
        }),
        on(referralCompanyContract.login, reply),
      );
    const signedIn = await login(
      ok({
        token: 't',
        expiresIn: 900,
        refreshToken: 'r',
        redirectTo: '/',
        referralCredentials: {
          companyName: COMPANY,
          accessToken: 'a',
          refreshToken: 'r',
          expiredIn: 3600,
        },
      }),
    );
    expect(signedIn.result.status).toBe(302);
    expect(signedIn.result.headers.get('location')).toBe('/referral-company/statement');
    // (happy-dom hides a response's Set-Cookie: the cookie it carries is this one.)
    expect(
      keepCompanySession(new Request('https://x/referral-company'), {
        companyName: COMPANY,
        accessToken: 'a',
        refreshToken: 'r',
        expiredIn: 3600,
      }),
    ).toMatch(/^lotus_referral=%7B.+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/);
    const refusedLogin = await login(refused('REFERRAL_COMPANY_NOT_MEMBER'));
    expect(refusedLogin.result.data.code).toBe('REFERRAL_COMPANY_NOT_MEMBER');
    expect(refusedLogin.result.init.status).toBe(403);
  });
});
