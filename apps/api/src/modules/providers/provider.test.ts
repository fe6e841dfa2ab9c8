import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { lastMail, quickCustomers } from '../../test/factories.ts';
import {
  approvedProvider,
  headersAt,
  insertPlan,
  newCustomer,
  pngFile,
  solutionInput,
  withScreenshot,
} from '../../test/providers.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
let t: TestApp;
let admin: { id: string; email: string };
let plan2: { id: string };
let plan1: { id: string };

beforeAll(async () => {
  t = await startTestApp({ clock, pristine: true });
  admin = (await quickCustomers(t.database.db, 1, 'ADMIN'))[0]!;
  plan2 = await insertPlan(t.database.db, 2);
  plan1 = await insertPlan(t.database.db, 1);
});
afterAll(() => t.close());

const call = async (
  method: string,
  path: string,
  user: { id: string; email: string } | null,
  role: 'PROVIDER' | 'ADMIN' | 'OPERATOR' | 'CUSTOMER' = 'PROVIDER',
  json?: unknown,
) =>
  request(t.url, path, {
    method,
    headers: user ? await headersAt(clock, user, role) : {},
    ...(json === undefined ? {} : { json }),
  });

/** A draft with a screenshot, of `provider`; its id. */
async function draft(provider: { id: string; email: string }, overrides = {}) {
  const created = await call('POST', '/api/provider/solutions', provider, 'PROVIDER', {
    ...solutionInput(overrides),
  });
  expect(created.status).toBe(201);
  await withScreenshot(t.database.db, created.body.data.id);
  return created.body.data.id as string;
}

const grant = (providerId: string, planId: string) =>
  call('POST', `/api/portal/providers/${providerId}/membership`, admin, 'ADMIN', { planId });
const publish = (p: { id: string; email: string }, id: string, lang = 'en') =>
  headersAt(clock, p, 'PROVIDER').then((headers) =>
    request(t.url, `/api/provider/solutions/${id}/publish`, {
      method: 'POST',
      headers: { ...headers, 'accept-language': lang },
    }),
  );
const approve = (id: string) =>
  call('PUT', `/api/portal/solutions/${id}/review`, admin, 'OPERATOR', { decision: 'approved' });

describe('provider accounts', () => {
  it('registers a pending provider that verifies its email, and an operator approves it', async () => {
    const form = newCustomer();
    const body = {
      businessName: 'Tự Động Hoá Đông Á',
      contactPerson: 'Trần Thu',
      email: form.email,
      phone: form.phone,
      taxCode: '0301234567',
      address: '5 Nguyễn Huệ, Quận 1',
      password: form.password,
      confirmPassword: form.password,
    };
    expect(
      (
        await request(t.url, '/api/provider/register', {
          method: 'POST',
          json: { ...body, taxCode: '12' },
        })
      ).body.details,
    ).toBeDefined();
    const registered = await request(t.url, '/api/provider/register', {
      method: 'POST',
      json: body,
    });
    expect(registered.status).toBe(201);
    expect((await lastMail(t.url, form.email))?.text).toContain('/verify-email?token=');
    const [user] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, form.email));
    expect(user).toMatchObject({ role: 'PROVIDER', isActive: false });
    const me = await call('GET', '/api/provider/me', user!);
    expect(me.body.data).toMatchObject({ provider: { status: 'pending' }, membership: null });
    const id = user!.id;
    const suspend = await call('PUT', `/api/portal/providers/${id}/status`, admin, 'OPERATOR', {
      status: 'suspended',
      reason: 'x',
    });
    expect(suspend.status).toBe(409);
    const approved = await call('PUT', `/api/portal/providers/${id}/status`, admin, 'OPERATOR', {
      status: 'approved',
    });
    expect(approved.body.data).toMatchObject({ status: 'approved', reason: null });
  });

  it('refuses a customer (403) and a visitor (401) before reading the input', async () => {
    const [customer] = await quickCustomers(t.database.db, 1);
    expect((await call('GET', '/api/provider/solutions', customer!, 'CUSTOMER')).status).toBe(403);
    expect((await call('POST', '/api/provider/solutions', customer!, 'CUSTOMER', {})).status).toBe(
      403,
    );
    expect((await call('GET', '/api/provider/solutions', null)).status).toBe(401);
    expect((await call('GET', '/api/portal/providers', customer!, 'CUSTOMER')).status).toBe(403);
    const provider = await approvedProvider(t.database.db);
    expect((await call('GET', '/api/portal/solutions/review', provider, 'PROVIDER')).status).toBe(
      403,
    );
    expect((await call('POST', '/api/portal/plans', admin, 'OPERATOR', {})).status).toBe(403);
  });
});

describe('solutions under a membership', () => {
  it('keeps a solution its provider’s: another provider finds nothing (404)', async () => {
    const owner = await approvedProvider(t.database.db);
    const other = await approvedProvider(t.database.db);
    const id = await draft(owner);
    for (const [method, path, body] of [
      ['GET', `/api/provider/solutions/${id}`, undefined],
      ['PUT', `/api/provider/solutions/${id}`, solutionInput()],
      ['POST', `/api/provider/solutions/${id}/publish`, undefined],
      ['POST', `/api/provider/solutions/${id}/unpublish`, undefined],
      ['DELETE', `/api/provider/solutions/${id}`, undefined],
    ] as const) {
      const answer = await call(method, path, other, 'PROVIDER', body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.code).toBe('SOLUTION_NOT_FOUND');
    }
    expect((await call('GET', '/api/provider/solutions', other)).body.data).toEqual([]);
  });

  it('sanitises the description and takes https links only', async () => {
    const provider = await approvedProvider(t.database.db);
    const bad = await call(
      'POST',
      '/api/provider/solutions',
      provider,
      'PROVIDER',
      solutionInput({ demoUrl: 'http://demo.example.vn' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'body.demoUrl' });
    const created = await call(
      'POST',
      '/api/provider/solutions',
      provider,
      'PROVIDER',
      solutionInput(),
    );
    expect(created.body.code).toBe('AddProductSuccess');
    expect(created.body.data.descriptionVi).toBe('<p>Lắp đặt, lập trình và bảo trì.</p>');
    expect(created.body.data).toMatchObject({
      reviewState: 'draft',
      published: false,
      docsUrl: null,
    });
  });

  it('refuses to publish without a membership, with the spec’s message', async () => {
    const provider = await approvedProvider(t.database.db);
    const id = await draft(provider);
    const refused = await publish(provider, id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'MEMBERSHIP_EXPIRED',
      message: 'Your membership is missing or expired.',
    });
    expect((await call('GET', `/api/provider/solutions/${id}`, provider)).body.data.published).toBe(
      false,
    );
  });

  it('stops at the plan’s limit, and an unpublish frees the slot', async () => {
    const provider = await approvedProvider(t.database.db);
    expect((await grant(provider.id, plan2.id)).body.data).toMatchObject({
      maxPublished: 2,
      publishedCount: 0,
      active: true,
    });
    const [a, b, c] = [await draft(provider), await draft(provider), await draft(provider)];
    expect((await publish(provider, a)).body.data).toMatchObject({
      published: true,
      reviewState: 'submitted',
    });
    expect((await publish(provider, b)).status).toBe(200);
    const over = await publish(provider, c);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'PUBLISH_LIMIT_EXCEEDED' });
    expect(over.body.message).toMatch(/Publish limit exceeded/);
    // Publishing one already published takes no second slot.
    expect((await publish(provider, a)).status).toBe(200);
    expect(
      (await call('POST', `/api/provider/solutions/${a}/unpublish`, provider)).body.data.published,
    ).toBe(false);
    expect((await publish(provider, c)).status).toBe(200);
    // A deletion frees its slot too.
    expect((await call('DELETE', `/api/provider/solutions/${b}`, provider)).status).toBe(200);
    expect((await publish(provider, a)).status).toBe(200);
    const me = await call('GET', '/api/provider/me', provider);
    expect(me.body.data.membership).toMatchObject({ publishedCount: 2, maxPublished: 2 });
  });

  it('needs a screenshot to publish, through the image pipeline', async () => {
    const provider = await approvedProvider(t.database.db);
    await grant(provider.id, plan1.id);
    const created = await call(
      'POST',
      '/api/provider/solutions',
      provider,
      'PROVIDER',
      solutionInput(),
    );
    const id = created.body.data.id;
    expect((await publish(provider, id)).body.code).toBe('SOLUTION_SCREENSHOTS_NEEDED');
    const upload = async (name: string, data: Buffer) => {
      const form = new FormData();
      form.append('screenshots', new Blob([data]), name);
      return request(t.url, `/api/provider/solutions/${id}/screenshots`, {
        method: 'POST',
        headers: await headersAt(clock, provider, 'PROVIDER'),
        body: form,
      });
    };
    expect((await upload('x.png', Buffer.from('not an image'))).body.code).toBe('PHOTO_INVALID');
    const ok = await upload('robot.png', await pngFile());
    expect(ok.status).toBe(200);
    expect(ok.body.data.screenshots[0].url).toMatch(/^\/images\/uploads\/solutions\/[\w-]+\.webp$/);
    expect((await publish(provider, id)).status).toBe(200);
  });

  it('shows a solution once approved, found without diacritics; an edit waits while the approved one stays', async () => {
    const provider = await approvedProvider(t.database.db, 'Cơ Điện Phước Lộc');
    await grant(provider.id, plan2.id);
    const id = await draft(provider, {
      titleVi: 'Bảo trì băng tải tự động',
      titleEn: 'Automated conveyor maintenance',
      category: 'maintenance',
    });
    await publish(provider, id);
    const search = (q: string) => request(t.url, `/api/solution/public?${q}`).then((r) => r.body);
    expect((await search('name=bang+tai')).data).toEqual([]);
    expect((await approve(id)).body.data.reviewState).toBe('approved');
    expect((await search('name=bang+tai')).data.map((s: { id: string }) => s.id)).toEqual([id]);
    expect((await search('name=băng tải&category=maintenance')).meta.total).toBe(1);
    expect((await search('providerName=phuoc loc')).data.map((s: { id: string }) => s.id)).toEqual([
      id,
    ]);
    expect((await search('name=bang+tai&category=robots')).data).toEqual([]);
    const page = await request(t.url, `/api/solution/${id}/public`, {
      headers: { 'accept-language': 'vi' },
    });
    expect(page.body.data).toMatchObject({
      title: 'Bảo trì băng tải tự động',
      provider: { businessName: 'Cơ Điện Phước Lộc' },
    });
    // An edit goes to review; the storefront keeps the approved version.
    const edited = await call(
      'PUT',
      `/api/provider/solutions/${id}`,
      provider,
      'PROVIDER',
      solutionInput({ titleVi: 'Tiêu đề mới', category: 'maintenance' }),
    );
    expect(edited.body).toMatchObject({
      code: 'UpdateProductSuccess',
      data: { reviewState: 'submitted', published: true },
    });
    expect((await request(t.url, `/api/solution/${id}/public`)).body.data.title).toBe(
      'Bảo trì băng tải tự động',
    );
    const rejected = await call('PUT', `/api/portal/solutions/${id}/review`, admin, 'OPERATOR', {
      decision: 'rejected',
      reason: 'Ảnh mờ',
    });
    expect(rejected.body.data).toMatchObject({
      reviewState: 'rejected',
      rejectionReason: 'Ảnh mờ',
      published: true,
    });
    expect((await request(t.url, `/api/solution/${id}/public`)).status).toBe(200);
  });

  it('lets a shopper favourite a live solution once, counted for its provider', async () => {
    const provider = await approvedProvider(t.database.db);
    await grant(provider.id, plan1.id);
    const id = await draft(provider);
    const [shopper] = await quickCustomers(t.database.db, 1);
    const favourite = () => call('POST', `/api/solution/${id}/favourite`, shopper!, 'CUSTOMER');
    await publish(provider, id);
    // Not live before approval.
    expect((await favourite()).body.code).toBe('SOLUTION_NOT_FOUND');
    await approve(id);
    expect((await call('POST', `/api/solution/${id}/favourite`, null)).status).toBe(401);
    const added = await favourite();
    expect(added.status).toBe(201);
    expect(added.body.code).toBe('AddFavouriteSolutionSuccess');
    expect((await favourite()).body.code).toBe('FAVOURITE_EXISTING');
    const mine = await call('GET', '/api/solution/favourite', shopper!, 'CUSTOMER');
    expect(mine.body.data.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(
      (await call('GET', `/api/provider/solutions/${id}`, provider)).body.data.favourites,
    ).toBe(1);
    await call('DELETE', `/api/solution/${id}/favourite`, shopper!, 'CUSTOMER');
    expect(
      (await call('GET', `/api/provider/solutions/${id}`, provider)).body.data.favourites,
    ).toBe(0);
    expect(
      (await call('DELETE', `/api/solution/${id}/favourite`, shopper!, 'CUSTOMER')).status,
    ).toBe(404);
  });

  it('frees the slot of a rejected first publish', async () => {
    const provider = await approvedProvider(t.database.db);
    await grant(provider.id, plan1.id);
    const [a, b] = [await draft(provider), await draft(provider)];
    await publish(provider, a);
    expect((await publish(provider, b)).body.code).toBe('PUBLISH_LIMIT_EXCEEDED');
    const noReason = await call('PUT', `/api/portal/solutions/${a}/review`, admin, 'OPERATOR', {
      decision: 'rejected',
    });
    expect(noReason.status).toBe(400);
    await call('PUT', `/api/portal/solutions/${a}/review`, admin, 'OPERATOR', {
      decision: 'rejected',
      reason: 'Thiếu mô tả',
    });
    expect((await publish(provider, b)).status).toBe(200);
  });

  it('keeps what is published on a downgrade and blocks new ones', async () => {
    const provider = await approvedProvider(t.database.db);
    await grant(provider.id, plan2.id);
    const [a, b, c] = [await draft(provider), await draft(provider), await draft(provider)];
    await publish(provider, a);
    await publish(provider, b);
    const downgraded = await grant(provider.id, plan1.id);
    expect(downgraded.body.data).toMatchObject({ maxPublished: 1, publishedCount: 2 });
    expect((await publish(provider, c)).body.code).toBe('PUBLISH_LIMIT_EXCEEDED');
    const mine = await call('GET', '/api/provider/solutions', provider);
    expect(mine.body.data.filter((s: { published: boolean }) => s.published)).toHaveLength(2);
    // Two off, one back: still within the new limit only once.
    await call('POST', `/api/provider/solutions/${a}/unpublish`, provider);
    expect((await publish(provider, c)).body.code).toBe('PUBLISH_LIMIT_EXCEEDED');
    await call('POST', `/api/provider/solutions/${b}/unpublish`, provider);
    expect((await publish(provider, c)).status).toBe(200);
  });

  it('takes solutions off at the end of the membership, and renewal brings them back without review', async () => {
    const provider = await approvedProvider(t.database.db, 'Kho Vận Minh Phát');
    const start = clock.now();
    await grant(provider.id, plan2.id);
    const id = await draft(provider, { titleVi: 'Rô-bốt kho Minh Phát' });
    await publish(provider, id);
    await approve(id);
    const other = await draft(provider);
    const live = () => request(t.url, `/api/solution/${id}/public`).then((r) => r.status);
    expect(await live()).toBe(200);
    try {
      // A week before the end, the sweep reminds once.
      clock.set(new Date(start.getTime() + 24 * DAY));
      await t.app.jobQueue.jobs(t.database.db).enqueue('providers.sweep', {});
      await t.app.jobQueue.settled('providers.sweep');
      await t.settled();
      expect((await lastMail(t.url, provider.email))?.subject).toMatch(/ends soon|sắp hết hạn/);
      // Past the end: gone at once, before any job ran, and publishing is refused.
      clock.set(new Date(start.getTime() + 30 * DAY + 1000));
      expect(await live()).toBe(404);
      expect((await request(t.url, '/api/solution/public?name=minh+phat')).body.meta.total).toBe(0);
      const refused = await publish(provider, other);
      expect(refused.body.code).toBe('MEMBERSHIP_EXPIRED');
      await t.app.jobQueue.jobs(t.database.db).enqueue('providers.sweep', {});
      await t.app.jobQueue.settled('providers.sweep');
      await t.settled();
      const [row] = await t.database.db
        .select()
        .from(schema.providerMemberships)
        .where(eq(schema.providerMemberships.providerId, provider.id));
      expect(row?.status).toBe('expired');
      expect((await lastMail(t.url, provider.email))?.subject).toMatch(/ended|đã hết hạn/);
      // Renewed: back at once, still approved, its slot still held.
      const renewed = await grant(provider.id, plan2.id);
      expect(renewed.body.data).toMatchObject({ active: true, publishedCount: 1 });
      expect(await live()).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });
});
