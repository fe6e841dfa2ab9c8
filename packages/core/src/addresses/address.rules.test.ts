import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey } from './address.rules.ts';
import { shippingZone } from '../shipping/shipping.rules.ts';

describe('searchKey', () => {
  it.each([
    ['Thành phố Hà Nội', 'thanh pho ha noi'],
    ['Phường Thủ Đức', 'phuong thu duc'],
    ['Hoà Bình', 'hoa binh'],
    ['Hòa Bình', 'hoa binh'],
    ['Thuỷ  Nguyên', 'thuy nguyen'],
    ['Bà Rịa - Vũng Tàu', 'ba ria vung tau'],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('matches typed words without diacritics, each at the start of a word', () => {
    const hanoi = searchKey('Hà Nội Thành phố Hà Nội Hanoi');
    expect(matchesSearch(hanoi, 'ha noi')).toBe(true);
    expect(matchesSearch(hanoi, 'Hà  nội')).toBe(true);
    expect(matchesSearch(hanoi, 'hano')).toBe(true);
    expect(matchesSearch(hanoi, 'noi ha')).toBe(true);
    expect(matchesSearch(hanoi, 'oi')).toBe(false);
    expect(matchesSearch(searchKey('Phường Thủ Đức'), 'thu duc')).toBe(true);
    expect(matchesSearch(searchKey('Phường Thủ Đức'), '')).toBe(true);
  });
});

describe('shippingZone', () => {
  it('measures from Hồ Chí Minh City in both sets of units', () => {
    expect(shippingZone('2025-07', '79')).toBe('LOCAL');
    expect(shippingZone('2025-07', '75')).toBe('REGIONAL');
    expect(shippingZone('2025-07', '01')).toBe('NATIONAL');
    expect(shippingZone('2025-03', '74')).toBe('REGIONAL');
    // Code 52 was Bình Định (central) and is Gia Lai now: national either way.
    expect(shippingZone('2025-03', '52')).toBe('NATIONAL');
  });
});
