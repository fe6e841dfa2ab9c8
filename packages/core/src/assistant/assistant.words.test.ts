import { describe, expect, it } from 'vitest';
import { extractSlots, foldText, parseAmount, parsePriceBounds } from './assistant.words.ts';

describe('foldText', () => {
  it('drops diacritics, case and punctuation', () => {
    expect(foldText('Áo thun ĐỎ, size M?')).toBe('ao thun do size m');
    expect(foldText('Giá 200.000đ')).toBe('gia 200.000d');
  });
});

describe('prices', () => {
  it('reads the units shoppers type', () => {
    expect(parseAmount('200', 'k')).toBe(200_000);
    expect(parseAmount('2', 'trieu')).toBe(2_000_000);
    expect(parseAmount('1,5', 'tr')).toBe(1_500_000);
    expect(parseAmount('200.000', 'd')).toBe(200_000);
    expect(parseAmount('200,000', undefined)).toBe(200_000);
    expect(parseAmount('40', undefined)).toBeNull();
  });

  it('reads bounds and ranges', () => {
    expect(parsePriceBounds(foldText('dưới 200k'))).toMatchObject({
      maxPrice: 200_000,
      minPrice: null,
    });
    expect(parsePriceBounds(foldText('trên 2 triệu'))).toMatchObject({ minPrice: 2_000_000 });
    expect(parsePriceBounds(foldText('under 200.000đ'))).toMatchObject({ maxPrice: 200_000 });
    expect(parsePriceBounds(foldText('từ 100k đến 300k'))).toMatchObject({
      minPrice: 100_000,
      maxPrice: 300_000,
    });
    expect(parsePriceBounds(foldText('between 1tr and 2tr'))).toMatchObject({
      minPrice: 1_000_000,
      maxPrice: 2_000_000,
    });
    expect(parsePriceBounds(foldText('khoảng 500k'))).toMatchObject({
      minPrice: 400_000,
      maxPrice: 600_000,
    });
  });
});

describe('extractSlots', () => {
  it('reads colour, size and price with or without diacritics, and in English', () => {
    for (const text of ['áo thun đỏ size M dưới 200k', 'ao thun do size M duoi 200k']) {
      expect(extractSlots(text)).toMatchObject({
        colours: ['red'],
        size: 'M',
        maxPrice: 200_000,
        words: ['ao', 'thun'],
      });
    }
    expect(extractSlots('red t-shirt size M under 200k')).toMatchObject({
      colours: ['red'],
      size: 'M',
      maxPrice: 200_000,
      words: ['t-shirt'],
    });
  });

  it('tells a colour from a common word', () => {
    expect(extractSlots('cái đó giá bao nhiêu').colours).toEqual([]);
    expect(extractSlots('cai do thi sao').colours).toEqual([]);
    expect(extractSlots('tìm áo thun').colours).toEqual([]);
    expect(extractSlots('tim ao thun').colours).toEqual([]);
    expect(extractSlots('áo màu tím').colours).toEqual(['purple']);
    expect(extractSlots('cái màu xanh thì sao?')).toMatchObject({
      colours: ['green', 'blue', 'navy'],
      words: [],
    });
  });

  it('reads stock and order numbers, leaving the product words', () => {
    expect(extractSlots('robot hut bui con hang')).toMatchObject({
      inStock: true,
      words: ['robot', 'hut', 'bui'],
    });
    expect(extractSlots('đơn LT00000123 tới đâu rồi').orderNumber).toBe('LT00000123');
    expect(extractSlots('giày size 40').size).toBe('40');
  });
});
