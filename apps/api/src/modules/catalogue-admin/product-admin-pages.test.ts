import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomers, testCategoryId } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  t = await startTestApp({ web: true });
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
  categoryId = await testCategoryId(t.database.db);
});
afterAll(() => t.close());

/** A visitor's product page (in Vietnamese): its state in the kept pages and its HTML. */
async function visit(pathname: string) {
  const response = await fetch(`${t.url}${pathname}`);
  return {
    status: response.status,
    state: response.headers.get('x-page-cache'),
    html: await response.text(),
  };
}

describe('kept pages follow the back office', () => {
  it("a product's kept page shows its new name and price after an edit", async () => {
    const sku = `KP-${Date.now()}${randomInt(1_000_000)}`;
    const body = {
      nameVi: 'Đèn ngủ hoa sen',
      nameEn: 'Lotus night light',
      sku,
      price: 350_000,
      categoryId,
      priority: 9000,
      isPublished: true,
      variants: [{ sku: `${sku}-W`, colour: 'white', stock: 4 }],
    };
    const made = await request(t.url, '/api/portal/products', {
      method: 'POST',
      headers: operator,
      json: body,
    });
    expect(made.status).toBe(201);
    const path = `/products/${made.body.data.slug}`;

    const first = await visit(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Đèn ngủ hoa sen');
    // Kept: served from the shared cache (stale, if another suite's product changed the lists
    // meanwhile on a shared database).
    const kept = await visit(path);
    expect(['hit', 'stale']).toContain(kept.state);

    const edited = await request(t.url, `/api/portal/products/${made.body.data.id}`, {
      method: 'PUT',
      headers: operator,
      json: { ...body, nameVi: 'Đèn bàn hoa sen', price: 390_000 },
    });
    expect(edited.status).toBe(200);
    // The change notice reaches this copy once the edit commits.
    await expect
      .poll(async () => (await visit(path)).html.includes('Đèn bàn hoa sen'), { timeout: 5000 })
      .toBe(true);
    const after = await visit(path);
    expect(after.html).not.toContain('Đèn ngủ hoa sen');
    expect(after.html).toMatch(/390[.,]000/);

    // Unpublished, the kept page goes (at most one visitor more sees it stale): then 404.
    await request(t.url, `/api/portal/products/${made.body.data.id}/visibility`, {
      method: 'POST',
      headers: operator,
      json: { isPublished: false },
    });
    await expect.poll(async () => (await visit(path)).status, { timeout: 5000 }).toBe(404);
  });
});
