import { describe, expect, it } from 'vitest';
import { excerptOf, rankPassages } from './assistant.retrieval.ts';

describe('excerptOf', () => {
  it('keeps the words of rich text and cuts at a word', () => {
    expect(excerptOf('<p>Đổi trả trong <strong>7 ngày</strong>.</p><p>Miễn phí.</p>')).toBe(
      'Đổi trả trong 7 ngày. Miễn phí.',
    );
    expect(excerptOf('one two three four five six', 12)).toBe('one two…');
  });
});

describe('rankPassages', () => {
  const faqs = [
    { q: 'Bao lâu thì nhận được hàng?', a: 'Giao hàng 2-5 ngày.' },
    { q: 'Tôi có thể đổi size không?', a: 'Được đổi size trong 7 ngày.' },
    { q: 'Shop có bán robot hút bụi không?', a: 'Có.' },
  ];
  const text = (f: (typeof faqs)[number]) => `${f.q} ${f.a}`;

  it('finds the passage sharing the telling words, with or without diacritics', () => {
    expect(rankPassages('doi size duoc khong', faqs, text)[0]?.passage).toBe(faqs[1]);
    expect(rankPassages('bao lâu nhận hàng', faqs, text)[0]?.passage).toBe(faqs[0]);
  });

  it('leaves out what shares nothing', () => {
    expect(rankPassages('thời tiết hôm nay', faqs, text)).toEqual([]);
  });
});
