import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

// The shop's settings change what every page says: this file's database is its own.
let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ pristine: true });
  admin = (await quickCustomers(t.database.db, 1, 'ADMIN'))[0]!.headers;
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
});
afterAll(() => t.close());

const PATH = '/api/portal/shop-settings';

/** Asks `read` until `done` holds (the settings' change notice reaches the kept copies). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !done(value); i++) {
    await delay(50);
    value = await read();
  }
  return value;
}

describe('shop settings', () => {
  it('are the admin’s: 401 without a session, 403 for an operator', async () => {
    expect((await request(t.url, PATH)).status).toBe(401);
    const refused = await request(t.url, PATH, { headers: operator });
    expect(refused.status).toBe(403);
    const put = await request(t.url, PATH, { method: 'PUT', headers: operator, json: {} });
    expect(put.status).toBe(403);
  });

  it('refuses a registration number that is not one, naming the field, and keeps the old', async () => {
    const before = (await request(t.url, PATH, { headers: admin })).body.data;
    const res = await request(t.url, PATH, {
      method: 'PUT',
      headers: { ...admin, cookie: 'language=en' },
      json: { ...before, business: { ...before.business, number: '12AB' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.body)).toContain('business.number');
    expect((await request(t.url, PATH, { headers: admin })).body.data).toEqual(before);
  });

  it('change the footer, the FAQ, the policy pages and the order mails at once', async () => {
    const before = (await request(t.url, PATH, { headers: admin })).body.data;
    expect(before.business.number).toMatch(/^\d{10}$/);
    const changed = {
      ...before,
      business: {
        number: '0311112222',
        issuedBy: { vi: 'Sở Tài chính TP. Hồ Chí Minh', en: 'HCMC Department of Finance' },
        issuedOn: '2025-07-01',
        moitUrl: 'https://online.gov.vn/Home/WebDetails/998877',
      },
      deliveryTimes: {
        ...before.deliveryTimes,
        LOCAL: { ...before.deliveryTimes.LOCAL, STANDARD: { min: 2, max: 4 } },
      },
      warrantyMonths: 18,
    };
    const saved = await request(t.url, PATH, { method: 'PUT', headers: admin, json: changed });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(changed);

    const setting = await eventually(
      async () =>
        (await request(t.url, '/api/system/client-setting', { headers: { cookie: 'language=en' } }))
          .body.data,
      (s) => s.warrantyMonths === 18,
    );
    expect(setting.business).toEqual({
      registration:
        'Business registration no. 0311112222, issued by HCMC Department of Finance on 01/07/2025',
      moitUrl: 'https://online.gov.vn/Home/WebDetails/998877',
    });
    expect(setting.deliveryTimes.LOCAL.STANDARD).toEqual({ min: 2, max: 4 });

    const faqs = (await request(t.url, '/api/faq')).body.data as { answer: string }[];
    const answers = faqs.map((f) => f.answer).join('\n');
    expect(answers).toContain('2–4 ngày làm việc tại TP. Hồ Chí Minh');
    expect(answers).toContain('ít nhất 18 tháng');
    expect(answers).not.toMatch(/\{\{/);
    const warranty = await request(t.url, '/api/policy/warranty', {
      headers: { cookie: 'language=en' },
    });
    expect(warranty.body.data.body).toContain('at least a 18-month warranty');

    const [buyer] = await quickCustomers(t.database.db, 1);
    const product = await testVariant(t.database.db, { price: 300_000, stock: 5 });
    const order = await placeOrder(t.url, buyer!.headers, [{ infoId: product.id, quantity: 1 }], {
      email: buyer!.email,
    });
    const mails = await eventually(
      async () =>
        (await request(t.url, `/api/dev/mailbox?to=${encodeURIComponent(buyer!.email)}`)).body
          .data as { text: string; html: string }[],
      (found) => found.length > 0,
    );
    expect(mails[0]!.text).toContain(order.number);
    expect(mails[0]!.text).toContain(
      'Giấy chứng nhận đăng ký doanh nghiệp số 0311112222 do Sở Tài chính TP. Hồ Chí Minh cấp ngày 01/07/2025',
    );
    expect(mails[0]!.html).toContain('0311112222');
  });
});
