import {
  type Page,
  type PageQuery,
  type ProductListItem,
  type ProductListQuery,
  type Result,
  fail,
  ok,
} from '@lotus/core';
import { type ServiceContext, actorOf } from '../../context.ts';
import type { ProductService } from '../products/product.service.ts';
import * as repo from './wishlist.repository.ts';

/**
 * The signed-in shopper's wishlist (the actor's own: there is no way to name another's). A
 * visitor's list lives in local storage and is merged in at login.
 */
export function createWishlistService(deps: { products: ProductService }) {
  return {
    /** The wishlist as a product list, newest addition first. */
    list(ctx: ServiceContext, query: ProductListQuery & PageQuery): Promise<Page<ProductListItem>> {
      return deps.products.list(ctx, query, { favouritesOf: actorOf(ctx).id });
    },

    /** The ids on the wishlist, newest addition first (the filled hearts). */
    ids(ctx: ServiceContext): Promise<string[]> {
      return repo.favouriteIds(ctx.db, actorOf(ctx).id);
    },

    /** Adds a published product; one already there is a `FAVOURITE_EXISTING` warning. */
    async add(ctx: ServiceContext, productId: string): Promise<Result<{ productId: string }>> {
      if (!(await deps.products.isPublished(ctx, productId))) return fail('PRODUCT_NOT_FOUND');
      if (!(await repo.addFavourite(ctx.db, actorOf(ctx).id, productId))) {
        return fail('FAVOURITE_EXISTING');
      }
      return ok({ productId });
    },

    async remove(ctx: ServiceContext, productId: string): Promise<Result<{ productId: string }>> {
      return (await repo.removeFavourite(ctx.db, actorOf(ctx).id, productId))
        ? ok({ productId })
        : fail('FAVOURITE_NOT_FOUND');
    },

    /** Merges a visitor's local wishlist in (published products only); answers every id. */
    async merge(ctx: ServiceContext, productIds: string[]): Promise<string[]> {
      await repo.mergeFavourites(ctx.db, actorOf(ctx).id, [...new Set(productIds)]);
      return repo.favouriteIds(ctx.db, actorOf(ctx).id);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
