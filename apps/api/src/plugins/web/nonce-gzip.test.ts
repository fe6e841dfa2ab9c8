import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { combineCrc, gzipWithNonce, preparePage, zerosOperator } from './nonce-gzip.ts';

describe('a kept page compressed once, with a nonce per response', () => {
  const script = (n: string) => `<script nonce="${n}">window.go(${'"Áo thun"'.repeat(3)})</script>`;
  const page = `<html>${script('~n~')}${'<p>Áo thun đẹp</p>'.repeat(500)}${script('~n~')}${script('~n~')}</html>`;

  it('unzips to the page with every placeholder replaced by the nonce', () => {
    const prepared = preparePage(page, '~n~', 24);
    for (const nonce of [
      'Zm9vYmFyYmF6cXV4MTIzNA==',
      'AAAAAAAAAAAAAAAAAAAAAA==',
      '~n~~n~~n~~n~~n~~n~~n~~n~',
    ]) {
      const sent = gzipWithNonce(prepared, nonce);
      expect(gunzipSync(sent).toString('utf8')).toBe(page.replaceAll('~n~', nonce));
    }
  });

  it('refers back across the nonces, so the page is about as small as deflated whole', () => {
    // Text that does not compress by itself, said again after each nonce.
    const text = randomBytes(1500).toString('base64');
    const repeated = `<p>${text}</p><b nonce="~n~"></b><p>${text}</p><b nonce="~n~"></b><p>${text}</p>`;
    const nonce = 'Zm9vYmFyYmF6cXV4MTIzNA==';
    const sent = gzipWithNonce(preparePage(repeated, '~n~', 24), nonce);
    const whole = deflateRawSync(repeated.replaceAll('~n~', nonce), { level: 9 });
    expect(whole.length).toBeLessThan(2100);
    // Header, trailer, flushes and the nonces as stored blocks: some 100 bytes more, not 2 KB.
    expect(sent.length).toBeLessThan(whole.length + 150);
  });

  it('is right for a page holding zero bytes too, deflated piece by piece', () => {
    // Deflated against zeros for the nonce, the zeros after it would be sent as a copy of it.
    const zeros = `<p>~n~${'\0'.repeat(12)}</p>${page}`;
    const sent = gzipWithNonce(preparePage(zeros, '~n~', 6), 'abcdef');
    expect(gunzipSync(sent).toString('utf8')).toBe(zeros.replaceAll('~n~', 'abcdef'));
  });

  it('handles a page without a placeholder, and one that is only placeholders', () => {
    expect(gunzipSync(gzipWithNonce(preparePage('plain', '~n~', 1), 'x')).toString()).toBe('plain');
    expect(gunzipSync(gzipWithNonce(preparePage('~n~~n~', '~n~', 2), 'ab')).toString()).toBe(
      'abab',
    );
  });

  it('refuses a nonce of another length than the page was prepared for', () => {
    expect(() => gzipWithNonce(preparePage(page, '~n~', 24), 'short')).toThrow(/5 bytes/);
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
