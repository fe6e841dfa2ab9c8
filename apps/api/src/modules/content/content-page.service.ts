import {
  type ContentPage,
  type ContentPageInput,
  type PolicyIndex,
  type PortalContentPage,
  type Result,
  type ShopFacts,
  fail,
  fillShopFacts,
  groupPolicies,
  isPolicyKey,
  localize,
  ok,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import * as repo from './content-page.repository.ts';

const portalPage = (row: repo.ContentPageRow): PortalContentPage => ({
  key: row.key,
  group: row.group,
  position: row.position,
  titleVi: row.titleVi,
  titleEn: row.titleEn,
  summaryVi: row.summaryVi,
  summaryEn: row.summaryEn,
  bodyVi: row.bodyVi,
  bodyEn: row.bodyEn,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The shop's policy pages (core's `POLICY_KEYS`), one row per key in both languages. Bodies are
 * sanitised on every write (`sanitizeRichText`) and served as stored, the shop's settings filled
 * in where they say `{{delivery:…}}` or `{{warranty}}` (core's `fillShopFacts`).
 */
export function createContentPageService(deps: {
  facts: (ctx: ServiceContext) => Promise<ShopFacts>;
}) {
  return {
    /** The footer's index in the request's language: groups in core's order, pages by position. */
    async index(ctx: ServiceContext): Promise<PolicyIndex> {
      const rows = await repo.listPageTitles(ctx.db);
      return groupPolicies(rows).map(({ group, pages }) => ({
        group,
        pages: pages.map((page) => ({
          key: page.key,
          title: localize({ vi: page.titleVi, en: page.titleEn }, ctx.lang),
        })),
      }));
    },

    /** One page in the request's language (English falls back to Vietnamese where empty). */
    async page(ctx: ServiceContext, key: string): Promise<Result<ContentPage>> {
      const row = isPolicyKey(key) ? await repo.findPage(ctx.db, key) : null;
      if (!row) return fail('CONTENT_PAGE_NOT_FOUND');
      const facts = await deps.facts(ctx);
      const pick = (vi: string, en: string) =>
        fillShopFacts(localize({ vi, en }, ctx.lang), facts, ctx.lang);
      return ok({
        key: row.key,
        group: row.group,
        title: pick(row.titleVi, row.titleEn),
        summary: pick(row.summaryVi, row.summaryEn),
        body: pick(row.bodyVi, row.bodyEn),
        updatedAt: row.updatedAt.toISOString(),
      });
    },

    /** Every page in both languages, by group and position. */
    async list(ctx: ServiceContext): Promise<PortalContentPage[]> {
      return (await repo.listPages(ctx.db)).map(portalPage);
    },

    async get(ctx: ServiceContext, key: string): Promise<Result<PortalContentPage>> {
      const row = isPolicyKey(key) ? await repo.findPage(ctx.db, key) : null;
      return row ? ok(portalPage(row)) : fail('CONTENT_PAGE_NOT_FOUND');
    },

    /**
     * Saves a page's words, group and position, the bodies sanitised; records who saved it and
     * announces the change to the page cache in the same transaction.
     */
    async update(
      ctx: ServiceContext,
      key: string,
      input: ContentPageInput,
    ): Promise<Result<PortalContentPage>> {
      if (!isPolicyKey(key)) return fail('CONTENT_PAGE_NOT_FOUND');
      return withTransaction(ctx, async (tx) => {
        const row = await repo.updatePage(tx.db, key, {
          ...input,
          bodyVi: sanitizeRichText(input.bodyVi),
          bodyEn: sanitizeRichText(input.bodyEn),
          updatedBy: tx.actor?.id ?? null,
          updatedAt: tx.now,
        });
        if (!row) return fail('CONTENT_PAGE_NOT_FOUND');
        await repo.noticeContentChange(tx.db);
        return ok(portalPage(row));
      });
    },

    /** Rich text exactly as a write would store it; nothing is stored. */
    preview(_ctx: ServiceContext, html: string): { html: string } {
      return { html: sanitizeRichText(html) };
    },
  };
}

export type ContentPageService = ReturnType<typeof createContentPageService>;
