import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/category', () => {
  it('lists the category tree with counts that include sub-categories', async () => {
    const res = await request(t.url, '/api/category');
    expect(res.status).toBe(200);
    const list: { id: string; parentId: string | null; productCount: number; name: string }[] =
      res.body.data;
    const roots = list.filter((c) => c.parentId === null);
    const leaves = list.filter((c) => !list.some((other) => other.parentId === c.id));
    expect(roots.length).toBeGreaterThanOrEqual(2);
    expect(leaves.length).toBeGreaterThanOrEqual(8);
    for (const root of roots) {
      const children = list.filter((c) => c.parentId === root.id);
      if (!children.length) continue;
      expect(root.productCount).toBe(children.reduce((sum, c) => sum + c.productCount, 0));
    }
  });

  it('names categories in the visitor language', async () => {
    const vi = (await request(t.url, '/api/category')).body.data;
    const en = (await request(t.url, '/api/category', { headers: { cookie: 'language=en' } })).body
      .data;
    expect(vi.map((c: { name: string }) => c.name).join(' ')).toMatch(/Thời trang/);
    expect(en.map((c: { name: string }) => c.name).join(' ')).toMatch(/Fashion/);
  });
});
