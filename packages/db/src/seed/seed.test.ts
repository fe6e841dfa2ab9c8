import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { SOCIAL_NETWORKS } from '@lotus/core';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import {
  appMeta,
  categories,
  intros,
  orderLines,
  orders,
  productImages,
  productSpecifications,
  productVariants,
  products,
  roles,
  settings,
  userAddresses,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_CATALOG, DEMO_SEED_VERSION, seedDemoShop, slugify } from './index.ts';
import { DEMO_REVIEWERS } from './reviews.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
const VIETNAMESE_MARKS = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

async function counts(handle: DatabaseHandle) {
  const total = async (table: PgTable) =>
    (await handle.db.select({ n: count() }).from(table))[0]!.n;
  return {
    roles: await total(roles),
    categories: await total(categories),
    products: await total(products),
    variants: await total(productVariants),
    specs: await total(productSpecifications),
    images: await total(productImages),
    users: await total(users),
    settings: await total(settings),
    intros: await total(intros),
    orders: await total(orders),
    addresses: await total(userAddresses),
  };
}

describe('the demo shop seed', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await migrate(handle);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('fills an empty shop once; a second run changes nothing', { timeout: 60_000 }, async () => {
    expect(await seedDemoShop(handle, { demoAccounts: true })).toEqual({ seeded: true });
    const first = await counts(handle);
    expect(await seedDemoShop(handle, { demoAccounts: true })).toEqual({ seeded: false });
    expect(await counts(handle)).toEqual(first);

    expect(first.roles).toBe(4);
    expect(first.products).toBeGreaterThanOrEqual(60);
    // The demo accounts (the referral company's manager among them), the shoppers who wrote the
    // demo reviews and the lapsed demo provider.
    expect(first.users).toBe(DEMO_ACCOUNTS.length + DEMO_REVIEWERS.length + 1);
    expect(first.settings).toBe(3);
    expect(first.intros).toBe(1);
    const [meta] = await handle.db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, 'demo_seed_version'));
    expect(meta?.value).toBe(DEMO_SEED_VERSION);
  });

  it(
    're-running after the version mark is lost duplicates nothing',
    { timeout: 60_000 },
    async () => {
      const before = await counts(handle);
      await handle.db.delete(appMeta).where(eq(appMeta.key, 'demo_seed_version'));
      expect(await seedDemoShop(handle, { demoAccounts: true })).toEqual({ seeded: true });
      expect(await counts(handle)).toEqual(before);
    },
  );

  it('gives the demo customer two addresses and an order in every status tab', async () => {
    const [customer] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@lotus.vn'));
    // The demo reviewers' done orders are theirs (seed/reviews.ts); these are the customer's.
    const rows = await handle.db.select().from(orders).where(eq(orders.userId, customer!.id));
    expect(rows.map((o) => o.status).sort()).toEqual(
      ['cancel', 'delivering', 'done', 'new', 'processing', 'rejected'].sort(),
    );
    for (const order of rows) {
      expect(order.grandTotal, order.number!).toBe(
        order.subtotal - order.discountTotal + order.shippingFee,
      );
      const lines = await handle.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      expect(lines.length, order.number!).toBeGreaterThan(0);
      expect(lines.reduce((sum, l) => sum + l.lineTotal, 0)).toBe(order.subtotal);
    }
    expect(rows.find((o) => o.status === 'done')?.paymentStatus).toBe('paid');
    expect(rows.find((o) => o.status === 'rejected')?.rejectReason).toBeTruthy();
    const addresses = await handle.db.select().from(userAddresses);
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('builds a tree of two roots and at least eight leaves, each leaf with products', async () => {
    const rows = await handle.db.select().from(categories);
    const roots = rows.filter((c) => c.parentId === null);
    expect(roots.map((c) => c.nameEn).sort()).toEqual(['Fashion', 'Robots & Tech']);
    const leaves = rows.filter((c) => !rows.some((o) => o.parentId === c.id));
    expect(leaves.length).toBeGreaterThanOrEqual(8);
    const perCategory = await handle.db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .groupBy(products.categoryId);
    for (const leaf of leaves) {
      expect(perCategory.find((r) => r.categoryId === leaf.id)?.n ?? 0).toBeGreaterThanOrEqual(6);
    }
    for (const category of rows) {
      expect(category.image && existsSync(`${PUBLIC_DIR}${category.image}`)).toBeTruthy();
    }
  });

  it('gives every product a variant, specifications and a picture that exists', async () => {
    const all = await handle.db.select().from(products);
    const variants = await handle.db.select().from(productVariants);
    const images = await handle.db.select().from(productImages);
    const specs = await handle.db.select().from(productSpecifications);
    for (const product of all) {
      const mine = variants.filter((v) => v.productId === product.id);
      expect(mine.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(
        mine.some((v) => v.stock > 0),
        product.slug,
      ).toBe(true);
      const rows = specs.filter((s) => s.productId === product.id);
      expect(rows.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(rows.length, product.slug).toBeLessThanOrEqual(6);
      const pictures = images.filter((i) => i.productId === product.id);
      expect(pictures.length, product.slug).toBeGreaterThanOrEqual(1);
      for (const picture of pictures) {
        expect(picture.url).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
        expect(existsSync(`${PUBLIC_DIR}${picture.url}`), picture.url).toBe(true);
        expect(existsSync(`${PUBLIC_DIR}${picture.url.replace(/\.webp$/, '-400.webp')}`)).toBe(
          true,
        );
        expect([picture.width, picture.height]).toEqual([800, 800]);
        expect(
          mine.some((v) => v.colour === picture.colour),
          picture.url,
        ).toBe(true);
      }
    }
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(variants.some((v) => v.stock > 0 && v.stock <= 3)).toBe(true);
  });

  it('writes names in Vietnamese with diacritics and in English', async () => {
    const all = await handle.db.select().from(products);
    for (const product of all) {
      expect(product.nameVi, product.sku).toMatch(VIETNAMESE_MARKS);
      expect(product.nameEn, product.sku).not.toBe(product.nameVi);
      expect(product.descriptionVi).not.toBe(product.descriptionEn);
      expect(product.slug).toBe(slugify(product.nameVi));
    }
  });

  it('prices in whole đồng, with a sale badge exactly when there is a lower sale price', async () => {
    const all = await handle.db.select().from(products);
    for (const product of all) {
      expect(Number.isSafeInteger(product.price)).toBe(true);
      if (product.salePrice === null) {
        expect(product.statuses, product.sku).not.toContain('sale');
      } else {
        expect(product.salePrice, product.sku).toBeLessThan(product.price);
        expect(product.statuses, product.sku).toContain('sale');
      }
    }
    const onSale = all.filter((p) => p.salePrice !== null).length;
    expect(onSale / all.length).toBeGreaterThan(0.25);
    expect(onSale / all.length).toBeLessThan(0.45);
    expect(all.some((p) => p.statuses.includes('hot'))).toBe(true);
    expect(all.some((p) => p.statuses.includes('new'))).toBe(true);
  });

  it('creates active demo accounts whose passwords verify', { timeout: 60_000 }, async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await handle.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email}`);
      expect(row?.role).toBe(account.role);
      expect(row?.isActive).toBe(true);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(row!.passwordHash, account.password)).toBe(true);
    }
  });

  it('stores the client setting with every social network', async () => {
    const [row] = await handle.db.select().from(settings).where(eq(settings.key, 'client'));
    const value = row?.value as { siteName: string; socialLinks: Record<string, unknown> };
    expect(value.siteName).toBe('Lotus');
    expect(Object.keys(value.socialLinks).sort()).toEqual([...SOCIAL_NETWORKS].sort());
  });

  it('leaves demo accounts out when asked', { timeout: 60_000 }, async () => {
    const other = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(other);
      await seedDemoShop(other, { demoAccounts: false });
      expect((await other.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
      const orphans = await other.db.select().from(categories).where(isNull(categories.image));
      expect(orphans).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('has one picture file per catalogue image, named from the slug', () => {
    for (const product of DEMO_CATALOG.products) {
      product.images.forEach((image, i) => {
        expect(image.file).toBe(`${product.slug}-${i + 1}.webp`);
      });
    }
  });
});
