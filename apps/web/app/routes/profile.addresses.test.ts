// @vitest-environment node
import { addressContract, type Address } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, type FakeRoute } from '../test/fake-api';
import { action } from './profile.addresses';

const ID = '00000000-0000-4000-8000-0000000000ad';
const OLD: Address = {
  id: ID,
  firstName: 'Lan',
  lastName: 'Trần',
  fullName: 'Trần Lan',
  phone: '0912345678',
  address: '5 Hàng Bài',
  province: { id: '01', name: 'Hà Nội', nameEn: 'Hanoi' },
  district: { id: '001', name: 'Ba Đình', nameEn: 'Ba Dinh' },
  ward: { id: '00001', name: 'Phúc Xá', nameEn: 'Phuc Xa' },
  national: 'Việt Nam',
  set: '2025-03',
  isDefault: false,
  fullAddress: '5 Hàng Bài, Phúc Xá, Ba Đình, Hà Nội',
  upgrade: {
    province: { id: '01', name: 'Hà Nội', nameEn: 'Hanoi' },
    candidates: [{ ward: { id: '00097', name: 'Hồng Hà', nameEn: 'Hong Ha' }, match: 'full' }],
  },
  createdAt: '2026-11-23T03:00:00.000Z',
};

async function run(fields: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const request = new Request('http://x/profile/addresses', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const result = (await action({
    request,
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  } as never)) as {
    data: unknown;
    init: ResponseInit | null;
  };
  return { result, api };
}

const FORM = {
  intent: 'create',
  lastName: 'Nguyễn',
  firstName: 'Minh Anh',
  phone: '0912345678',
  address: '12 Lý Thường Kiệt',
  provinceId: '01',
  districtId: '',
  wardId: '00004',
  national: 'Việt Nam',
  set: '2025-07',
};

describe('address book', () => {
  it("adds an address checked with core's schema", async () => {
    const { result, api } = await run(
      { ...FORM, isDefault: 'on' },
      on(addressContract.create, ok({ ...OLD, set: '2025-07', upgrade: null })),
    );
    expect(result.data).toMatchObject({ ok: true, intent: 'create' });
    expect(api.requests[0]!.body).toEqual({
      firstName: 'Minh Anh',
      lastName: 'Nguyễn',
      phone: '0912345678',
      address: '12 Lý Thường Kiệt',
      provinceId: '01',
      districtId: null,
      wardId: '00004',
      national: 'Việt Nam',
      set: '2025-07',
      isDefault: true,
    });
  });

  it('refuses a name with digits, no ward and a bad phone beside their fields', async () => {
    const { result, api } = await run({ ...FORM, firstName: 'Anh 2', wardId: '', phone: '123' });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      fieldErrors: {
        firstName: 'validation:FirstNameNotAllowNumber',
        wardId: 'validation:FieldIsNotEmpty',
        phone: 'validation:InvalidPhone',
      },
    });
    expect(api.requests).toEqual([]);
  });

  it('makes an address the default, keeping the rest of it', async () => {
    const { api } = await run(
      { intent: 'default', id: ID },
      on(addressContract.get, ok(OLD)),
      on(addressContract.update, ok({ ...OLD, isDefault: true })),
    );
    expect(api.requests[1]).toMatchObject({ method: 'PUT', path: `/api/user-address/${ID}` });
    expect(api.requests[1]!.body).toMatchObject({
      isDefault: true,
      set: '2025-03',
      wardId: '00001',
      districtId: '001',
    });
  });

  it('moves an old-set address to the new ward the shopper confirmed', async () => {
    const { result, api } = await run(
      { intent: 'upgrade', id: ID, provinceId: '01', wardId: '00097' },
      on(addressContract.get, ok(OLD)),
      on(addressContract.update, ok({ ...OLD, set: '2025-07', upgrade: null })),
    );
    expect(result.data).toMatchObject({ ok: true, intent: 'upgrade' });
    expect(api.requests[1]!.body).toMatchObject({
      set: '2025-07',
      provinceId: '01',
      districtId: null,
      wardId: '00097',
      address: '5 Hàng Bài',
    });
  });
});
