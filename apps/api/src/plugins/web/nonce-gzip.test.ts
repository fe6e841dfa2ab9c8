import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, preparePage } from './nonce-gzip.ts';

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
