import { randomInt } from 'node:crypto';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The corrections depend on every word of the catalogue: other files' test products ("Robot
  // hút bụi kiểm thử"…) would outnumber the demo shop's words on a shared database.
  t = await startTestApp({ pristine: true });
});
afterAll(() => t.close());

type Found = {
  status: number;
  skus: string[];
  total: number;
  search: { corrected?: string; suggested?: string } | undefined;
};

async function search(text: string, extra = ''): Promise<Found> {
  const res = await request(
    t.url,
    `/api/product/public?name=${encodeURIComponent(text)}&limit=100${extra}`,
  );
  return {
    status: res.status,
    skus: ((res.body.data ?? []) as { sku: string }[]).map((p) => p.sku),
    total: res.body.meta?.total,
    search: res.body.meta?.search,
  };
}

/** Asks `ask` until `done` holds of its answer or `ms` have passed; the last answer. */
async function within<T>(ms: number, ask: () => Promise<T>, done: (answer: T) => boolean) {
  const until = Date.now() + ms;
  let answer = await ask();
  while (!done(answer) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  return answer;
}

/**
 * Misspellings of the demo catalogue's words (4 to 10 letters) of the four kinds, each with the
 * product it means. A swap of two neighbouring letters is one edit; one edit is allowed from 4
 * letters, two from 8.
 */
const TYPOS: [kind: string, query: string, sku: string, corrected: string][] = [
  ['swap', 'ao thnu', 'LT-TS-BASIC', 'áo thun'],
  ['swap', 'robto hut bui', 'LT-RV-S7', 'robot hút bụi'],
  ['swap', 'jenas baggy', 'LT-JN-90S', 'jeans baggy'],
  ['swap', 'huamnoid', 'LT-EDU-H8', 'humanoid'],
  ['swap', 'expolrer', 'LT-EDU-EXP', 'explorer'],
  ['swap', 'ardiuno', 'LT-EDU-EXP', 'arduino'],
  ['swap', 'lofaer', 'LT-SH-LOAFER', 'loafer'],
  ['swap', 'crossbdoy', 'LT-BG-MINI', 'crossbody'],
  ['swap', 'slevedge', 'LT-JN-RAW', 'selvedge'],
  ['swap', 'astornaut', 'LT-TOY-ASTRO', 'astronaut'],
  ['missing letter', 'humanod', 'LT-EDU-H8', 'humanoid'],
  ['missing letter', 'sneker court', 'LT-SH-COURT', 'sneaker court'],
  ['missing letter', 'flycm cine', 'LT-DR-C8K', 'flycam cine'],
  ['missing letter', 'backpak trek', 'LT-BG-TREK', 'backpack trek'],
  ['missing letter', 'vacum e5', 'LT-RV-E5', 'vacuum e5'],
  ['missing letter', 'henly', 'LT-TS-HENLEY', 'henley'],
  ['missing letter', 'codbot', 'LT-EDU-CB1', 'codebot'],
  ['missing letter', 'linercer', 'LT-EDU-LR', 'lineracer'],
  ['missing letter', 'ultralght', 'LT-DR-AM4K', 'ultralight'],
  ['missing letter', 'cltch', 'LT-BG-CLUTCH', 'clutch'],
  ['extra letter', 'robbot lucky', 'LT-TOY-LUCKY', 'robot lucky'],
  ['extra letter', 'jeanss wide', 'LT-JN-WIDE', 'jeans wide'],
  ['extra letter', 'humanoidd', 'LT-EDU-H8', 'humanoid'],
  ['extra letter', 'canvass tote', 'LT-BG-TOTE', 'canvas tote'],
  ['extra letter', 'loaffer', 'LT-SH-LOAFER', 'loafer'],
  ['extra letter', 'gesturre', 'LT-TOY-GX', 'gesture'],
  ['extra letter', 'pleatted', 'LT-DS-PLEAT', 'pleated'],
  ['extra letter', 'visioncarr', 'LT-EDU-VC', 'visioncar'],
  ['extra letter', 'drrone fold', 'LT-DR-F2', 'drone fold'],
  ['extra letter', 'flycamm trek', 'LT-DR-TREK', 'flycam trek'],
  ['wrong letter', 'humanoik', 'LT-EDU-H8', 'humanoid'],
  ['wrong letter', 'jaans street', 'LT-JN-STREET', 'jeans street'],
  ['wrong letter', 'sneakor bold', 'LT-SH-BOLD', 'sneaker bold'],
  ['wrong letter', 'ballot', 'LT-SH-BALLET', 'ballet'],
  ['wrong letter', 'croptip', 'LT-TS-CROP', 'croptop'],
  ['wrong letter', 'marune', 'LT-TS-MARINE', 'marine'],
  ['wrong letter', 'handbog', 'LT-BG-SAIGON', 'handbag'],
  ['wrong letter', 'selvadge', 'LT-JN-RAW', 'selvedge'],
  ['wrong letter', 'arduimo', 'LT-EDU-EXP', 'arduino'],
  ['wrong letter', 'filmmakimg', 'LT-DR-C8K', 'filmmaking'],
];

describe('typo-proof search', () => {
  it.each(TYPOS)('%s: "%s" finds %s, as «%s»', async (_kind, query, sku, corrected) => {
    const found = await search(query);
    expect(found.status).toBe(200);
    expect(found.skus).toContain(sku);
    expect(found.search).toEqual({ corrected });
  });

  it('has at least 30 misspellings, of every kind, in words of 4 to 10 letters', () => {
    expect(TYPOS.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(TYPOS.map(([kind]) => kind));
    expect(kinds).toEqual(new Set(['swap', 'missing letter', 'extra letter', 'wrong letter']));
    for (const [, , , corrected] of TYPOS) {
      const lengths = corrected.split(' ').map((word) => word.length);
      expect(Math.max(...lengths)).toBeGreaterThanOrEqual(4);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(10);
    }
  });

  it('suggests while typing with the same corrections', async () => {
    const res = await request(t.url, '/api/product/suggest?q=huamnoid');
    expect(res.body.data.map((p: { sku: string }) => p.sku)).toContain('LT-EDU-H8');
  });
});

describe('typing without an input method', () => {
  it.each([
    ['aos thun', 'LT-TS-BASIC', 'áo thun'],
    ['robot huts buij', 'LT-RV-S7', 'robot hút bụi'],
    ['a1o thun', 'LT-TS-BASIC', 'áo thun'],
    ['robot hu1t bu5i', 'LT-RV-E5', 'robot hút bụi'],
    ['quaanf jeans', 'LT-JN-CLASSIC', 'quần jeans'],
    ['giayf sneaker', 'LT-SH-COURT', 'giày sneaker'],
    ['ddaamf maxi', 'LT-DS-SAIGON', 'đầm maxi'],
    ['qua62n short', 'LT-JN-SHORT', 'quần short'],
  ])('"%s" finds %s, as «%s»', async (query, sku, corrected) => {
    const found = await search(query);
    expect(found.skus).toContain(sku);
    expect(found.search).toEqual({ corrected });
  });

  it('finds what the diacritics find', async () => {
    const [telex, plain] = await Promise.all([search('robot huts buij'), search('robot hút bụi')]);
    expect(telex.skus.length).toBeGreaterThan(0);
    expect(new Set(telex.skus)).toEqual(new Set(plain.skus));
    expect(plain.search).toBeUndefined();
  });

  it('keeps an English word that the catalogue has, and reads nothing into one it lacks', async () => {
    const visa = await createProduct(t.database.db, {
      nameVi: 'Ví đựng thẻ Visa Lotus',
      nameEn: 'Lotus Visa card holder',
      price: 150_000,
    });
    const found = await search('visa');
    expect(found.skus).toEqual([visa.sku]);
    expect(found.search).toBeUndefined();
    // "bus" could be Telex for "bụ", but no product has that word: nothing is read into it.
    const bus = await search('bus');
    expect(bus.total).toBe(0);
    expect(bus.search).toBeUndefined();
  });
});

describe('what must not be corrected', () => {
  it('finds nothing for a word no product is near, and offers nothing', async () => {
    for (const query of ['xyzzy', 'qwxzkvbn']) {
      const found = await search(query);
      expect(found.total).toBe(0);
      expect(found.search).toBeUndefined();
    }
  });

  it('keeps a word the catalogue has, even when another is one edit away', async () => {
    // "robot" is in the catalogue, and so is a word one edit from it.
    await createProduct(t.database.db, {
      nameVi: 'Đồ chơi Robit',
      nameEn: 'Robit toy',
      price: 99_000,
    });
    const found = await search('robot');
    expect(found.skus).toContain('LT-RV-S7');
    expect(found.search).toBeUndefined();
  });

  it('does not correct a short word or a model number', async () => {
    // "s8" is one edit from "s7", "ao" one from "aó"… neither is touched.
    expect((await search('clean s8')).total).toBe(0);
    expect((await search('abc')).total).toBe(0);
  });

  it('searches the exact words when asked, and then offers the reading', async () => {
    const exact = await search('aos thun', '&exact=1');
    expect(exact.total).toBe(0);
    expect(exact.search).toEqual({ suggested: 'áo thun' });
  });

  it('offers the words that find something when the whole query finds nothing', async () => {
    const found = await search('robot xyzzy');
    expect(found.total).toBe(0);
    expect(found.search).toEqual({ suggested: 'robot' });
    // Words that each exist but never together offer nothing.
    const apart = await search('jeans drone');
    expect(apart.total).toBe(0);
    expect(apart.search).toBeUndefined();
  });

  it('refuses a bad exact flag with the field named', async () => {
    const res = await request(t.url, '/api/product/public?name=ao&exact=maybe');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('forgetting what is gone', () => {
  it('finds a product by what it is called now, only while it is published', async () => {
    // Words of this run alone (letters only): a PostgreSQL test database outlives a run, and
    // the files share it.
    const tag = Array.from({ length: 5 }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');
    const [before, after] = [`pangolin${tag}`, `axolotl${tag}`];
    const product = await createProduct(t.database.db, {
      nameVi: `Robot ${before} cuộn`,
      nameEn: `Rolling ${before} robot`,
      price: 600_000,
    });
    // A change reaches the kept answers through the database's notice: within a second.
    const gone = (text: string) =>
      within(
        1000,
        () => search(text),
        (found) => found.total === 0,
      );
    const back = (text: string) =>
      within(
        1000,
        () => search(text),
        (found) => found.total > 0,
      );
    const update = (set: Partial<typeof schema.products.$inferInsert>) =>
      t.database.db.update(schema.products).set(set).where(eq(schema.products.id, product.id));
    expect((await search(before)).skus).toEqual([product.sku]);
    await update({ nameVi: `Robot ${after} bơi`, nameEn: `Swimming ${after} robot` });
    expect((await gone(before)).total).toBe(0);
    expect((await search(after)).skus).toEqual([product.sku]);
    // The same with another condition.
    expect((await search(after, '&minPrice=1')).skus).toEqual([product.sku]);
    await update({ isPublished: false });
    expect((await gone(after)).total).toBe(0);
    await update({ isPublished: true });
    expect((await back(after)).skus).toEqual([product.sku]);
    await t.database.db.delete(schema.products).where(eq(schema.products.id, product.id));
    expect((await gone(after)).total).toBe(0);
  });

  it('drops the words of a renamed product, so they never win a correction', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot Quetzal bay',
      nameEn: 'Quetzal flying robot',
      price: 700_000,
    });
    expect((await search('quetzla')).skus).toEqual([product.sku]);
    await t.database.db
      .update(schema.products)
      .set({ nameVi: 'Robot Ocelot bay', nameEn: 'Ocelot flying robot' })
      .where(eq(schema.products.id, product.id));
    // Every server copy hears of the change when it commits (list totals are cached until then).
    const old = await within(
      1000,
      () => search('quetzla'),
      (found) => found.total === 0,
    );
    expect(old.total).toBe(0);
    expect(old.search).toBeUndefined();
    expect((await search('oceolt')).skus).toEqual([product.sku]);
  });

  it('drops the words of an unpublished product and brings them back when it returns', async () => {
    const product = await createProduct(t.database.db, {
      nameVi: 'Robot Tarsier mini',
      nameEn: 'Tarsier mini robot',
      price: 500_000,
    });
    const words = async () =>
      (
        await t.database.db
          .select({ form: schema.searchWords.form, products: schema.searchWords.products })
          .from(schema.searchWords)
          .where(eq(schema.searchWords.word, 'tarsier'))
      ).map((row) => row.products);
    expect(await words()).toEqual([1]);
    await t.database.db
      .update(schema.products)
      .set({ isPublished: false })
      .where(eq(schema.products.id, product.id));
    expect(await words()).toEqual([]);
    expect(
      (
        await within(
          1000,
          () => search('tarseir'),
          (f) => f.total === 0,
        )
      ).total,
    ).toBe(0);
    await t.database.db
      .update(schema.products)
      .set({ isPublished: true })
      .where(eq(schema.products.id, product.id));
    expect(await words()).toEqual([1]);
    await t.database.db.delete(schema.products).where(eq(schema.products.id, product.id));
    expect(await words()).toEqual([]);
  });
});

describe('a search asked again', () => {
  it('shows the price and stock of now, and a product added since', async () => {
    const tag = Array.from({ length: 5 }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('');
    const word = `okapi${tag}`;
    const product = await createProduct(t.database.db, {
      nameVi: `Robot ${word} một`,
      nameEn: `${word} robot one`,
      price: 600_000,
      variants: [{ colour: null, size: null, stock: 5 }],
    });
    const items = async () => {
      const res = await request(t.url, `/api/product/public?name=${word}&limit=20`);
      return (res.body.data as { sku: string; price: number; stock: number }[]).map(
        ({ sku, price, stock }) => ({ sku, price, stock }),
      );
    };
    expect(await items()).toEqual([{ sku: product.sku, price: 600_000, stock: 5 }]);
    // What the search matched is kept; what the shopper pays and can buy is read each time.
    await t.database.db
      .update(schema.products)
      .set({ price: 650_000 })
      .where(eq(schema.products.id, product.id));
    await t.database.db
      .update(schema.productVariants)
      .set({ stock: 2 })
      .where(eq(schema.productVariants.productId, product.id));
    expect(await items()).toEqual([{ sku: product.sku, price: 650_000, stock: 2 }]);
    const added = await createProduct(t.database.db, {
      nameVi: `Robot ${word} hai`,
      nameEn: `${word} robot two`,
      price: 700_000,
    });
    const found = await within(1000, items, (answer) => answer.length === 2);
    expect(found.map((item) => item.sku).sort()).toEqual([product.sku, added.sku].sort());
  });
});
