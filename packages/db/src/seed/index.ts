import { ROLES } from '@lotus/core';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../client.ts';
import {
  appMeta,
  categories,
  intros,
  productImages,
  productSpecifications,
  productVariants,
  products,
  roles,
  settings,
  users,
} from '../schema/index.ts';
import { DEMO_CATALOG, type DemoProduct } from './catalog.ts';
import { DEMO_INTRO } from './content/intro.ts';
import {
  CHECKOUT_SETTING,
  SHOP_SETTING,
  CLIENT_SETTING,
  DEMO_ACCOUNTS,
  ROLE_DESCRIPTIONS,
} from './content/shop.ts';
import { seedContentPages } from './content-pages.ts';
import { seedDemoNews } from './news.ts';
import { seedDemoOffers } from './offers.ts';
import { seedDemoShowrooms } from './showrooms.ts';
import { seedDemoOrders } from './orders.ts';
import { seedDemoReviews } from './reviews.ts';
import { seedDemoCard } from './cards.ts';
import { seedDemoNotifications, seedDemoPageViews } from './notifications.ts';
import { seedDemoContact } from './contact.ts';
import { seedDemoReferralCompany, seedDemoReferrals } from './referrals.ts';
import { seedDemoProviders } from './providers.ts';

export { DEMO_CATALOG, HOT_SOLD_COUNT, slugify } from './catalog.ts';
export { DEMO_REFERRAL_CODE, DEMO_REFERRAL_COMPANY } from './referrals.ts';
export type { DemoCatalog, DemoCategory, DemoImage, DemoProduct, DemoVariant } from './catalog.ts';
export { CHECKOUT_SETTING, CLIENT_SETTING, DEMO_ACCOUNTS } from './content/shop.ts';
export { DEMO_FAQS, DEMO_POLICIES } from './content/policies.ts';
export type { DemoAccount, StoredClientSetting } from './content/shop.ts';

/** Bump when the demo data changes so existing databases receive the new rows. */
export const DEMO_SEED_VERSION = '9';
export const DEMO_SEED_META_KEY = 'demo_seed_version';

/** Serialises seeders started together (several server copies on one PostgreSQL). */
const SEED_LOCK = 7_140_002;

/** The argon2id cost the API uses for every password (OWASP's minimum for argon2id). */
const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 400;

export interface SeedOptions {
  /** Insert the demo accounts (never in production). */
  demoAccounts: boolean;
  /** The clock for product dates ("added 3 days ago"); defaults to now. */
  now?: Date;
}

/**
 * Fills the database with the demo shop: roles, the category tree, products with their variants,
 * specifications and images, the `client` and `checkout` settings, the demo programmes (flash
 * sales, a price rule, promotions, vouchers) and, when asked, the demo
 * accounts with the demo customer's addresses and orders.
 *
 * Guarantees: everything happens in one transaction; a database already holding this seed
 * version is left untouched (`seeded: false`); rows are inserted with ON CONFLICT DO NOTHING on
 * their natural keys and a product's details are only added with the product itself, so repeated
 * or concurrent runs never duplicate anything and never overwrite a shop's own edits.
 */
export async function seedDemoShop(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [meta] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, DEMO_SEED_META_KEY));
    if (meta?.value === DEMO_SEED_VERSION) return { seeded: false };

    await seedRoles(tx);
    const categoryIds = await seedCategories(tx);
    await seedProducts(tx, categoryIds, now);
    await tx
      .insert(settings)
      .values([
        { key: 'client', value: CLIENT_SETTING },
        { key: 'checkout', value: CHECKOUT_SETTING },
        { key: 'shop', value: SHOP_SETTING },
      ])
      .onConflictDoNothing();
    await seedIntro(tx);
    await seedContentPages(tx, now);
    await seedDemoOffers(tx, now);
    await seedDemoNews(tx, now);
    await seedDemoShowrooms(tx, now);
    if (options.demoAccounts) {
      await seedAccounts(tx, now);
      await seedDemoOrders(tx, now);
      await seedDemoReviews(tx, now);
      await seedDemoReferrals(tx, now);
      await seedDemoReferralCompany(tx, now);
      await seedDemoNotifications(tx);
      await seedDemoPageViews(tx, now);
      await seedDemoContact(tx, now);
      await seedDemoCard(tx);
      await seedDemoProviders(tx, now);
    }

    await tx
      .insert(appMeta)
      .values({ key: DEMO_SEED_META_KEY, value: DEMO_SEED_VERSION })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: DEMO_SEED_VERSION, updatedAt: sql`now()` },
      });
    return { seeded: true };
  });
}

/** The home page's intro banner, only into a shop that has none (its own stay untouched). */
async function seedIntro(tx: Transaction): Promise<void> {
  const [existing] = await tx.select({ id: intros.id }).from(intros).limit(1);
  if (existing) return;
  await tx.insert(intros).values({
    titleVi: DEMO_INTRO.title.vi,
    titleEn: DEMO_INTRO.title.en,
    subtitleVi: DEMO_INTRO.subtitle.vi,
    subtitleEn: DEMO_INTRO.subtitle.en,
    ctaVi: DEMO_INTRO.cta.vi,
    ctaEn: DEMO_INTRO.cta.en,
    link: DEMO_INTRO.link,
    image: DEMO_INTRO.image,
  });
}

async function seedRoles(tx: Transaction): Promise<void> {
  await tx
    .insert(roles)
    .values(ROLES.map((code) => ({ code, description: ROLE_DESCRIPTIONS[code] })))
    .onConflictDoNothing();
}

/** Inserts the tree level by level (parents first) and returns every category's id by slug. */
async function seedCategories(tx: Transaction): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  let level = DEMO_CATALOG.categories.filter((c) => c.parent === null);
  while (level.length > 0) {
    await tx
      .insert(categories)
      .values(
        level.map((c) => ({
          slug: c.slug,
          parentId: c.parent === null ? null : ids.get(c.parent)!,
          nameVi: c.name.vi,
          nameEn: c.name.en,
          descriptionVi: c.description.vi,
          descriptionEn: c.description.en,
          image: c.image,
          priority: c.priority,
        })),
      )
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(
        inArray(
          categories.slug,
          level.map((c) => c.slug),
        ),
      );
    for (const row of rows) ids.set(row.slug, row.id);
    const slugs = new Set(level.map((c) => c.slug));
    level = DEMO_CATALOG.categories.filter((c) => c.parent !== null && slugs.has(c.parent));
  }
  return ids;
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

async function seedProducts(tx: Transaction, categoryIds: Map<string, string>, now: Date) {
  const bySlug = new Map<string, DemoProduct>(DEMO_CATALOG.products.map((p) => [p.slug, p]));
  const inserted: { id: string; slug: string }[] = [];
  for (const batch of chunks(DEMO_CATALOG.products)) {
    const rows = await tx
      .insert(products)
      .values(
        batch.map((p) => {
          const added = new Date(now.getTime() - p.addedHoursAgo * HOUR_MS);
          return {
            slug: p.slug,
            sku: p.sku,
            categoryId: categoryIds.get(p.category)!,
            nameVi: p.name.vi,
            nameEn: p.name.en,
            shortDescriptionVi: p.shortDescription.vi,
            shortDescriptionEn: p.shortDescription.en,
            descriptionVi: p.description.vi,
            descriptionEn: p.description.en,
            providerName: p.provider,
            price: p.price,
            salePrice: p.salePrice,
            statuses: p.statuses,
            priority: p.priority,
            soldCount: p.soldCount,
            createdAt: added,
            updatedAt: added,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, slug: products.slug });
    inserted.push(...rows);
  }

  // Details go in only with a product this run created: a product that already existed keeps
  // exactly the variants, specifications and images it has.
  const created = inserted.map((row) => ({ id: row.id, product: bySlug.get(row.slug)! }));
  const variants = created.flatMap(({ id, product }) =>
    product.variants.map((v) => ({
      productId: id,
      sku: v.sku,
      colour: v.colour,
      size: v.size,
      stock: v.stock,
      position: v.position,
    })),
  );
  const specs = created.flatMap(({ id, product }) =>
    product.specs.map((s, position) => ({
      productId: id,
      position,
      nameVi: s.name.vi,
      nameEn: s.name.en,
      valueVi: s.value.vi,
      valueEn: s.value.en,
    })),
  );
  const images = created.flatMap(({ id, product }) =>
    product.images.map((image, position) => ({
      productId: id,
      position,
      url: image.url,
      width: image.width,
      height: image.height,
      altVi: image.alt.vi,
      altEn: image.alt.en,
      colour: image.colour,
    })),
  );
  for (const batch of chunks(variants)) {
    await tx.insert(productVariants).values(batch).onConflictDoNothing();
  }
  for (const batch of chunks(specs)) await tx.insert(productSpecifications).values(batch);
  for (const batch of chunks(images)) await tx.insert(productImages).values(batch);
}

/** Inserts the demo accounts that don't exist yet; only those are hashed (≈20 ms each). */
async function seedAccounts(tx: Transaction, now: Date): Promise<void> {
  const existing = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()),
      ),
    );
  const taken = new Set(existing.map((row) => row.email.toLowerCase()));
  // Demo staff seeded before they had phones get theirs (never over one someone wrote).
  for (const a of DEMO_ACCOUNTS) {
    if (!a.phone || !taken.has(a.email.toLowerCase())) continue;
    await tx
      .update(users)
      .set({ phone: a.phone })
      .where(and(eq(sql`lower(${users.email})`, a.email.toLowerCase()), isNull(users.phone)));
  }
  const missing = DEMO_ACCOUNTS.filter((a) => !taken.has(a.email.toLowerCase()));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (a) => ({
      email: a.email,
      phone: a.phone ?? null,
      passwordHash: await hash(a.password, PASSWORD_HASH_OPTIONS),
      firstName: a.firstName,
      lastName: a.lastName,
      role: a.role,
      isActive: true,
      emailVerifiedAt: now,
    })),
  );
  await tx.insert(users).values(rows).onConflictDoNothing();
}
