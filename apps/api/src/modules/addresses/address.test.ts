import { matchesSearch } from '@lotus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressInput, quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Unit = { id: string; name: string; fullName: string; search: string; parentId: string | null };
const units = async (path: string) => {
  const res = await request(t.url, path);
  expect(res.status, path).toBe(200);
  return res.body.data as Unit[];
};

describe('administrative units', () => {
  it('serves the 34 provinces of the two-level set by default, under both spellings', async () => {
    const provinces = await units('/api/address/provinces');
    expect(provinces).toHaveLength(34);
    expect(await units('/api/address/provices')).toEqual(provinces);
    expect(provinces.find((p) => p.id === '01')).toMatchObject({
      name: 'Hà Nội',
      fullName: 'Thành phố Hà Nội',
      set: '2025-07',
    });
  });

  it('finds places typed without diacritics through the search forms it sends', async () => {
    const provinces = await units('/api/address/provinces');
    expect(provinces.filter((p) => matchesSearch(p.search, 'ha noi')).map((p) => p.name)).toEqual([
      'Hà Nội',
    ]);
    const wards = await units('/api/address/wards/79');
    expect(wards.filter((w) => matchesSearch(w.search, 'thu duc')).map((w) => w.fullName)).toEqual([
      'Phường Thủ Đức',
    ]);
  });

  it('has no districts in the two-level set: wards hang off the province', async () => {
    expect(await units('/api/address/districts/01')).toEqual([]);
    const wards = await units('/api/address/wards/01');
    expect(wards.length).toBeGreaterThan(100);
    expect(wards.every((w) => w.parentId === '01')).toBe(true);
  });

  it('keeps the three-level set available: 63 provinces, districts, their wards', async () => {
    expect(await units('/api/address/provinces?set=2025-03')).toHaveLength(63);
    const districts = await units('/api/address/districts/01?set=2025-03');
    expect(districts).toHaveLength(30);
    const wards = await units('/api/address/wards/001?set=2025-03');
    expect(wards.map((w) => w.fullName)).toContain('Phường Trúc Bạch');
  });

  it('offers the new ward(s) of an old one: one full match, or partial ones to choose from', async () => {
    const one = await request(t.url, '/api/address/upgrade/00001');
    expect(one.body.data).toMatchObject({
      province: { id: '01' },
      candidates: [{ ward: { id: '00097' }, match: 'full' }],
    });
    const two = await request(t.url, '/api/address/upgrade/00007');
    expect(two.body.data.candidates.map((c: { match: string }) => c.match)).toEqual([
      'partial',
      'partial',
    ]);
    expect((await request(t.url, '/api/address/upgrade/99999')).status).toBe(404);
  });

  it('refuses a malformed id with 400 and lets caches keep the lists', async () => {
    expect((await request(t.url, '/api/address/wards/abc')).status).toBe(400);
    expect((await request(t.url, '/api/address/provinces?set=1999')).status).toBe(400);
    const res = await request(t.url, '/api/address/provinces?set=2025-07');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
  });
});

const entry = addressInput;

describe('address book', () => {
  it('needs a session', async () => {
    expect((await request(t.url, '/api/user-address/search')).status).toBe(401);
    const res = await request(t.url, '/api/user-address', { method: 'POST', json: entry() });
    expect(res.status).toBe(401);
  });

  it('keeps one default: the first address, then the one marked', async () => {
    const [me] = await quickCustomers(t.database.db, 1);
    const { headers } = me!;
    const first = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers,
      json: entry(),
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      isDefault: true,
      set: '2025-07',
      province: { id: '01', name: 'Thành phố Hà Nội', nameEn: 'Hanoi City' },
      district: null,
      ward: { id: '00004', name: 'Phường Ba Đình' },
      fullAddress: '12 Phan Đình Phùng, Phường Ba Đình, Thành phố Hà Nội',
      upgrade: null,
    });
    const second = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers,
      json: entry({ provinceId: '79', wardId: '26740', address: '1 Nguyễn Huệ', isDefault: true }),
    });
    expect(second.body.data.isDefault).toBe(true);
    const list = await request(t.url, '/api/user-address/search', { headers });
    expect(list.body.meta.total).toBe(2);
    expect(list.body.data.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
    expect(list.body.data[0].id).toBe(second.body.data.id);

    const found = await request(t.url, '/api/user-address/search?search=nguyen hue', { headers });
    expect(found.body.data.map((a: { id: string }) => a.id)).toEqual([second.body.data.id]);

    await request(t.url, `/api/user-address/${second.body.data.id}`, { method: 'DELETE', headers });
    const after = await request(t.url, '/api/user-address/search', { headers });
    expect(after.body.data).toEqual([
      expect.objectContaining({ id: first.body.data.id, isDefault: true }),
    ]);
  });

  it('answers in English with English names', async () => {
    const [me] = await quickCustomers(t.database.db, 1);
    const res = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers: { ...me!.headers, cookie: 'language=en' },
      json: entry(),
    });
    expect(res.body.data.fullAddress).toBe('12 Phan Đình Phùng, Ba Dinh Ward, Hanoi City');
  });

  it.each([
    [{ wardId: '26740' }, 'body.wardId', 'InvalidAddressUnit'],
    [{ provinceId: '99' }, 'body.provinceId', 'InvalidAddressUnit'],
    [{ districtId: '001' }, 'body.districtId', 'InvalidAddressUnit'],
    [{ firstName: '' }, 'body.firstName', 'FieldIsNotEmpty'],
    [{ lastName: 'Lê 2' }, 'body.lastName', 'LastNameNotAllowNumber'],
    [{ phone: '12345' }, 'body.phone', 'InvalidPhone'],
    [{ address: '   ' }, 'body.address', 'FieldIsNotEmpty'],
    [{ wardId: 'x' }, 'body.wardId', 'InvalidAddressUnit'],
    [{ national: '' }, 'body.national', 'FieldIsNotEmpty'],
  ])('refuses %j naming the field, and saves nothing', async (extra, field, reason) => {
    const [me] = await quickCustomers(t.database.db, 1);
    const res = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers: me!.headers,
      json: entry(extra),
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual(expect.objectContaining({ field, reason }));
    const list = await request(t.url, '/api/user-address/search', { headers: me!.headers });
    expect(list.body.meta.total).toBe(0);
  });

  it('keeps an address of the three-level set with its district, and offers its new ward', async () => {
    const [me] = await quickCustomers(t.database.db, 1);
    const res = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers: me!.headers,
      json: entry({ set: '2025-03', provinceId: '01', districtId: '001', wardId: '00001' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      set: '2025-03',
      district: { id: '001', name: 'Quận Ba Đình' },
      ward: { id: '00001', name: 'Phường Phúc Xá' },
      upgrade: { province: { id: '01' }, candidates: [{ ward: { id: '00097' }, match: 'full' }] },
    });
    // Without the district, the three-level set can't place the ward.
    const bad = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers: me!.headers,
      json: entry({ set: '2025-03', provinceId: '01', wardId: '00001' }),
    });
    expect(bad.body.details).toContainEqual(expect.objectContaining({ field: 'body.districtId' }));
  });

  it("never shows or changes another shopper's address (404)", async () => {
    const [owner, other] = await quickCustomers(t.database.db, 2);
    const created = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers: owner!.headers,
      json: entry(),
    });
    const id = created.body.data.id as string;
    const path = `/api/user-address/${id}`;
    expect((await request(t.url, path, { headers: other!.headers })).status).toBe(404);
    const put = await request(t.url, path, {
      method: 'PUT',
      headers: other!.headers,
      json: entry({ address: 'hijacked' }),
    });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe('ADDRESS_NOT_FOUND');
    const del = await request(t.url, path, { method: 'DELETE', headers: other!.headers });
    expect(del.status).toBe(404);
    const mine = await request(t.url, path, { headers: owner!.headers });
    expect(mine.body.data.address).toBe('12 Phan Đình Phùng');
  });

  it('updates an address and moves the default mark', async () => {
    const [me] = await quickCustomers(t.database.db, 1);
    const { headers } = me!;
    const a = await request(t.url, '/api/user-address', { method: 'POST', headers, json: entry() });
    const b = await request(t.url, '/api/user-address', {
      method: 'POST',
      headers,
      json: entry({ address: '2 Hàng Bài' }),
    });
    expect(b.body.data.isDefault).toBe(false);
    const moved = await request(t.url, `/api/user-address/${b.body.data.id}`, {
      method: 'PUT',
      headers,
      json: entry({ address: '2 Hàng Bài, tầng 3', isDefault: true }),
    });
    expect(moved.body.data).toMatchObject({ address: '2 Hàng Bài, tầng 3', isDefault: true });
    const first = await request(t.url, `/api/user-address/${a.body.data.id}`, { headers });
    expect(first.body.data.isDefault).toBe(false);
  });
});
