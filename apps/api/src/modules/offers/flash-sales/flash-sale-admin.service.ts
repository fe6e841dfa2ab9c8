import { type FlashSaleInput, type PortalFlashSale, type Result, fail, ok } from '@lotus/core';
import type { ServiceContext } from '../../../context.ts';
import {
  type ProgrammeAdmin,
  change,
  portalProgramme,
  stamp,
  stopped,
  windowOf,
} from '../programme-admin.ts';
import * as repo from './flash-sale-admin.repository.ts';
import type { FlashSaleRow } from './flash-sale.repository.ts';

async function toFlashSales(ctx: ServiceContext, rows: FlashSaleRow[]): Promise<PortalFlashSale[]> {
  const items = await repo.flashItemsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...portalProgramme(r, ctx.now),
    items: items
      .filter((i) => i.flashSaleId === r.id)
      .map((i) => ({
        id: i.id,
        productId: i.productId,
        productName: ctx.lang === 'en' ? i.nameEn : i.nameVi,
        infoId: i.variantId,
        flashPrice: i.flashPrice,
        quota: i.quota,
        sold: i.sold,
        perCustomerLimit: i.perCustomerLimit,
      })),
  }));
}

/** The items' products exist and each variant is its product's. */
async function checkItems(ctx: ServiceContext, input: FlashSaleInput): Promise<Result<true>> {
  const products = await repo.existingProducts(
    ctx.db,
    input.items.map((i) => i.productId),
  );
  const variants = new Map(
    (
      await repo.variantProducts(
        ctx.db,
        input.items.flatMap((i) => (i.infoId ? [i.infoId] : [])),
      )
    ).map((v) => [v.id, v.productId]),
  );
  const bad = input.items.findIndex(
    (i) =>
      !products.has(i.productId) || (i.infoId !== null && variants.get(i.infoId) !== i.productId),
  );
  if (bad >= 0) {
    return fail('VALIDATION_ERROR', {
      details: [{ field: `body.items.${bad}.productId`, reason: 'InvalidValue' }],
    });
  }
  return ok(true);
}

const itemsOf = (input: FlashSaleInput) =>
  input.items.map((i) => ({
    productId: i.productId,
    variantId: i.infoId,
    flashPrice: i.flashPrice,
    quota: i.quota,
    perCustomerLimit: i.perCustomerLimit,
  }));

/** The back office's flash sales with their items (an item's quota never below what it sold). */
export function createFlashSaleAdmin(): ProgrammeAdmin<FlashSaleInput, PortalFlashSale> {
  return {
    async list(ctx) {
      return toFlashSales(ctx, await repo.flashSaleRows.list(ctx.db));
    },
    async create(ctx, input) {
      const checked = await checkItems(ctx, input);
      if (!checked.ok) return checked;
      const { items: _items, ...sale } = input;
      const row = await repo.flashSaleRows.insert(ctx.db, {
        ...sale,
        ...windowOf(input),
        ...stamp(ctx),
      });
      await repo.replaceFlashItems(ctx.db, row.id, itemsOf(input));
      return ok((await toFlashSales(ctx, [row]))[0]!);
    },
    async change(ctx, id, input) {
      if (!('stop' in input)) {
        const checked = await checkItems(ctx, input);
        if (!checked.ok) return checked;
      }
      const { items: _items, ...sale } = 'stop' in input ? { items: null } : input;
      const values = 'stop' in input ? stopped(ctx) : { ...sale, ...windowOf(input) };
      const changed = await change(ctx, repo.flashSaleRows, id, values, 'FLASH_SALE_NOT_FOUND');
      if (!changed.ok) return changed;
      if (!('stop' in input)) await repo.replaceFlashItems(ctx.db, id, itemsOf(input));
      return ok((await toFlashSales(ctx, [changed.value]))[0]!);
    },
  };
}
