import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';

/** Content-Security-Policy violations the page reports in its console. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('security', () => {
  test('a page works under its Content-Security-Policy, and an injected inline script does not run', async ({
    page,
  }) => {
    const violations = watchPolicy(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A stored script that slipped into the markup (as an XSS would), without the page's nonce.
    await page.route(/\/products$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>window.__injected = true</script></head>',
      );
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-encoding', 'content-length'].includes(name),
        ),
      );
      expect(headers['content-security-policy']).toMatch(
        /script-src 'nonce-[^']+' 'strict-dynamic'/,
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    });

    await page.goto('/products');
    expect(
      await page.evaluate(() => (window as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/inline script/i);

    // The shop's own scripts ran: the page hydrated and moves between pages without reloading.
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    const card = page.locator('main a[href^="/products/"]').first();
    await card.click();
    await expect(page).toHaveURL(/\/products\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(violations).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('two tabs idle past the access token’s life both renew at once and stay signed in', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL! });
    const one = await context.newPage();
    const violations = watchPolicy(one);
    await one.goto('/login');
    await one.getByLabel('Email', { exact: true }).fill('customer@lotus.vn');
    await one.getByLabel('Mật khẩu', { exact: true }).fill('Customer@2026');
    await one.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    const signedIn = (page: Page) =>
      expect(page.getByRole('banner').getByRole('button', { name: 'Lê Quốc Bảo' })).toBeVisible();
    await signedIn(one);
    // The login page moves on to the home page after the spec's one second.
    await expect(one).not.toHaveURL(/\/login/);
    const two = await context.newPage();
    await two.goto('/products');
    await signedIn(two);

    // Sixteen minutes later: the access token the browser holds has expired (the same session's
    // token, signed by the server's key, issued 16 minutes ago); the refresh token is as it was.
    const dataDir = process.env.LOTUS_E2E_DATA_DIR!;
    const key = new TextEncoder().encode(
      readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim(),
    );
    const before = await context.cookies();
    const access = before.find((c) => c.name === 'lotus_at')!;
    const refresh = before.find((c) => c.name === 'lotus_rt')!;
    const claims = decodeJwt(access.value);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: claims.role, email: claims.email, fam: claims.fam })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub!)
      .setIssuedAt(now - 16 * 60)
      .setExpirationTime(now - 60)
      .sign(key);
    await context.addCookies([{ ...access, value: expired }]);

    // Both tabs come back at the same moment: each page request renews with the same token.
    await Promise.all([one.reload(), two.reload()]);
    for (const page of [one, two]) {
      await expect(page).not.toHaveURL(/\/login/);
      await signedIn(page);
    }
    const after = await context.cookies();
    expect(after.find((c) => c.name === 'lotus_rt')?.value).not.toBe(refresh.value);
    expect(after.find((c) => c.name === 'lotus_at')?.value).not.toBe(expired);

    // And they stay signed in.
    await one.goto('/profile');
    await expect(
      one.getByRole('heading', { level: 1, name: 'Xin chào, Lê Quốc Bảo' }),
    ).toBeVisible();
    await two.goto('/products');
    await signedIn(two);
    expect(violations).toEqual([]);
    await context.close();
  });
});
