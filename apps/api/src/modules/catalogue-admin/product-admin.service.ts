import {
  type Failure,
  type Page,
  type PortalProduct,
  type PortalProductQuery,
  type PortalProductRow,
  type ProductCreateData,
  type ProductInput,
  type ProductRemoval,
  type Result,
  type StockMovementData,
  type VariantInput,
  type VariantOptionsInput,
  fail,
  isColour,
  ok,
  searchKey,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import { audit } from '../back-office/audit.ts';
import * as repo from './product-admin.repository.ts';
import { portalImage } from './product-image.service.ts';
import * as ledger from './stock-ledger.repository.ts';

const CLASH_FAILURES: Record<repo.Clash, Failure> = {
  'product-sku': fail('PRODUCT_SKU_EXISTING', {
    details: [{ field: 'body.sku', reason: 'PRODUCT_SKU_EXISTING' }],
  }),
  slug: fail('CONFLICT'),
  'variant-sku': fail('VARIANT_SKU_EXISTING'),
  'variant-option': fail('VARIANT_OPTION_EXISTING'),
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function portalProduct(parts: repo.ProductParts): PortalProduct {
  const { product: p } = parts;
  return {
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    nameVi: p.nameVi,
    nameEn: p.nameEn,
    shortDescriptionVi: p.shortDescriptionVi,
    shortDescriptionEn: p.shortDescriptionEn,
    descriptionVi: p.descriptionVi,
    descriptionEn: p.descriptionEn,
    price: p.price,
    salePrice: p.salePrice,
    statuses: p.statuses,
    categoryId: p.categoryId,
    providerName: p.providerName,
    priority: p.priority,
    lowStockThreshold: p.lowStockThreshold,
    isPublished: p.isPublished,
    archivedAt: iso(p.archivedAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    specifications: parts.specifications.map(({ nameVi, nameEn, valueVi, valueEn }) => ({
      nameVi,
      nameEn,
      valueVi,
      valueEn,
    })),
    variants: parts.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      colour: isColour(v.colour) ? v.colour : null,
      size: v.size,
      stock: v.stock,
      position: v.position,
    })),
    images: parts.images.map(portalImage),
    movements: parts.movements.map((m) => ({
      id: m.id,
      variantId: m.variantId,
      kind: m.kind,
      quantity: m.quantity,
      stockAfter: m.stockAfter,
      reason: m.reason,
      actorEmail: m.actorEmail,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/** Two variants of one list with the same SKU, or the same colour and size. */
function repeatedVariant(variants: readonly VariantOptionsInput[]): Failure | null {
  const skus = new Set(variants.map((v) => v.sku));
  if (skus.size < variants.length) return fail('VARIANT_SKU_EXISTING');
  const options = new Set(variants.map((v) => `${v.colour ?? ''}/${v.size ?? ''}`));
  if (options.size < variants.length) return fail('VARIANT_OPTION_EXISTING');
  return null;
}

/** The fields of the products row an input sets (its specifications are rows of their own). */
function productValues(input: ProductInput) {
  const { specifications: _, ...values } = input;
  return values;
}

/**
 * The back office's catalogue (issue 34): products with their variants and specifications, and
 * the stock ledger. Every write announces itself to the kept pages and search through the
 * catalogue tables' triggers (migrations 0009, 0017, 0018); a change of price or category asks
 * the offers to reprice.
 */
export function createProductAdminService(deps: {
  /** Whether any order ever held the product (the orders module answers). */
  everOrdered: (ctx: ServiceContext, productId: string) => Promise<boolean>;
}) {
  async function load(ctx: ServiceContext, id: string): Promise<Result<PortalProduct>> {
    const parts = await repo.findProduct(ctx.db, id);
    return parts ? ok(portalProduct(parts)) : fail('PRODUCT_NOT_FOUND');
  }

  /** The product's row, refused when missing (404) or archived (409). */
  async function editable(ctx: ServiceContext, id: string): Promise<Result<repo.ProductParts>> {
    const parts = await repo.findProduct(ctx.db, id);
    if (!parts) return fail('PRODUCT_NOT_FOUND');
    if (parts.product.archivedAt) return fail('PRODUCT_ARCHIVED');
    return ok(parts);
  }

  /** A slug for a new product from its Vietnamese name, made unique with its SKU if taken. */
  async function freeSlug(ctx: ServiceContext, nameVi: string, sku: string): Promise<string> {
    const base = searchKey(nameVi).replaceAll(' ', '-') || 'san-pham';
    if (!(await repo.slugTaken(ctx.db, base))) return base;
    return `${base}-${searchKey(sku).replaceAll(' ', '-')}`;
  }

  /** Adds variants with their first stock recorded as receipts. */
  async function addVariants(
    tx: ServiceContext,
    productId: string,
    variants: readonly VariantInput[],
    firstPosition: number,
  ): Promise<Failure | null> {
    const added = await repo.insertVariants(
      tx.db,
      productId,
      variants.map(({ stock: _, ...options }) => options),
      firstPosition,
    );
    if (repo.isClash(added)) return CLASH_FAILURES[added.clash];
    for (const [i, variant] of variants.entries()) {
      if (variant.stock === 0) continue;
      await ledger.moveStock(tx.db, {
        productId,
        variantId: added[i]!.id,
        kind: 'received',
        quantity: variant.stock,
        reason: null,
        actorId: actorOf(tx).id,
        now: tx.now,
      });
    }
    return null;
  }

  return {
    /** A page of products for the back office, with their stock. */
    async list(ctx: ServiceContext, query: PortalProductQuery): Promise<Page<PortalProductRow>> {
      const { rows, total } = await repo.listProducts(ctx.db, query);
      return {
        items: rows.map(({ archivedAt, updatedAt, ...row }) => ({
          ...row,
          archived: archivedAt !== null,
          updatedAt: updatedAt.toISOString(),
        })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /** A product as the editor shows it. */
    get: load,

    /**
     * Adds a product with its specifications and variants; each variant's first stock is a
     * receipt in the ledger. A taken SKU is 409 and writes nothing; a product without variants
     * can be made but not published until it has one.
     */
    create(ctx: ServiceContext, input: ProductCreateData): Promise<Result<PortalProduct>> {
      return withTransaction(ctx, async (tx) => {
        if (!(await repo.categoryExists(tx.db, input.categoryId)))
          return fail('CATEGORY_NOT_FOUND');
        const { variants, isPublished, ...fields } = input;
        if (isPublished && variants.length === 0) return fail('PRODUCT_WITHOUT_VARIANTS');
        const repeated = repeatedVariant(variants);
        if (repeated) return repeated;
        const slug = await freeSlug(tx, input.nameVi, input.sku);
        const made = await repo.insertProduct(
          tx.db,
          { ...productValues(fields), slug, isPublished },
          tx.now,
        );
        if (repo.isClash(made)) return CLASH_FAILURES[made.clash];
        await repo.replaceSpecifications(tx.db, made.id, input.specifications);
        if (variants.length) {
          const refused = await addVariants(tx, made.id, variants, 0);
          if (refused) return refused;
        }
        await tx.jobs.enqueue('offers.reprice', {});
        await audit.record(tx, {
          entity: 'product',
          entityId: made.id,
          action: 'create',
          after: input,
        });
        return load(tx, made.id);
      });
    },

    /**
     * Changes a product's fields and replaces its specifications. A change of price, sale price
     * or category clears its ruled price and asks the offers to reprice (a job after the commit).
     */
    update(ctx: ServiceContext, id: string, input: ProductInput): Promise<Result<PortalProduct>> {
      return withTransaction(ctx, async (tx) => {
        const found = await editable(tx, id);
        if (!found.ok) return found;
        const before = found.value.product;
        if (
          input.categoryId !== before.categoryId &&
          !(await repo.categoryExists(tx.db, input.categoryId))
        )
          return fail('CATEGORY_NOT_FOUND');
        const repriced =
          input.price !== before.price ||
          input.salePrice !== before.salePrice ||
          input.categoryId !== before.categoryId;
        const changed = await repo.updateProduct(tx.db, id, productValues(input), tx.now, repriced);
        if (repo.isClash(changed)) return CLASH_FAILURES[changed.clash];
        await repo.replaceSpecifications(tx.db, id, input.specifications);
        if (repriced) await tx.jobs.enqueue('offers.reprice', {});
        await audit.record(tx, {
          entity: 'product',
          entityId: id,
          action: 'update',
          before,
          after: input,
        });
        return load(tx, id);
      });
    },

    /** Publishes (when it has a variant and is not archived) or unpublishes a product. */
    setPublished(
      ctx: ServiceContext,
      id: string,
      isPublished: boolean,
    ): Promise<Result<PortalProduct>> {
      return withTransaction(ctx, async (tx) => {
        const found = await editable(tx, id);
        if (!found.ok) return found;
        if (isPublished && found.value.variants.length === 0)
          return fail('PRODUCT_WITHOUT_VARIANTS');
        await repo.updateProduct(tx.db, id, { isPublished }, tx.now);
        return load(tx, id);
      });
    },

    /**
     * Deletes a product, or archives it (unpublished, kept, out of the back office's lists) when
     * any order ever held it, so orders keep their lines and reviews their product. Orders taking
     * its stock meanwhile finish first; later ones find it gone.
     */
    remove(ctx: ServiceContext, id: string): Promise<Result<ProductRemoval>> {
      return withTransaction(ctx, async (tx) => {
        await repo.lockVariants(tx.db, id);
        const found = await repo.findProduct(tx.db, id);
        if (!found) return fail('PRODUCT_NOT_FOUND');
        if (await deps.everOrdered(tx, id)) {
          if (!found.product.archivedAt)
            await repo.updateProduct(tx.db, id, { isPublished: false, archivedAt: tx.now }, tx.now);
          return ok({ id, outcome: 'archived' as const });
        }
        await repo.deleteProduct(tx.db, id);
        return ok({ id, outcome: 'deleted' as const });
      });
    },

    /** Adds a variant to a product; its first stock is a receipt. */
    addVariant(
      ctx: ServiceContext,
      id: string,
      input: VariantInput,
    ): Promise<Result<PortalProduct>> {
      return withTransaction(ctx, async (tx) => {
        const found = await editable(tx, id);
        if (!found.ok) return found;
        const last = Math.max(-1, ...found.value.variants.map((v) => v.position));
        const refused = await addVariants(tx, id, [input], last + 1);
        if (refused) return refused;
        return load(tx, id);
      });
    },

    /** Changes a variant's colour, size or SKU; its stock and ledger stay. */
    updateVariant(
      ctx: ServiceContext,
      id: string,
      variantId: string,
      input: VariantOptionsInput,
    ): Promise<Result<PortalProduct>> {
      return withTransaction(ctx, async (tx) => {
        const found = await editable(tx, id);
        if (!found.ok) return found;
        const changed = await repo.updateVariant(tx.db, id, variantId, input);
        if (repo.isClash(changed)) return CLASH_FAILURES[changed.clash];
        if (!changed) return fail('VARIANT_NOT_FOUND');
        return load(tx, id);
      });
    },

    /**
     * Receives or adjusts a variant's stock: a movement in the ledger and a conditional update
     * of the stock in one transaction, so an order taking the same variant at the same moment
     * loses nothing and neither does the receipt. Below 0 is 409 with the stock now.
     */
    moveStock(
      ctx: ServiceContext,
      id: string,
      variantId: string,
      input: StockMovementData,
    ): Promise<Result<PortalProduct>> {
      return withTransaction(ctx, async (tx) => {
        const moved = await ledger.moveStock(tx.db, {
          productId: id,
          variantId,
          kind: input.kind,
          quantity: input.quantity,
          reason: input.reason,
          actorId: actorOf(tx).id,
          now: tx.now,
        });
        if (!moved) return fail('VARIANT_NOT_FOUND');
        if ('short' in moved) return fail('STOCK_BELOW_ZERO', { params: { stock: moved.short } });
        await audit.record(tx, {
          entity: 'stock',
          entityId: variantId,
          action: input.kind,
          after: input,
        });
        return load(tx, id);
      });
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
