import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await quickCustomers(t.database.db, 1, 'ADMIN'))[0]!.headers;
});
afterAll(() => t.close());

const store = (overrides: Record<string, unknown> = {}) => ({
  kind: 'STORE',
  nameVi: 'Cửa hàng Đà Nẵng',
  nameEn: 'Da Nang store',
  addressVi: '25 Bạch Đằng, Hải Châu, Đà Nẵng',
  addressEn: '25 Bach Dang, Hai Chau, Da Nang',
  openingHoursVi: 'Thứ Hai – Chủ Nhật, 8:30 – 21:30',
  openingHoursEn: 'Monday – Sunday, 8:30am – 9:30pm',
  phone: '0236 3888 999',
  email: 'danang@lotus.vn',
  mapUrl: 'https://maps.google.com/?q=25+Bach+Dang+Da+Nang',
  position: 50,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await request(t.url, '/api/portal/showrooms', {
    method: 'POST',
    headers: admin,
    json: store(overrides),
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

const svcenter = async (lang: 'vi' | 'en') =>
  request(t.url, '/api/system/svcenter', { headers: { 'accept-language': lang } });

describe('GET /api/system/svcenter', () => {
  it('lists the demo store and service centre, in order, in the asked language', async () => {
    const res = await svcenter('vi');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache-tags')).toBe('content');
    const kinds = res.body.data.map((s: { kind: string }) => s.kind);
    expect(kinds).toContain('STORE');
    expect(kinds).toContain('SERVICE_CENTRE');
    for (const s of res.body.data) {
      expect(s.mapUrl).toMatch(/^https:\/\/maps\.google\.com\//);
      expect(s).not.toHaveProperty('nameVi');
    }
  });

  it('shows a new one where its position puts it, and a hidden one nowhere', async () => {
    const first = await create({ position: 0, nameEn: 'Zero store' });
    const last = await create({ position: 9999, nameEn: 'Last store', nameVi: 'Cửa hàng cuối' });
    const en = (await svcenter('en')).body.data;
    expect(en.at(-1)).toMatchObject({
      id: last.id,
      name: 'Last store',
      address: '25 Bach Dang, Hai Chau, Da Nang',
      openingHours: 'Monday – Sunday, 8:30am – 9:30pm',
      phone: '0236 3888 999',
      email: 'danang@lotus.vn',
    });
    expect(en.findIndex((s: { id: string }) => s.id === first.id)).toBeLessThan(en.length - 1);
    expect((await svcenter('vi')).body.data.at(-1).name).toBe('Cửa hàng cuối');

    const hide = await request(t.url, `/api/portal/showrooms/${last.id}/visibility`, {
      method: 'POST',
      headers: admin,
      json: { isPublished: false },
    });
    expect(hide.body.data.isPublished).toBe(false);
    const after = (await svcenter('en')).body.data.map((s: { id: string }) => s.id);
    expect(after).not.toContain(last.id);
    // The back office still lists it.
    const portal = await request(t.url, '/api/portal/showrooms', { headers: admin });
    expect(portal.body.data.find((s: { id: string }) => s.id === last.id)).toMatchObject({
      isPublished: false,
      nameVi: 'Cửa hàng cuối',
    });
  });
});

describe('back-office showrooms', () => {
  it('edits every field and deletes; an unknown id is 404', async () => {
    const s = await create();
    const edit = await request(t.url, `/api/portal/showrooms/${s.id}`, {
      method: 'PUT',
      headers: admin,
      json: store({ kind: 'SERVICE_CENTRE', phone: '1900 6868', email: '', mapUrl: '' }),
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      kind: 'SERVICE_CENTRE',
      phone: '1900 6868',
      email: null,
      mapUrl: null,
    });
    const del = await request(t.url, `/api/portal/showrooms/${s.id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(del.status).toBe(200);
    for (const [method, path, json] of [
      ['DELETE', `/api/portal/showrooms/${s.id}`, undefined],
      ['PUT', `/api/portal/showrooms/${s.id}`, store()],
      ['POST', `/api/portal/showrooms/${s.id}/visibility`, { isPublished: true }],
    ] as const) {
      const res = await request(t.url, path, {
        method,
        headers: { ...admin, 'accept-language': 'en' },
        json,
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'SHOWROOM_NOT_FOUND',
        message: 'Showroom not found.',
      });
    }
  });

  it('refuses a plain-http or foreign map link, a bad phone and a bad kind, naming each field', async () => {
    const before = (await request(t.url, '/api/portal/showrooms', { headers: admin })).body.data
      .length;
    const res = await request(t.url, '/api/portal/showrooms', {
      method: 'POST',
      headers: { ...admin, 'accept-language': 'en' },
      json: store({ kind: 'WAREHOUSE', phone: 'call us', mapUrl: 'https://evil.example/maps' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.kind',
      'body.mapUrl',
      'body.phone',
    ]);
    const after = (await request(t.url, '/api/portal/showrooms', { headers: admin })).body.data
      .length;
    expect(after).toBe(before);
  });

  it('needs a session (401) and the content permission (403)', async () => {
    const [customer] = await quickCustomers(t.database.db, 1, 'CUSTOMER');
    expect((await request(t.url, '/api/portal/showrooms')).status).toBe(401);
    expect(
      (await request(t.url, '/api/portal/showrooms', { headers: customer!.headers })).status,
    ).toBe(403);
    const post = await request(t.url, '/api/portal/showrooms', {
      method: 'POST',
      headers: customer!.headers,
      json: store(),
    });
    expect(post.status).toBe(403);
  });
});
