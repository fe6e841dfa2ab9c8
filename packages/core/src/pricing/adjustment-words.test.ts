import { describe, expect, it } from 'vitest';
import { adjustmentName, adjustmentText } from './adjustment-words.ts';

describe('adjustment words', () => {
  it('reads a name kept in both languages in the one asked, and an older one as kept', () => {
    const name = { vi: 'Flash sale cuối tuần', en: 'Weekend flash sale' };
    expect(adjustmentName(name, 'en')).toBe('Weekend flash sale');
    expect(adjustmentName(name, 'vi')).toBe('Flash sale cuối tuần');
    expect(adjustmentName({ vi: 'Chỉ tiếng Việt', en: '' }, 'en')).toBe('Chỉ tiếng Việt');
    expect(adjustmentName('Đơn từ 5 triệu giảm 5%', 'en')).toBe('Đơn từ 5 triệu giảm 5%');
    expect(adjustmentName(undefined, 'en')).toBeUndefined();
  });

  it.each([
    ['-45.000 ₫', 45_000, 'en', '-₫45,000'],
    ['-₫45,000', 45_000, 'vi', '-45.000 ₫'],
    ['-1.090.000 ₫', 1_090_000, 'vi', '-1.090.000 ₫'],
    ['-10%', 90_000, 'en', '-10%'],
    ['-22%', 260_000, 'vi', '-22%'],
  ] as const)('"%s" (%d đồng) reads in %s as "%s"', (discountText, amount, lang, expected) => {
    expect(adjustmentText({ discountText, amount }, lang)).toBe(expected);
  });
});
