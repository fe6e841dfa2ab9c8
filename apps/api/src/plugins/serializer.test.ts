import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { request, startTestApp } from '../test/test-app.ts';
import { responseSerializer } from './serializer.ts';

describe('production serializer', () => {
  it('writes only the declared fields', () => {
    const schema = z.object({
      success: z.literal(true),
      data: z.object({ id: z.string(), price: z.number().int() }),
    });
    const serialize = responseSerializer('production')({
      schema,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    const out = serialize({ success: true, data: { id: 'a', price: 5, passwordHash: 'secret' } });
    expect(JSON.parse(out)).toEqual({ success: true, data: { id: 'a', price: 5 } });
  });

  it('in the tests, refuses an answer only production would refuse', () => {
    // A union's branch is matched by validation in fast-json-stringify: a field the schema does
    // not list (a promotion's `roundTo` once) matched no branch, so production answered 500
    // while zod, which strips it, answered 200 in every test.
    const schema = z.object({
      success: z.literal(true),
      data: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('A'), value: z.number() }),
          z.object({ kind: z.literal('B'), text: z.string() }),
        ]),
      ),
    });
    const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
    const answer = { success: true, data: [{ kind: 'A', value: 1, roundTo: 1000 }] };
    expect(responseSerializer('development')(route)(answer)).toBe(
      '{"success":true,"data":[{"kind":"A","value":1}]}',
    );
    expect(() => responseSerializer('production')(route)(answer)).toThrow(/does not match/);
    expect(() => responseSerializer('both')(route)(answer)).toThrow(/does not match/);
  });

  it('answers exactly what the validating serializer answers', async () => {
    // Both on a database no other test file writes: a product added between the two answers
    // would change the second list.
    const checked = await startTestApp({ pristine: true });
    const fast = await startTestApp({
      database: checked.database,
      env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DEMO: '' },
      // The suite's database keeps the demo accounts (demo.test.ts checks the refusal).
      refusePublishedPasswords: false,
    });
    try {
      const slug = (await request(checked.url, '/api/product/public?limit=1')).body.data[0].slug;
      for (const path of [
        '/api/product/public?limit=20',
        '/api/product/public?name=ao%20thun&sort=price_asc',
        `/api/product/${slug}/public`,
        '/api/category',
        '/api/system/client-setting',
        '/api/intro/get-intro-current',
        '/api/product/suggest?q=robot',
        '/api/product/public?page=0',
      ]) {
        const a = await request(checked.url, path, { headers: { cookie: 'language=en' } });
        const b = await request(fast.url, path, { headers: { cookie: 'language=en' } });
        expect(b.status, path).toBe(a.status);
        expect({ ...b.body, requestId: undefined }, path).toEqual({
          ...a.body,
          requestId: undefined,
        });
      }
    } finally {
      await fast.close();
      await checked.close();
    }
  });
});
