import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ web: true });
});
afterAll(() => t.close());

/** A page's bytes as they come over the wire, asked with `acceptEncoding`. */
function raw(path: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(`${t.url}${path}`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: String(response.headers.vary ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject).end();
    },
  );
}

const DECODE = { zstd: zstdDecompressSync, br: brotliDecompressSync, gzip: gunzipSync };

describe('a page rendered per request', () => {
  it('goes zstd to browsers that take it, brotli or gzip to the others, whole', async () => {
    // A page not found is never kept: rendered for every request, compressed as it goes out.
    const asked = {
      zstd: 'gzip, deflate, br, zstd', // Chrome, Edge, Firefox
      br: 'gzip, deflate, br', // Safari
      gzip: 'gzip',
    };
    for (const [encoding, header] of Object.entries(asked) as [keyof typeof DECODE, string][]) {
      const page = await raw('/no-such-page', header);
      expect(page.encoding).toBe(encoding);
      expect(page.vary).toMatch(/accept-encoding/i);
      const html = DECODE[encoding](page.body).toString('utf8');
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html.endsWith('</html>')).toBe(true);
    }
  });
});
