import { type PublicSolution, type Result, fail, ok } from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import { toPublic } from './solution-view.ts';
import * as favourites from './solution-favourite.repository.ts';
import * as repo from './solution.repository.ts';

/**
 * A shopper's favourite solutions (issue 36): only a live one can be favourited; the solution's
 * count moves with the row in one transaction, so the provider's figure is the rows' number.
 */
export function createSolutionFavourites() {
  return {
    async add(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      const live = await repo.viewLive(ctx.db, id, ctx.now, false);
      if (!live) return fail('SOLUTION_NOT_FOUND');
      return withTransaction(ctx, async (tx) =>
        (await favourites.addFavourite(tx.db, actorOf(tx).id, id, tx.now))
          ? ok({ id })
          : fail('FAVOURITE_EXISTING'),
      );
    },

    async remove(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      return withTransaction(ctx, async (tx) =>
        (await favourites.removeFavourite(tx.db, actorOf(tx).id, id))
          ? ok({ id })
          : fail('FAVOURITE_NOT_FOUND'),
      );
    },

    /** The user's favourites that are live now (one that left the shop is not shown). */
    async list(ctx: ServiceContext): Promise<PublicSolution[]> {
      const list: PublicSolution[] = [];
      for (const id of await favourites.favouriteIds(ctx.db, actorOf(ctx).id)) {
        const live = await repo.viewLive(ctx.db, id, ctx.now, false);
        if (live) list.push(toPublic(live, ctx.lang));
      }
      return list;
    },
  };
}

export type SolutionFavourites = ReturnType<typeof createSolutionFavourites>;
