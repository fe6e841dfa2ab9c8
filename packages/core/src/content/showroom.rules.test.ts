import { describe, expect, it } from 'vitest';
import { isMapUrl } from './showroom.rules.ts';
import { showroomInputSchema } from './showroom.schema.ts';

describe('isMapUrl', () => {
  it.each([
    'https://maps.google.com/?q=Hanoi',
    'https://www.google.com/maps/place/Hoan+Kiem',
    'https://maps.app.goo.gl/abc123',
    'https://www.openstreetmap.org/#map=17/21.02/105.85',
    'https://maps.apple.com/?q=Saigon',
  ])('accepts %s', (url) => expect(isMapUrl(url)).toBe(true));

  it.each([
    'http://maps.google.com/?q=Hanoi',
    'https://www.google.com/search?q=x',
    'https://maps.google.com.evil.example/',
    'https://user:pw@maps.google.com/',
    'https://maps.google.com:8443/',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => expect(isMapUrl(url)).toBe(false));
});

describe('showroomInputSchema', () => {
  const valid = {
    kind: 'STORE',
    nameVi: 'Cửa hàng Hà Nội',
    nameEn: 'Hanoi store',
    addressVi: '12 Tràng Tiền',
    addressEn: '12 Trang Tien',
    openingHoursVi: '8:00–21:00',
    openingHoursEn: '8am–9pm',
    phone: '024 3936 8888',
  };

  it('takes blank email and map link as none, visible, first by default', () => {
    expect(showroomInputSchema.parse({ ...valid, email: ' ', mapUrl: '' })).toMatchObject({
      email: null,
      mapUrl: null,
      position: 0,
      isPublished: true,
    });
  });

  it.each(['0912345678', '+84 24 3936 8888', '1900 6868', '1800.1234'])(
    'accepts phone %s',
    (phone) => expect(showroomInputSchema.safeParse({ ...valid, phone }).success).toBe(true),
  );

  it.each(['12345', 'call us', '0912 345 678 ext', '+1 555 0100'])('refuses phone %s', (phone) =>
    expect(showroomInputSchema.safeParse({ ...valid, phone }).error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: 'InvalidShopPhone',
    }),
  );

  it('names the field of a bad kind, email and map link', () => {
    const result = showroomInputSchema.safeParse({
      ...valid,
      kind: 'WAREHOUSE',
      email: 'not-mail',
      mapUrl: 'http://maps.google.com/?q=x',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['kind', expect.any(String)],
      ['email', 'InvalidEmail'],
      ['mapUrl', 'InvalidMapUrl'],
    ]);
  });
});
