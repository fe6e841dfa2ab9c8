import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildVcard, foldLine } from './vcard.ts';

const card = {
  uid: '6f1c1f0e-8d1a-4a53-9a3c-2f3d2c1b0a99',
  firstName: 'Minh Anh',
  lastName: 'Nguyễn',
  fullName: 'Nguyễn Minh Anh',
  title: 'Trưởng phòng kinh doanh',
  company: 'Công ty TNHH Lotus, chi nhánh Hà Nội',
  businessName: 'Lotus Robotics',
  phone: '0912345678',
  email: 'minhanh@example.vn',
  address: '12 Phan Đình Phùng; Ba Đình, Hà Nội',
  note: 'Gặp ở showroom Hà Nội\nthứ Bảy',
  source: 'https://lotus.example/c/nguyen-minh-anh',
  links: [
    { network: 'website' as const, url: 'https://lotus.example' },
    { network: 'telegram' as const, url: 'https://t.me/lotus_shop' },
  ],
  photo: { base64: 'A'.repeat(300) },
  updatedAt: new Date('2026-11-29T08:00:00.000Z'),
};

/** Parses with ical.js (an independent vCard parser from npm) and reads the properties back. */
function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const value = (name: string) => component.getFirstPropertyValue(name);
  return { component, value };
}

describe('vCard', () => {
  it('round-trips a 3.0 card through ical.js with its name, phone, links and photo', () => {
    const text = buildVcard(card);
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    const { component, value } = parse(text);
    expect(value('version')).toBe('3.0');
    expect(value('fn')).toBe('Nguyễn Minh Anh');
    expect(value('n')).toEqual(['Nguyễn', 'Minh Anh', '', '', '']);
    expect(value('org')).toEqual(['Công ty TNHH Lotus, chi nhánh Hà Nội', 'Lotus Robotics']);
    expect(value('title')).toBe('Trưởng phòng kinh doanh');
    expect(value('tel')).toBe('+84912345678');
    expect(value('email')).toBe('minhanh@example.vn');
    expect(value('note')).toBe('Gặp ở showroom Hà Nội\nthứ Bảy');
    const urls = component.getAllProperties('url').map((p) => p.getFirstValue());
    expect(urls).toEqual(['https://lotus.example', 'https://t.me/lotus_shop']);
    expect(value('x-socialprofile')).toBe('https://t.me/lotus_shop');
    const photo = component.getFirstProperty('photo');
    expect(photo?.getParameter('encoding')).toBe('b');
    expect(String(photo?.getFirstValue()).replace(/\s/g, '')).toBe('A'.repeat(300));
  });

  it('round-trips a 4.0 card with a tel: URI and a data: photo', () => {
    const { value } = parse(buildVcard(card, '4.0'));
    expect(value('version')).toBe('4.0');
    expect(value('kind')).toBe('individual');
    expect(value('tel')).toBe('tel:+84912345678');
    expect(value('photo')).toBe(`data:image/jpeg;base64,${'A'.repeat(300)}`);
    expect(value('uid')).toBe(`urn:uuid:${card.uid}`);
    expect(value('adr')).toEqual(['', '', '12 Phan Đình Phùng; Ba Đình, Hà Nội', '', '', '', '']);
  });

  it('folds long lines at 75 octets without cutting a Vietnamese letter in two', () => {
    const line = `NOTE:${'Đặt hàng '.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
