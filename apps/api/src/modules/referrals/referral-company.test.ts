import { randomUUID } from 'node:crypto';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createReferralTokens } from '../../lib/referral-tokens.ts';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { activeCustomer, quickCustomers } from '../../test/factories.ts';
import { TEST_JWT_SECRET, type TestApp, request, startTestApp } from '../../test/test-app.ts';

const HOUR = 60 * 60 * 1000;
const clock = manualClock(new Date());
const referralTokens = createReferralTokens(TEST_JWT_SECRET);
let t: TestApp;
let campaignId: string;
let admin: { id: string; headers: Record<string, string> };
const SUN = 'Công ty Ánh Dương';
const companies: Record<'sun' | 'globex', string> = { sun: '', globex: '' };

type Person = Awaited<ReturnType<typeof quickCustomers>>[number];

beforeAll(async () => {
  t = await startTestApp({ clock, pristine: true });
  const [row] = await t.database.db
    .insert(schema.referralCampaigns)
    .values({
      nameVi: 'Mời bạn',
      nameEn: 'Invite',
      howItWorksVi: '-',
      howItWorksEn: '-',
      startsAt: new Date(clock.now().getTime() - 400 * 24 * HOUR),
      isActive: true,
      inviterKind: 'FIXED',
      inviterValue: 50_000,
      inviteeKind: 'FIXED',
      inviteeValue: 0,
      minimumPayout: 100_000,
    })
    .returning({ id: schema.referralCampaigns.id });
  campaignId = row!.id;
  admin = (await quickCustomers(t.database.db, 1, 'ADMIN', clock.now()))[0]!;
  for (const [key, name] of [
    ['sun', SUN],
    ['globex', 'Globex'],
  ] as const) {
    const res = await request(t.url, '/api/portal/referral/companies', {
      method: 'POST',
      headers: admin.headers,
      json: { name },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    companies[key] = res.body.data.id;
  }
});
afterAll(() => t.close());

const addUser = (company: 'sun' | 'globex', email: string, role: 'manager' | 'member') =>
  request(t.url, `/api/portal/referral/companies/${companies[company]}/users`, {
    method: 'POST',
    headers: admin.headers,
    json: { email, role },
  });

/** A member of the programme with an approved balance of `available`. */
async function member(available = 0): Promise<Person> {
  const [person] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
  await t.database.db.insert(schema.referralMembers).values({
    userId: person!.id,
    code: `C${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`,
    campaignId,
    available,
    joinedAt: clock.now(),
  });
  if (available > 0) {
    await t.database.db.insert(schema.referralLedger).values({
      userId: person!.id,
      kind: 'reward',
      amount: available,
      campaignId,
      status: 'approved',
      approvedAt: clock.now(),
      createdAt: clock.now(),
    });
  }
  return person!;
}

/** A referral session's headers for a person of a company, signed at the shop's time. */
async function companyHeaders(
  person: { id: string; email: string },
  company: 'sun' | 'globex',
  role: 'manager' | 'member',
  header = company === 'sun' ? SUN : 'Globex',
) {
  const { accessToken } = await referralTokens.credentials(
    {
      userId: person.id,
      role: 'CUSTOMER',
      email: person.email,
      sessionId: randomUUID(),
      companyId: companies[company],
      companyName: company === 'sun' ? SUN : 'Globex',
      companyRole: role,
    },
    clock.now(),
  );
  return { authorization: `Bearer ${accessToken}`, 'company-name': encodeURIComponent(header) };
}

describe('the referral companies', () => {
  it('the back office keeps companies and their accounts (ADMIN only)', async () => {
    const twin = await request(t.url, '/api/portal/referral/companies', {
      method: 'POST',
      headers: admin.headers,
      json: { name: 'GLOBEX' },
    });
    expect([twin.status, twin.body.code]).toEqual([409, 'REFERRAL_COMPANY_NAME_TAKEN']);
    const crlf = await request(t.url, '/api/portal/referral/companies', {
      method: 'POST',
      headers: admin.headers,
      json: { name: 'Evil\r\nX-Injected: 1' },
    });
    expect(crlf.status).toBe(400);
    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    const refused = await request(t.url, '/api/portal/referral/companies', {
      headers: customer!.headers,
    });
    expect(refused.status).toBe(403);
    // One company each: an account of one can't be put in another.
    expect((await addUser('sun', customer!.email, 'member')).status).toBe(201);
    const taken = await addUser('globex', customer!.email, 'member');
    expect([taken.status, taken.body.code]).toEqual([409, 'REFERRAL_COMPANY_USER_TAKEN']);
    const unknown = await addUser('sun', `nobody.${randomUUID()}@example.com`, 'member');
    expect(unknown.status).toBe(404);
    const list = await request(t.url, '/api/portal/referral/companies', { headers: admin.headers });
    expect(list.body.data.find((c: { name: string }) => c.name === SUN)).toMatchObject({
      members: 1,
    });
  });

  it('a company account signs in with the spec’s answer; a customer of a company gets the credentials too', async () => {
    const boss = await activeCustomer(t.url);
    expect((await addUser('sun', boss.email, 'manager')).status).toBe(201);
    const login = await request(t.url, '/api/referral/auth/login', {
      method: 'POST',
      json: { username: boss.email, password: boss.password },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data).toMatchObject({
      token: expect.any(String),
      expiresIn: 900,
      refreshToken: expect.any(String),
      referralCredentials: {
        companyName: SUN,
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiredIn: 3600,
      },
    });
    const creds = login.body.data.referralCredentials;
    const headers = {
      authorization: `Bearer ${creds.accessToken}`,
      'company-name': encodeURIComponent(SUN),
    };
    const me = await request(t.url, '/api/referral-company/me', { headers });
    expect(me.body.data).toMatchObject({ name: SUN, role: 'manager', email: boss.email });

    // The shop's login answers a company's account with its credentials too…
    const shop = await request(t.url, '/api/auth/login', {
      method: 'POST',
      json: { username: boss.email, password: boss.password },
    });
    expect(shop.body.data.referralCredentials).toMatchObject({ companyName: SUN });
    // …and nobody else's; the company login refuses an account of no company.
    const plain = await activeCustomer(t.url);
    const plainShop = await request(t.url, '/api/auth/login', {
      method: 'POST',
      json: { username: plain.email, password: plain.password },
    });
    expect(plainShop.body.data.referralCredentials).toBeUndefined();
    const plainCompany = await request(t.url, '/api/referral/auth/login', {
      method: 'POST',
      json: { username: plain.email, password: plain.password },
    });
    expect([plainCompany.status, plainCompany.body.code]).toEqual([
      403,
      'REFERRAL_COMPANY_NOT_MEMBER',
    ]);

    // An expired access token fails with the spec's message; the refresh token renews it.
    const stale = await referralTokens.credentials(
      {
        userId: me.body.data ? await userIdOf(boss.email) : '',
        role: 'CUSTOMER',
        email: boss.email,
        sessionId: randomUUID(),
        companyId: companies.sun,
        companyName: SUN,
        companyRole: 'manager',
      },
      new Date(clock.now().getTime() - 2 * HOUR),
    );
    const expired = await request(t.url, '/api/referral-company/me', {
      headers: {
        ...headers,
        authorization: `Bearer ${stale.accessToken}`,
        'accept-language': 'en',
      },
    });
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([
      401,
      'REFERRAL_AUTH_MISSING',
      "Don't have info connect to referral. Please relogin!",
    ]);
    const renewed = await request(t.url, '/api/referral/auth/refresh', {
      method: 'POST',
      json: { refreshToken: creds.refreshToken },
    });
    expect(renewed.status).toBe(200);
    const again = await request(t.url, '/api/referral-company/me', {
      headers: { ...headers, authorization: `Bearer ${renewed.body.data.accessToken}` },
    });
    expect(again.status).toBe(200);
    // An access token is no refresh token.
    const wrongKind = await request(t.url, '/api/referral/auth/refresh', {
      method: 'POST',
      json: { refreshToken: renewed.body.data.accessToken },
    });
    expect(wrongKind.status).toBe(401);
    // Taken out of the company, the session stops at once.
    const out = await request(
      t.url,
      `/api/portal/referral/companies/${companies.sun}/users/${await userIdOf(boss.email)}`,
      { method: 'DELETE', headers: admin.headers },
    );
    expect(out.status).toBe(200);
    const removed = await request(t.url, '/api/referral-company/me', {
      headers: { ...headers, authorization: `Bearer ${renewed.body.data.accessToken}` },
    });
    expect(removed.status).toBe(401);
  });

  it('a company reads only its own members, invitees and rewards; its header is checked', async () => {
    const [boss, sunMember, globexMember] = [
      await member(),
      await member(80_000),
      await member(60_000),
    ];
    await addUser('sun', boss.email, 'manager');
    await addUser('sun', sunMember.email, 'member');
    await addUser('globex', globexMember.email, 'member');
    const headers = await companyHeaders(boss, 'sun', 'manager');

    const members = await request(t.url, '/api/referral-company/members', { headers });
    expect(members.status).toBe(200);
    const emails = members.body.data.map((m: { email: string }) => m.email);
    expect(emails).toContain(sunMember.email);
    expect(emails).not.toContain(globexMember.email);
    expect(
      members.body.data.find((m: { email: string }) => m.email === sunMember.email),
    ).toMatchObject({ available: 80_000, role: 'member' });

    // Another company's ids are 404.
    const theirInvitees = await request(
      t.url,
      `/api/referral-company/members/${globexMember.id}/invitees`,
      { headers },
    );
    expect(theirInvitees.status).toBe(404);
    expect(
      (await request(t.url, `/api/referral-company/members/${sunMember.id}/invitees`, { headers }))
        .status,
    ).toBe(200);
    const rewards = await request(t.url, '/api/referral-company/rewards', { headers });
    const ours = rewards.body.data.map((r: { memberEmail: string }) => r.memberEmail);
    expect(ours).toContain(sunMember.email);
    expect(ours).not.toContain(globexMember.email);
    const [theirs] = await t.database.db
      .select({ id: schema.referralLedger.id })
      .from(schema.referralLedger)
      .where(eq(schema.referralLedger.userId, globexMember.id));
    expect(
      (await request(t.url, `/api/referral-company/rewards/${theirs!.id}`, { headers })).status,
    ).toBe(404);

    // A member of a company sees its own rows only.
    const own = await companyHeaders(sunMember, 'sun', 'member');
    const mine = await request(t.url, '/api/referral-company/members', { headers: own });
    expect(mine.body.data.map((m: { email: string }) => m.email)).toEqual([sunMember.email]);

    // The header: another company's name is 403, a CR or LF 400, none the spec's message.
    const other = await companyHeaders(boss, 'sun', 'manager', 'Globex');
    const mismatch = await request(t.url, '/api/referral-company/members', { headers: other });
    expect([mismatch.status, mismatch.body.code]).toEqual([403, 'REFERRAL_COMPANY_MISMATCH']);
    const injected = await request(t.url, '/api/referral-company/members', {
      headers: { ...headers, 'company-name': `${encodeURIComponent(SUN)}%0D%0AX-Evil:%201` },
    });
    expect([injected.status, injected.body.code]).toEqual([400, 'REFERRAL_COMPANY_HEADER_INVALID']);
    const bare = await request(t.url, '/api/referral-company/members', {
      headers: { authorization: headers.authorization, 'accept-language': 'en' },
    });
    expect([bare.status, bare.body.message]).toEqual([
      401,
      "Don't have info connect to referral. Please relogin!",
    ]);
    // A shop session is no referral session, whatever header it sends.
    const shopToken = await request(t.url, '/api/referral-company/members', {
      headers: { ...boss.headers, 'company-name': headers['company-name'] },
    });
    expect([shopToken.status, shopToken.body.code]).toEqual([401, 'REFERRAL_AUTH_MISSING']);
  });

  it('a month’s statement: opening, accrued, approved, reversed with the order, paid with the reference, closing; and as CSV', async () => {
    const [boss, m, outsider] = [await member(), await member(), await member()];
    await addUser('globex', boss.email, 'manager');
    await addUser('globex', m.email, 'member');
    const variant = await testVariant(t.database.db, { price: 300_000, stock: 5 });
    const order = await placeOrder(t.url, outsider.headers, [{ infoId: variant.id, quantity: 1 }]);
    const [payout] = await t.database.db
      .insert(schema.referralPayouts)
      .values({
        userId: m.id,
        amount: 20_000,
        reference: 'VCB-0001',
        recordedBy: admin.id,
        recordedAt: new Date('2026-10-25T03:00:00Z'),
      })
      .returning();
    const at = (iso: string) => new Date(iso);
    const base = { userId: m.id, campaignId };
    const [reward] = await t.database.db
      .insert(schema.referralLedger)
      .values([
        // Approved in September: the opening balance.
        {
          ...base,
          kind: 'reward',
          amount: 50_000,
          status: 'approved',
          createdAt: at('2026-09-20T03:00:00Z'),
          approvedAt: at('2026-09-25T03:00:00Z'),
        },
        // Written and approved in October, for the order a reversal takes back.
        {
          ...base,
          kind: 'reward',
          amount: 40_000,
          status: 'approved',
          orderId: order.id,
          inviteeId: outsider.id,
          orderTotal: 300_000,
          createdAt: at('2026-10-05T03:00:00Z'),
          approvedAt: at('2026-10-20T03:00:00Z'),
        },
        // Written in October, still pending: accrued, not owed.
        {
          ...base,
          kind: 'reward',
          amount: 30_000,
          status: 'pending',
          createdAt: at('2026-10-10T03:00:00Z'),
        },
      ])
      .returning();
    await t.database.db.insert(schema.referralLedger).values([
      {
        userId: m.id,
        kind: 'reversal',
        amount: -10_000,
        orderId: order.id,
        reversesId: reward!.id,
        createdAt: at('2026-10-22T03:00:00Z'),
      },
      {
        userId: m.id,
        kind: 'payout',
        amount: -20_000,
        payoutId: payout!.id,
        createdAt: at('2026-10-25T03:00:00Z'),
      },
      { userId: m.id, kind: 'spend', amount: -5_000, createdAt: at('2026-10-26T03:00:00Z') },
      // Another company's member, the same month: not in this statement.
      { userId: outsider.id, kind: 'spend', amount: -7_000, createdAt: at('2026-10-26T03:00:00Z') },
    ]);
    const headers = await companyHeaders(boss, 'globex', 'manager');
    const res = await request(t.url, '/api/referral-company/statement?month=2026-10', { headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      company: 'Globex',
      month: '2026-10',
      opening: 50_000,
      accrued: 70_000,
      approved: 40_000,
      reversed: -10_000,
      spent: -5_000,
      paid: -20_000,
      closing: 55_000,
    });
    const lines = res.body.data.lines as { kind: string; orderNumber: string; reference: string }[];
    expect(lines.find((l) => l.kind === 'reversed')?.orderNumber).toBe(order.number);
    expect(lines.find((l) => l.kind === 'paid')?.reference).toBe('VCB-0001');

    const csv = await fetch(`${t.url}/api/referral-company/statement.csv?month=2026-10`, {
      headers,
    });
    expect(csv.status, await csv.clone().text()).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('referral-statement-2026-10.csv');
    const text = await csv.text();
    expect(text).toContain('\r\nclosing,55000\r\n');
    expect(text).toContain(',paid,-20000,');
    expect(text).toContain('VCB-0001');
    expect(text).not.toContain(outsider.email);
    const bad = await fetch(`${t.url}/api/referral-company/statement.csv?month=2026-13`, {
      headers,
    });
    expect(bad.status).toBe(400);
    const stranger = await fetch(`${t.url}/api/referral-company/statement.csv?month=2026-10`, {
      headers: boss.headers,
    });
    expect(stranger.status).toBe(401);
  });
});

describe('the back office’s ledger', () => {
  it('lists every member’s entries for staff, filtered by status, kind and email; shoppers are refused', async () => {
    const rich = await member(70_000);
    const other = await member(30_000);
    const ledger = (query: string, headers: Record<string, string> = admin.headers) =>
      request(t.url, `/api/portal/referral/ledger?${query}`, { headers });

    const mine = await ledger(`email=${encodeURIComponent(rich.email)}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ memberEmail: rich.email, kind: 'reward', amount: 70_000 }),
    ]);
    expect(mine.body.meta.total).toBe(1);
    const approved = await ledger('status=approved&kind=reward&limit=100');
    const emails = approved.body.data.map((e: { memberEmail: string }) => e.memberEmail);
    expect(emails).toEqual(expect.arrayContaining([rich.email, other.email]));
    // A wildcard typed in the search is a character, not "anything".
    expect((await ledger('email=%25')).body.data).toEqual([]);
    expect((await ledger('kind=gift')).status).toBe(400);

    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    expect((await ledger('', operator!.headers)).status).toBe(200);
    expect((await ledger('', rich.headers)).status).toBe(403);
    expect((await request(t.url, '/api/portal/referral/ledger')).status).toBe(401);
  });
});

describe('a member’s own payout request', () => {
  it('above the minimum, within the balance, one at a time; the ADMIN’s transfer pays it', async () => {
    const a = await member(150_000);
    const ask = (amount: number) =>
      request(t.url, '/api/referral/payout-request', {
        method: 'POST',
        headers: a.headers,
        json: {
          amount,
          bankName: 'Vietcombank',
          accountNumber: '0123456789',
          accountHolder: 'NGUYEN AN',
        },
      });
    expect((await ask(50_000)).body.code).toBe('PAYOUT_BELOW_MINIMUM');
    expect((await ask(200_000)).body.code).toBe('REWARD_BALANCE_TOO_LOW');
    const bad = await request(t.url, '/api/referral/payout-request', {
      method: 'POST',
      headers: a.headers,
      json: { amount: 120_000, bankName: 'VCB', accountNumber: 'abc', accountHolder: 'A' },
    });
    expect(bad.status).toBe(400);
    const made = await ask(120_000);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ amount: 120_000, status: 'open', reference: null });
    expect((await ask(100_000)).body.code).toBe('PAYOUT_REQUEST_OPEN');
    const totals = await request(t.url, '/api/reward/total-reward', { headers: a.headers });
    expect(totals.body.data).toMatchObject({ available: 30_000, requested: 120_000, paid: 0 });

    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    expect(
      (await request(t.url, '/api/portal/referral/payout-requests', { headers: customer!.headers }))
        .status,
    ).toBe(403);
    const open = await request(t.url, '/api/portal/referral/payout-requests', {
      headers: admin.headers,
    });
    expect(open.body.data.find((r: { id: string }) => r.id === made.body.data.id)).toMatchObject({
      email: a.email,
      accountNumber: '0123456789',
    });
    const transfer = (reference: string) =>
      request(t.url, `/api/portal/referral/payout-requests/${made.body.data.id}/transfer`, {
        method: 'POST',
        headers: admin.headers,
        json: { reference },
      });
    const paid = await transfer('VCB-777');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', reference: 'VCB-777' });
    expect((await transfer('VCB-778')).body.code).toBe('PAYOUT_REQUEST_NOT_FOUND');
    const after = await request(t.url, '/api/reward/total-reward', { headers: a.headers });
    expect(after.body.data).toMatchObject({ available: 30_000, requested: 0, paid: 120_000 });
    const mine = await request(t.url, '/api/referral/payout-request', { headers: a.headers });
    expect(mine.body.data).toMatchObject({ status: 'paid', reference: 'VCB-777' });
  });
});

async function userIdOf(email: string) {
  const [row] = await t.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  return row!.id;
}
