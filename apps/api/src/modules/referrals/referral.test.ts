import { randomUUID } from 'node:crypto';
import type { Role } from '@lotus/core';
import { schema } from '@lotus/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../lib/access-tokens.ts';
import { manualClock } from '../../lib/clock.ts';
import { derivedId } from '../../lib/derived-id.ts';
import { fillCart, orderBody, placeOrder, submitOrder, testVariant } from '../../test/checkout.ts';
import {
  activeCustomer,
  lastMail,
  linkToken,
  newCustomer,
  quickCustomers,
} from '../../test/factories.ts';
import { TEST_JWT_SECRET, type TestApp, request, startTestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
const tokens = createAccessTokens(TEST_JWT_SECRET);
let t: TestApp;
let campaignId: string;

beforeAll(async () => {
  t = await startTestApp({ clock, pristine: true });
  const [row] = await t.database.db
    .insert(schema.referralCampaigns)
    .values({
      nameVi: 'Mời bạn, cùng nhận quà',
      nameEn: 'Invite a friend, both get a gift',
      howItWorksVi: 'Chia sẻ mã của bạn.',
      howItWorksEn: 'Share your code.',
      startsAt: new Date(clock.now().getTime() - DAY),
      endsAt: null,
      isActive: true,
      inviterKind: 'FIXED',
      inviterValue: 50_000,
      inviteeKind: 'FIXED',
      inviteeValue: 30_000,
      minimumOrder: 100_000,
      holdingDays: 14,
      attributionDays: 30,
      monthlyCapPerReferrer: 500_000,
      budget: 10_000_000,
    })
    .returning({ id: schema.referralCampaigns.id });
  campaignId = row!.id;
});
afterAll(() => t.close());

/** A bearer header for a user, signed at the shop's time now (tokens live 15 minutes). */
async function as(user: { id: string; email: string }, role: Role = 'CUSTOMER') {
  const token = await tokens.sign(
    { id: user.id, role, email: user.email },
    randomUUID(),
    clock.now(),
  );
  return { authorization: `Bearer ${token}` };
}

/** A customer signed up through the API (with `overrides`), activated; its id. */
async function signedUp(overrides: Record<string, unknown> = {}) {
  const form = await activeCustomer(t.url, overrides);
  const [row] = await t.database.db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.email, form.email));
  return { ...row!, form };
}

const api = async (
  path: string,
  user: { id: string; email: string } | null,
  init: RequestInit & { json?: unknown } = {},
) =>
  request(t.url, path, {
    ...init,
    headers: {
      ...(user ? await as(user) : {}),
      // Each member their own browser: one seen with another's is a signal (same IP and browser).
      ...(user ? { 'user-agent': `lotus-test/${user.id}` } : {}),
      ...init.headers,
    },
  });

const join = (user: { id: string; email: string }) =>
  api('/api/referral/join', user, { method: 'POST' });

/** Moves an order as an operator. */
async function move(orderId: string, status: string) {
  const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
  const res = await request(t.url, `/api/portal/orders/${orderId}/status`, {
    method: 'POST',
    headers: operator!.headers,
    json: { status },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Delivers an order event to one listener, as the bus does after the commit. */
async function deliver(listener: string, name: string, payload: Record<string, unknown>) {
  const id = randomUUID();
  await t.app.jobQueue
    .jobs(t.database.db)
    .enqueue(
      'events.listen',
      { listener, event: { id, name, payload, at: clock.now().toISOString() } as never },
      { id: derivedId(`${id}/${listener}`) },
    );
  await t.settled();
}

const rewards = async (user: { id: string; email: string }, query = '') =>
  (await api(`/api/reward${query}`, user)).body;
const totals = async (user: { id: string; email: string }) =>
  (await api('/api/reward/total-reward', user)).body.data;

describe('the referral programme, the whole story', () => {
  it('A joins, B registers with the code, orders, is done and paid; A is rewarded once after the hold; a refund reverses it once; A is paid out', async () => {
    const campaign = await request(t.url, '/api/campaign/active', {
      headers: { 'accept-language': 'en' },
    });
    expect(campaign.body.data).toMatchObject({
      id: campaignId,
      name: 'Invite a friend, both get a gift',
      inviterBenefit: { kind: 'FIXED', value: 50_000 },
      holdingDays: 14,
      budgetLeft: 10_000_000,
    });

    // A visitor can't join: they are sent to log in.
    expect((await request(t.url, '/api/referral/join', { method: 'POST' })).status).toBe(401);

    const tag = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const a = await signedUp({ email: `an.nguyen.${tag}@gmail.com` });
    const joined = await join(a);
    expect(joined.status).toBe(201);
    const code: string = joined.body.data.code;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(joined.body.data.link).toContain(`/register?ref=${code}`);
    // Joining again answers the same code; the profile shows it.
    expect((await join(a)).body.data.code).toBe(code);
    expect((await api('/api/auth/user/me', a)).body.data.profile.referralCode).toBe(code);

    // Self-referral by the same mailbox (Gmail dots, a +tag, capitals) and by the same phone.
    const gmail = await request(t.url, '/api/auth/register', {
      method: 'POST',
      json: newCustomer({ email: `A.N.Nguyen.${tag}+deal@GMAIL.com`, referralCode: code }),
    });
    expect([gmail.status, gmail.body.code]).toEqual([422, 'REFERRAL_SELF_EMAIL']);
    const phone = await request(t.url, '/api/auth/register', {
      method: 'POST',
      json: newCustomer({ phone: `+84${a.form.phone.slice(1)}`, referralCode: code }),
    });
    expect([phone.status, phone.body.code]).toEqual([422, 'REFERRAL_SELF_PHONE']);
    expect(phone.body.message).toBeTruthy();
    // A code that does not exist.
    const unknown = await request(t.url, '/api/auth/register', {
      method: 'POST',
      json: newCustomer({ referralCode: 'ZZZZZZZZ' }),
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'REFERRAL_CODE_NOT_FOUND']);

    // B registers through A's link (the form carries the code the link left).
    const b = await signedUp({ referralCode: code.toLowerCase() });
    const contacts = await api(`/api/referral/invitees/${a.id}`, a);
    expect(contacts.body.data).toEqual([
      expect.objectContaining({
        stage: 'registered',
        email: expect.stringMatching(/^sh\*\*\*@example\.vn$/),
      }),
    ]);
    // Another member can't read A's invitees.
    expect((await api(`/api/referral/invitees/${a.id}`, b)).status).toBe(404);

    // B's first order qualifies: A's reward is pending.
    const variant = await testVariant(t.database.db, { price: 400_000, stock: 10 });
    const first = await placeOrder(t.url, await as(b), [{ infoId: variant.id, quantity: 1 }]);
    await t.settled();
    // B's first order took the invitee's gift, priced by the engine like any discount.
    const firstView = await api(`/api/order/${first.id}/detail/customer`, b);
    expect(firstView.body.data.adjustments).toEqual([
      expect.objectContaining({ reason: 'REFERRAL', ref: campaignId, amount: 30_000 }),
    ]);
    let table = await rewards(a);
    expect(table.data).toMatchObject([
      {
        index: 1,
        kind: 'reward',
        amount: 50_000,
        status: 'pending',
        orderNumber: first.number,
        account: expect.stringContaining('***'),
      },
    ]);
    expect(await totals(a)).toMatchObject({ pending: 50_000, available: 0, newBalance: 50_000 });

    // An operator completes it (cash on delivery: delivered is paid): the hold starts.
    await move(first.id, 'processing');
    await move(first.id, 'delivering');
    await move(first.id, 'done');
    await t.settled();
    expect((await rewards(a)).data[0]).toMatchObject({
      status: 'pending',
      availableAt: expect.any(String),
    });

    // Before the end of the hold, the approval job approves nothing.
    await t.app.jobQueue.jobs(t.database.db).enqueue('referrals.approve-due', {});
    await t.app.jobQueue.settled('referrals.approve-due');
    expect((await rewards(a)).data[0].status).toBe('pending');

    // After the holding period (the test clock), the job approves it once.
    clock.advance(15 * DAY);
    await t.app.jobQueue.jobs(t.database.db).enqueue('referrals.approve-due', {});
    await t.app.jobQueue.settled('referrals.approve-due');
    expect((await rewards(a)).data[0].status).toBe('approved');
    // The "done and paid" event delivered again changes nothing.
    await deliver('order.paid/referral-reward', 'order.paid', {
      orderId: first.id,
      userId: b.id,
      paymentMethod: 'COD',
      grandTotal: first.grandTotal,
    });
    expect(await totals(a)).toMatchObject({
      pending: 0,
      available: 50_000,
      newBalance: 50_000,
      totalReward: 50_000,
    });

    // B's second order, cancelled, changes nothing for A.
    const second = await placeOrder(t.url, await as(b), [{ infoId: variant.id, quantity: 1 }]);
    expect(second.grandTotal).toBe(first.grandTotal + 30_000);
    expect((await api(`/api/order/cancel-order/${second.id}`, b, { method: 'POST' })).status).toBe(
      200,
    );
    await t.settled();
    // …and so does its refund (its money going back, as the payments module announces it).
    await deliver('order.refunded/referral-reward', 'order.refunded', {
      orderId: second.id,
      userId: b.id,
    });
    expect((await rewards(a)).meta.total).toBe(1);
    expect(await totals(a)).toMatchObject({ available: 50_000 });

    // A refund of B's first order after approval reverses A's reward once.
    const refund = { orderId: first.id, userId: b.id };
    await deliver('order.refunded/referral-reward', 'order.refunded', refund);
    await deliver('order.refunded/referral-reward', 'order.refunded', refund);
    table = await rewards(a);
    expect(table.data.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([
      ['reversal', -50_000],
      ['reward', 50_000],
    ]);
    expect(await totals(a)).toMatchObject({ available: 0, totalReward: 0 });
    // The filter by status.
    expect((await rewards(a, '?status=approved')).data).toHaveLength(1);
  });

  it('refuses B inviting A, A inviting A, a second inviter, and a code after the first order, each with its code', async () => {
    const a = await signedUp();
    const aCode = (await join(a)).body.data.code;
    const b = await signedUp({ referralCode: aCode });
    const bCode = (await join(b)).body.data.code;
    const c = await signedUp();
    const cCode = (await join(c)).body.data.code;

    const attach = (user: { id: string; email: string }, code: string) =>
      api('/api/relationship/attach', user, { method: 'POST', json: { code } });

    const circular = await attach(a, bCode);
    expect([circular.status, circular.body.code]).toEqual([422, 'REFERRAL_CIRCULAR']);
    const self = await attach(a, aCode);
    expect([self.status, self.body.code]).toEqual([422, 'REFERRAL_SELF']);
    const second = await attach(b, cCode);
    expect([second.status, second.body.code]).toEqual([409, 'REFERRAL_ALREADY_INVITED']);

    const d = await signedUp();
    const variant = await testVariant(t.database.db, { price: 200_000, stock: 5 });
    await placeOrder(t.url, await as(d), [{ infoId: variant.id, quantity: 1 }]);
    const late = await attach(d, cCode);
    expect([late.status, late.body.code]).toEqual([422, 'REFERRAL_AFTER_FIRST_ORDER']);
    expect(late.body.message).toBe('Không thể thêm mã giới thiệu sau đơn hàng đầu tiên.');

    const e = await signedUp();
    const bound = await attach(e, cCode);
    expect(bound.status).toBe(201);

    // The same device cookie as the inviter's.
    const device = `device-${randomUUID()}`;
    await api('/api/referral', c, { headers: { cookie: `lotus_device=${device}` } });
    const f = await signedUp();
    const sameDevice = await api('/api/relationship/attach', f, {
      method: 'POST',
      json: { code: cCode },
      headers: { cookie: `lotus_device=${device}` },
    });
    expect([sameDevice.status, sameDevice.body.code]).toEqual([422, 'REFERRAL_SELF_DEVICE']);
    // Bad input changes nothing and says which field.
    const bad = await api('/api/relationship/attach', f, { method: 'POST', json: { code: '' } });
    expect(bad.status).toBe(400);
  });

  it('invites by email once a day, never an existing account; a visitor is refused', async () => {
    const a = await signedUp();
    expect(
      (await request(t.url, '/api/invitation', { method: 'POST', json: { email: 'x@y.vn' } }))
        .status,
    ).toBe(401);
    const notMember = await api('/api/invitation', a, {
      method: 'POST',
      json: { email: 'friend@example.vn' },
    });
    expect([notMember.status, notMember.body.code]).toEqual([404, 'REFERRAL_NOT_JOINED']);
    await join(a);
    const friend = `friend.${randomUUID().slice(0, 8)}@example.vn`;
    const sent = await api('/api/invitation', a, { method: 'POST', json: { email: friend } });
    expect(sent.status).toBe(201);
    await t.settled();
    expect((await lastMail(t.url, friend))?.text).toContain('/register?ref=');
    const again = await api('/api/invitation', a, {
      method: 'POST',
      json: { email: friend.toUpperCase() },
    });
    expect([again.status, again.body.code]).toEqual([409, 'INVITATION_ALREADY_SENT']);
    const existing = await api('/api/invitation', a, { method: 'POST', json: { email: a.email } });
    expect([existing.status, existing.body.code]).toEqual([409, 'INVITATION_EXISTING_ACCOUNT']);
  });

  it('pays a member out (ADMIN only), moving the balance from new to paid', async () => {
    const [member] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    const joined = await join(member!);
    expect(joined.status).toBe(201);
    // An approved reward, as the approval would leave it (ledger and balance together).
    const [invitee] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    await t.database.db.insert(schema.referralLedger).values({
      userId: member!.id,
      kind: 'reward',
      amount: 80_000,
      campaignId,
      inviteeId: invitee!.id,
      status: 'approved',
      approvedAt: clock.now(),
      createdAt: clock.now(),
    });
    await t.database.db
      .update(schema.referralMembers)
      .set({ available: 80_000 })
      .where(eq(schema.referralMembers.userId, member!.id));

    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const [admin] = await quickCustomers(t.database.db, 1, 'ADMIN', clock.now());
    // The admin finds who has a balance to pay; an operator may not.
    const payable = await request(t.url, '/api/portal/referral/payable', {
      headers: admin!.headers,
    });
    expect(payable.body.data).toContainEqual(
      expect.objectContaining({ userId: member!.id, email: member!.email, available: 80_000 }),
    );
    expect(
      (await request(t.url, '/api/portal/referral/payable', { headers: operator!.headers })).status,
    ).toBe(403);
    const body = { userId: member!.id, amount: 80_000, reference: 'VCB-20261129-001' };
    const url = '/api/portal/referral/payouts';
    expect(
      (await request(t.url, url, { method: 'POST', headers: operator!.headers, json: body }))
        .status,
    ).toBe(403);
    const tooMuch = await request(t.url, url, {
      method: 'POST',
      headers: admin!.headers,
      json: { ...body, amount: 80_001 },
    });
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, 'REWARD_BALANCE_TOO_LOW']);
    const paid = await request(t.url, url, { method: 'POST', headers: admin!.headers, json: body });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ amount: 80_000, reference: 'VCB-20261129-001' });
    expect(await totals(member!)).toMatchObject({
      available: 0,
      newBalance: 0,
      paid: 80_000,
      totalReward: 80_000,
    });
    expect((await rewards(member!, '?status=paid')).data).toHaveLength(1);
  });

  it('spends the approved balance as store credit at checkout, and gives it back on cancel', async () => {
    const [member] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    await join(member!);
    await t.database.db
      .update(schema.referralMembers)
      .set({ available: 80_000 })
      .where(eq(schema.referralMembers.userId, member!.id));
    await t.database.db.insert(schema.referralLedger).values({
      userId: member!.id,
      kind: 'reward',
      amount: 80_000,
      campaignId,
      status: 'approved',
      approvedAt: clock.now(),
      createdAt: clock.now(),
    });
    const headers = await as(member!);
    const variant = await testVariant(t.database.db, { price: 20_000, stock: 5 });
    await fillCart(t.url, headers, [{ infoId: variant.id, quantity: 1 }]);
    const body = orderBody({ useStoreCredit: true });
    const preview = await request(t.url, '/api/checkout/preview', {
      method: 'POST',
      headers,
      json: {
        provinceId: body.provinceId,
        wardId: body.wardId,
        deliveryMethod: 'STANDARD',
        useStoreCredit: true,
      },
    });
    const pricing = preview.body.data.pricing;
    const credit = pricing.adjustments.find((a: { reason: string }) => a.reason === 'STORE_CREDIT');
    expect(credit.amount).toBe(Math.min(80_000, 20_000 + pricing.shippingFee));
    expect(pricing.grandTotal).toBe(20_000 + pricing.shippingFee - credit.amount);
    const placed = await submitOrder(t.url, headers, {
      ...body,
      expectedTotal: pricing.grandTotal,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await totals(member!)).toMatchObject({ available: 80_000 - credit.amount });
    expect((await rewards(member!)).data).toContainEqual(
      expect.objectContaining({
        kind: 'spend',
        amount: -credit.amount,
        orderNumber: placed.body.data.number,
      }),
    );

    // Cancelled, the order gives the credit back, once.
    expect(
      (await api(`/api/order/cancel-order/${placed.body.data.id}`, member!, { method: 'POST' }))
        .status,
    ).toBe(200);
    await t.settled();
    expect(await totals(member!)).toMatchObject({ available: 80_000 });
  });

  it('holds a reward a suspicious signal flagged for an operator, who approves or rejects it', async () => {
    const x = await signedUp();
    const code = (await join(x)).body.data.code;
    // Six sign-ups through one code in a day: their rewards wait for a review.
    const friends = [];
    for (let i = 0; i < 6; i++) friends.push(await signedUp({ referralCode: code }));
    const variant = await testVariant(t.database.db, { price: 300_000, stock: 10 });
    for (const friend of friends.slice(0, 2)) {
      await placeOrder(t.url, await as(friend), [{ infoId: variant.id, quantity: 1 }]);
    }
    await t.settled();
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const queue = await request(t.url, '/api/portal/referral/review', {
      headers: operator!.headers,
    });
    const mine = queue.body.data.filter(
      (r: { inviterEmail: string }) => r.inviterEmail === x.email,
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ amount: 50_000, flags: ['many-sign-ups'] });
    expect((await rewards(x)).data.every((r: { inReview: boolean }) => r.inReview)).toBe(true);
    // A customer is refused; a rejection needs its reason.
    expect((await api('/api/portal/referral/review', x)).status).toBe(403);
    const url = (id: string) => `/api/portal/referral/review/${id}`;
    const bare = await request(t.url, url(mine[1].id), {
      method: 'POST',
      headers: operator!.headers,
      json: { decision: 'reject' },
    });
    expect(bare.status).toBe(400);
    const rejected = await request(t.url, url(mine[1].id), {
      method: 'POST',
      headers: operator!.headers,
      json: { decision: 'reject', reason: 'Same household' },
    });
    expect(rejected.body.data).toEqual({ id: mine[1].id, status: 'cancelled' });
    const approved = await request(t.url, url(mine[0].id), {
      method: 'POST',
      headers: operator!.headers,
      json: { decision: 'approve' },
    });
    // Its order is not done yet: it waits for the holding period like any other.
    expect(approved.body.data).toEqual({ id: mine[0].id, status: 'pending' });
    const again = await request(t.url, url(mine[0].id), {
      method: 'POST',
      headers: operator!.headers,
      json: { decision: 'approve' },
    });
    expect([again.status, again.body.code]).toEqual([404, 'REWARD_NOT_FOUND']);
    const statuses = (await rewards(x)).data.map((r: { status: string; inReview: boolean }) => [
      r.status,
      r.inReview,
    ]);
    expect(statuses.sort()).toEqual([
      ['cancelled', false],
      ['pending', false],
    ]);
  });

  it("flags a reward whose order ships to the inviter's own phone", async () => {
    const y = await signedUp();
    const code = (await join(y)).body.data.code;
    const z = await signedUp({ referralCode: code });
    const variant = await testVariant(t.database.db, { price: 300_000, stock: 5 });
    await placeOrder(t.url, await as(z), [{ infoId: variant.id, quantity: 1 }], {
      phone: `+84${y.form.phone.slice(1)}`,
    });
    await t.settled();
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const queue = await request(t.url, '/api/portal/referral/review', {
      headers: operator!.headers,
    });
    expect(
      queue.body.data.find((r: { inviterEmail: string }) => r.inviterEmail === y.email),
    ).toMatchObject({ flags: ['inviter-phone'] });
  });

  it('flags, never refuses, an invitee seen with the inviter’s address and browser, their shipping address, their card', async () => {
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const flagsOf = async (inviterEmail: string) =>
      (
        await request(t.url, '/api/portal/referral/review', { headers: operator!.headers })
      ).body.data.find((r: { inviterEmail: string }) => r.inviterEmail === inviterEmail)?.flags;
    const variant = await testVariant(t.database.db, { price: 300_000, stock: 10 });
    const order = async (who: { id: string; email: string }, address: string) => {
      const placed = await placeOrder(t.url, await as(who), [{ infoId: variant.id, quantity: 1 }], {
        address,
      });
      await t.settled();
      return placed;
    };

    // The same address and browser: the inviter's referral page and the friend's sign-up.
    const shared = { 'user-agent': 'Mozilla/5.0 (shared laptop)' };
    const y = await signedUp();
    const code = (await api('/api/referral/join', y, { method: 'POST', headers: shared })).body.data
      .code;
    const form = newCustomer({ referralCode: code });
    const registered = await request(t.url, '/api/auth/register', {
      method: 'POST',
      headers: shared,
      json: form,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await request(
      t.url,
      `/api/auth/active-user?token=${linkToken(await lastMail(t.url, form.email))}`,
    );
    const [z] = await t.database.db
      .select({ id: schema.users.id, email: schema.users.email })
      .from(schema.users)
      .where(eq(schema.users.email, form.email));
    await order(z!, '5 Tràng Thi');
    expect(await flagsOf(y.email)).toEqual(['same-ip-browser']);

    // The same shipping address as the inviter's own order (spaces and letter case aside).
    const y2 = await signedUp();
    const code2 = (await join(y2)).body.data.code;
    await order(y2, '7 Hàng Bài');
    const z2 = await signedUp({ referralCode: code2 });
    await order(z2, '7  hàng  BÀI');
    expect(await flagsOf(y2.email)).toEqual(['same-address']);

    // The same card (its digits and expiry, whatever token each account has for it), seen when
    // the order is paid.
    const y3 = await signedUp();
    const code3 = (await join(y3)).body.data.code;
    const z3 = await signedUp({ referralCode: code3 });
    const paid = await order(z3, '1 Tràng Tiền');
    expect(await flagsOf(y3.email)).toBeUndefined();
    const card = { brand: 'VISA', firstSix: '411111', lastFour: '1111', expiry: '12/29' };
    const [, friendCard] = await t.database.db
      .insert(schema.savedCards)
      .values([
        { ...card, userId: y3.id, token: `tok-${randomUUID()}`, createdAt: clock.now() },
        { ...card, userId: z3.id, token: `tok-${randomUUID()}`, createdAt: clock.now() },
      ])
      .returning();
    await t.database.db.insert(schema.paymentAttempts).values({
      id: randomUUID(),
      orderId: paid.id,
      gateway: 'ALEPAY',
      txnRef: `T${Date.now()}`,
      amount: paid.grandTotal,
      status: 'PAID',
      cardId: friendCard!.id,
      expiresAt: clock.now(),
      createdAt: clock.now(),
    });
    await t.database.db
      .update(schema.orders)
      .set({ status: 'done', paymentStatus: 'paid' })
      .where(eq(schema.orders.id, paid.id));
    await deliver('order.paid/referral-reward', 'order.paid', {
      orderId: paid.id,
      userId: z3.id,
      paymentMethod: 'THEGHINO',
      grandTotal: paid.grandTotal,
    });
    expect(await flagsOf(y3.email)).toEqual(['same-card']);
    // Held for the review: after the holding period the job still leaves it pending.
    clock.advance(15 * DAY);
    await t.app.jobQueue.jobs(t.database.db).enqueue('referrals.approve-due', {});
    await t.app.jobQueue.settled('referrals.approve-due');
    expect((await rewards(y3)).data[0]).toMatchObject({ status: 'pending', inReview: true });
  });

  it('takes no new members while no campaign is on, and says so', async () => {
    // Every campaign of the shop off (the demo shop's too), then back as they were.
    const on = await t.database.db
      .update(schema.referralCampaigns)
      .set({ isActive: false })
      .where(eq(schema.referralCampaigns.isActive, true))
      .returning({ id: schema.referralCampaigns.id });
    try {
      expect((await request(t.url, '/api/campaign/active')).body.data).toBeNull();
      const [shopper] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
      const refused = await join(shopper!);
      expect([refused.status, refused.body.code]).toEqual([409, 'REFERRAL_CAMPAIGN_INACTIVE']);
      expect(refused.body.message).toBe('Chương trình giới thiệu hiện không hoạt động.');
    } finally {
      await t.database.db
        .update(schema.referralCampaigns)
        .set({ isActive: true })
        .where(
          inArray(
            schema.referralCampaigns.id,
            on.map((c) => c.id),
          ),
        );
    }
  });
});

describe('campaigns in the back office', () => {
  it('lets staff create and change campaigns, refuses customers and bad terms', async () => {
    const [operator] = await quickCustomers(t.database.db, 1, 'OPERATOR', clock.now());
    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER', clock.now());
    const url = '/api/portal/referral/campaigns';
    const body = {
      nameVi: 'Tết giới thiệu',
      nameEn: 'New Year referrals',
      startsAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      isActive: false,
      inviterKind: 'PERCENT',
      inviterValue: 5,
      inviterCap: 100_000,
      inviteeKind: 'FIXED',
      inviteeValue: 20_000,
      budget: 1_000_000,
    };
    // A customer is refused before the body is read.
    expect(
      (await request(t.url, url, { method: 'POST', headers: customer!.headers, json: {} })).status,
    ).toBe(403);
    const bad = await request(t.url, url, {
      method: 'POST',
      headers: operator!.headers,
      json: { ...body, inviterValue: 150 },
    });
    expect(bad.status).toBe(400);
    const created = await request(t.url, url, {
      method: 'POST',
      headers: operator!.headers,
      json: body,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      nameEn: 'New Year referrals',
      holdingDays: 14,
      running: false,
      budgetUsed: 0,
    });
    const listed = await request(t.url, url, { headers: operator!.headers });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toContain(created.body.data.id);

    const id = created.body.data.id;
    const changed = await request(t.url, `${url}/${id}`, {
      method: 'PUT',
      headers: operator!.headers,
      json: { ...body, holdingDays: 7 },
    });
    expect(changed.body.data.holdingDays).toBe(7);
    // A budget can't drop below what the campaign already gave (as its rewards took it).
    await t.database.db
      .update(schema.referralCampaigns)
      .set({ budgetUsed: 300_000 })
      .where(eq(schema.referralCampaigns.id, id));
    const below = await request(t.url, `${url}/${id}`, {
      method: 'PUT',
      headers: operator!.headers,
      json: { ...body, budget: 200_000 },
    });
    expect([below.status, below.body.code]).toEqual([409, 'CONFLICT']);
    const missing = await request(t.url, `${url}/${randomUUID()}`, {
      method: 'PUT',
      headers: operator!.headers,
      json: body,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'CAMPAIGN_NOT_FOUND']);
  });
});
