import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { combineCrc, gzipWithNonce, preparePage, zerosOperator } from './nonce-gzip.ts';

describe('a kept page compressed once, with a nonce per response', () => {
  it('unzips to the page with every placeholder replaced by the nonce', () => {
    const page = `<html><script nonce="~n~">a()</script>${'<p>Áo thun đẹp</p>'.repeat(500)}<script nonce="~n~"></script></html>`;
    const prepared = preparePage(page, '~n~');
    for (const nonce of ['abc+/=', 'Zm9vYmFyYmF6cXV4MTIzNA==']) {
      const sent = gzipWithNonce(prepared, nonce);
      expect(gunzipSync(sent).toString('utf8')).toBe(page.replaceAll('~n~', nonce));
    }
  });

  it('handles a page without a placeholder, and one that is only placeholders', () => {
    expect(gunzipSync(gzipWithNonce(preparePage('plain', '~n~'), 'x')).toString()).toBe('plain');
    expect(gunzipSync(gzipWithNonce(preparePage('~n~~n~', '~n~'), 'ab')).toString()).toBe('abab');
  });
});

describe('CRC-32 put together from its parts', () => {
  it('equals the CRC of the whole, for parts of any length', () => {
    const text = Buffer.from('Áo thun cotton — Lotus '.repeat(4000), 'utf8');
    for (const cut of [0, 1, 7, 8, 255, 4096, 65_537, text.length]) {
      const a = text.subarray(0, cut);
      const b = text.subarray(cut);
      expect(combineCrc(crc32(a), crc32(b), zerosOperator(b.length))).toBe(crc32(text));
    }
  });
});
