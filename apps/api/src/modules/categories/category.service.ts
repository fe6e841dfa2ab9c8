import { type Category, localize } from '@lotus/core';
import type { Db, ServiceContext } from '../../context.ts';
import { type CacheVersions, keptUntilChanged } from '../../lib/cache-versions.ts';
import { type CategoryRow, listParents, listWithDirectCounts } from './category.repository.ts';

/** Adds each category's descendants' products to its own count (a parent shows its whole tree). */
function rollUpCounts(rows: CategoryRow[]): Map<string, number> {
  const children = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const totals = new Map<string, number>();
  const total = (row: CategoryRow, seen: Set<string>): number => {
    const known = totals.get(row.id);
    if (known !== undefined) return known;
    if (seen.has(row.id)) return 0; // a cycle in bad data must not hang the shop
    seen.add(row.id);
    const sum = (children.get(row.id) ?? []).reduce(
      (acc, child) => acc + total(child, seen),
      Number(row.directCount),
    );
    totals.set(row.id, sum);
    return sum;
  };
  for (const row of rows) total(row, new Set());
  return totals;
}

/** The category tree. */
export function createCategoryService(deps: { cacheVersions: CacheVersions; database: Db }) {
  // Each category's parent, kept between requests: the tree changes rarely, and its change
  // notice (or lost notices) drops the copy.
  const parents = keptUntilChanged<Map<string, string | null>>(deps.cacheVersions, 'categories');
  const load = async (db: Db) =>
    new Map((await listParents(db)).map((c) => [c.id, c.parentId] as const));

  // Kept warm: read at start and again, outside any transaction, as soon as a change drops it.
  // An order's pricing asks for it inside its transaction, where a read may not be kept (below):
  // without this, a shop whose orders came before any page asked would read it with every order.
  const refill = () => {
    if (deps.cacheVersions.interrupted()) return;
    parents.read(() => load(deps.database)).catch(() => {});
  };
  deps.cacheVersions.subscribe((tags) => {
    if (tags.includes('categories') || tags.includes('*')) queueMicrotask(refill);
  });
  refill();

  async function parentsOf(ctx: ServiceContext, categoryIds: readonly string[]) {
    const kept = parents.current;
    if (kept && categoryIds.every((id) => kept.has(id))) return kept;
    // A transaction may see its own uncommitted changes: only a committed view is kept.
    return parents.read(() => load(ctx.db), !ctx.inTransaction);
  }

  return {
    /**
     * The tree's ancestry: for a category, its id and its ancestors' (a programme on a category
     * covers its sub-categories). A cycle in bad data stops at 20 levels. `categoryIds` are the
     * categories about to be asked for: one unknown to the kept tree (a new category) reads the
     * tree again.
     */
    async ancestry(
      ctx: ServiceContext,
      categoryIds: readonly string[],
    ): Promise<(categoryId: string) => string[]> {
      const parentOf = await parentsOf(ctx, categoryIds);
      return (categoryId) => {
        const chain: string[] = [];
        for (
          let id: string | null | undefined = categoryId;
          id && chain.length < 20;
          id = parentOf.get(id)
        ) {
          chain.push(id);
        }
        return chain;
      };
    },

    /** All categories (a flat list with parent ids), in the visitor's language, ordered for display. */
    async list(ctx: ServiceContext): Promise<Category[]> {
      const rows = await listWithDirectCounts(ctx.db);
      const totals = rollUpCounts(rows);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        parentId: row.parentId,
        name: localize({ vi: row.nameVi, en: row.nameEn }, ctx.lang),
        description: localize({ vi: row.descriptionVi, en: row.descriptionEn }, ctx.lang),
        image: row.image,
        priority: row.priority,
        productCount: totals.get(row.id) ?? 0,
      }));
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
