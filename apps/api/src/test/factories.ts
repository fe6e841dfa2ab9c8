import { randomInt, randomUUID } from 'node:crypto';
import type { Role } from '@lotus/core';
import { type Database, schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import { createAccessTokens } from '../lib/access-tokens.ts';
import { TEST_JWT_SECRET, request } from './test-app.ts';

let counter = 0;

/** A sign-up form with a unique email and phone, so tests can share one database. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  // Digits only: a tag of letters could spell a word a search test expects to find nothing for
  // ("abc" in a hex tag made "search abc" find a test product).
  const tag = `${Date.now()}${randomInt(1_000_000)}${counter}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    firstName: 'Minh Anh',
    lastName: 'Nguyễn',
    email: `shopper-${tag}@example.vn`,
    phone: `09${digits}`,
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
    ...overrides,
  };
}

/** The newest mail the development mailbox holds for `to`. */
export async function lastMail(base: string, to: string) {
  const res = await request(base, `/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`);
  return res.body.data[0] as
    { subject: string; text: string; html: string; to: string } | undefined;
}

/** The token of the link in a mail. */
export function linkToken(mail: { text: string } | undefined): string {
  const match = /token=([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link in mail: ${mail?.text}`);
  return match[1]!;
}

/** Registers and verifies a customer; returns the form used. */
export async function activeCustomer(base: string, overrides: Record<string, unknown> = {}) {
  const form = newCustomer(overrides);
  const res = await request(base, '/api/auth/register', { method: 'POST', json: form });
  if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  const token = linkToken(await lastMail(base, form.email));
  await request(base, `/api/auth/active-user?token=${token}`);
  return form;
}

/** Logs in; returns the tokens and a Cookie header for later requests. */
export async function login(base: string, email: string, password: string) {
  const res = await request(base, '/api/auth/login', {
    method: 'POST',
    json: { username: email, password },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    res,
    cookie,
    token: res.body?.data?.token as string,
    refreshToken: res.body?.data?.refreshToken as string,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A published product made for one test (unique slug and SKU), with the given variants. */
/**
 * The category test products go to (made once), so the demo catalogue's counts stay put when
 * the suites share one database.
 */
export async function testCategoryId(db: Database): Promise<string> {
  await db
    .insert(schema.categories)
    .values({
      slug: 'test-products',
      nameVi: 'Sản phẩm kiểm thử',
      nameEn: 'Test products',
      priority: 9999,
    })
    .onConflictDoNothing();
  const [category] = await db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(eq(schema.categories.slug, 'test-products'));
  return category!.id;
}

export async function createProduct(
  db: Database,
  input: {
    nameVi: string;
    nameEn: string;
    price: number;
    salePrice?: number | null;
    categorySlug?: string;
    statuses?: ('new' | 'hot' | 'sale')[];
    soldCount?: number;
    priority?: number;
    providerName?: string;
    variants?: { colour: string | null; size: string | null; stock: number }[];
  },
) {
  counter += 1;
  // Digits only: a tag of letters could spell a word a search test expects to find nothing for
  // ("abc" in a hex tag made "search abc" find a test product).
  const tag = `${Date.now()}${randomInt(1_000_000)}${counter}`;
  // Test products go to a category of their own, so the demo catalogue's counts stay put.
  const slug = input.categorySlug ?? 'test-products';
  if (!input.categorySlug) {
    await db
      .insert(schema.categories)
      .values({ slug, nameVi: 'Sản phẩm kiểm thử', nameEn: 'Test products', priority: 9999 })
      .onConflictDoNothing();
  }
  const [category] = await db
    .select()
    .from(schema.categories)
    .where(eq(schema.categories.slug, slug));
  const [product] = await db
    .insert(schema.products)
    .values({
      slug: `test-${tag}`,
      sku: `T-${tag}`.toUpperCase(),
      categoryId: category!.id,
      nameVi: input.nameVi,
      nameEn: input.nameEn,
      price: input.price,
      salePrice: input.salePrice ?? null,
      statuses: input.statuses ?? [],
      soldCount: input.soldCount ?? 0,
      priority: input.priority ?? 1000,
      providerName: input.providerName ?? null,
    })
    .returning();
  const variants = input.variants ?? [{ colour: 'black', size: null, stock: 5 }];
  await db.insert(schema.productVariants).values(
    variants.map((v, i) => ({
      productId: product!.id,
      sku: `${product!.sku}-${i}`,
      colour: v.colour,
      size: v.size,
      stock: v.stock,
      position: i,
    })),
  );
  await db.insert(schema.productImages).values({
    productId: product!.id,
    url: '/images/products/test.webp',
    width: 800,
    height: 800,
  });
  return product!;
}

/** A Cookie header after a response's Set-Cookie headers, as a browser keeps them (by name). */
export function withSetCookies(cookie: string, headers: Headers): string {
  const jar = new Map(
    cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map(
        (pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const,
      ),
  );
  for (const set of headers.getSetCookie()) {
    const [pair = ''] = set.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Users (customers unless `role` says otherwise) inserted straight into the database (active, no password anyone knows), each with a
 * signed access token: for tests that need many shoppers at once without a sign-up each.
 */
export async function quickCustomers(
  db: Database,
  count: number,
  role: Role = 'CUSTOMER',
  /** When the tokens are signed (an app on a moved clock checks them at its own time). */
  signedAt: Date = new Date(),
) {
  const tokens = createAccessTokens(TEST_JWT_SECRET);
  const forms = Array.from({ length: count }, () => newCustomer());
  const rows = await db
    .insert(schema.users)
    .values(
      forms.map((f) => ({
        email: f.email,
        phone: f.phone,
        passwordHash: 'not-a-hash',
        firstName: f.firstName,
        lastName: f.lastName,
        role,
        isActive: true,
      })),
    )
    .returning({ id: schema.users.id, email: schema.users.email, phone: schema.users.phone });
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      headers: bearer(
        await tokens.sign({ id: row.id, role, email: row.email }, randomUUID(), signedAt),
      ),
    })),
  );
}

/** An address-book entry that passes every validation (Phường Ba Đình, Hà Nội). */
export const addressInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Bảo',
  lastName: 'Lê Quốc',
  phone: '0912345678',
  address: '12 Phan Đình Phùng',
  provinceId: '01',
  wardId: '00004',
  national: 'Việt Nam',
  ...overrides,
});
