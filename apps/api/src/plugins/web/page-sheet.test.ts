import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/test-app.ts';
import { ensureWebBuild } from '../../test/web-build.ts';

let t: TestApp;
let sheet: string;
beforeAll(async () => {
  t = await startTestApp({ web: true });
  const assets = path.join(await ensureWebBuild(), 'build/client/assets');
  const file = readdirSync(assets).find((name) => /^app-[\w-]+\.css$/.test(name))!;
  sheet = readFileSync(path.join(assets, file), 'utf8').trim();
});
afterAll(() => t.close());

/** The shop's sheet inline in a page, as the browser receives it. */
async function inlineSheet(pathname: string) {
  const response = await fetch(`${t.url}${pathname}`);
  const html = await response.text();
  const inline =
    /<style data-precedence="default" data-href="lotus-styles">([\s\S]*?)<\/style>/.exec(html)?.[1];
  return { status: response.status, state: response.headers.get('x-page-cache'), inline };
}

describe("a visitor's page and the shop's sheet", () => {
  it('carries the whole sheet when rendered for this request alone', async () => {
    // A page not found is never kept: rendered for each request, with the sheet the build made.
    const missing = await inlineSheet('/no-such-page');
    expect(missing).toMatchObject({ status: 404, state: 'miss' });
    expect(sheet.length).toBeGreaterThan(50_000);
    expect(missing.inline).toBe(sheet);
  });

  it('carries the rules its markup uses when kept', async () => {
    const home = await inlineSheet('/');
    expect(home.status).toBe(200);
    expect(home.inline!.length).toBeGreaterThan(10_000);
    expect(home.inline!.length).toBeLessThan(sheet.length);
    expect(sheet).toContain('.max-w-md{');
    expect(home.inline).not.toContain('.max-w-md{');
  });
});
