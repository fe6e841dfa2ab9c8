import {
  type NewsArticle,
  type NewsInputData,
  type NewsListItem,
  type NewsListQuery,
  type NewsPreview,
  type Page,
  type PortalNews,
  type PortalNewsQuery,
  type Result,
  fail,
  localize,
  newsSlug,
  newsStatus,
  ok,
  pageOffset,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { noticeContentChange } from './content-page.repository.ts';
import * as repo from './news.repository.ts';

const portalNews = (row: repo.NewsRow, now: Date): PortalNews => ({
  id: row.id,
  slug: row.slug,
  titleVi: row.titleVi,
  titleEn: row.titleEn,
  summaryVi: row.summaryVi,
  summaryEn: row.summaryEn,
  bodyVi: row.bodyVi,
  bodyEn: row.bodyEn,
  image: row.image,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  status: newsStatus(row.publishedAt, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const listItem = (row: repo.NewsRow, ctx: ServiceContext): NewsListItem => ({
  id: row.id,
  slug: row.slug,
  title: localize({ vi: row.titleVi, en: row.titleEn }, ctx.lang),
  summary: localize({ vi: row.summaryVi, en: row.summaryEn }, ctx.lang),
  image: row.image,
  publishedAt: row.publishedAt!.toISOString(),
});

/** The stored form of an input: bodies sanitised, the slug typed or made from the title. */
function stored(input: NewsInputData): Result<repo.NewsValues> {
  const slug = input.slug || newsSlug(input.titleVi) || newsSlug(input.titleEn);
  if (!slug) return fail('NEWS_SLUG_INVALID');
  return ok({
    slug,
    titleVi: input.titleVi,
    titleEn: input.titleEn,
    summaryVi: input.summaryVi,
    summaryEn: input.summaryEn,
    bodyVi: sanitizeRichText(input.bodyVi),
    bodyEn: sanitizeRichText(input.bodyEn),
    image: input.image,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  });
}

/**
 * The shop's news. The storefront sees only articles published at the request's instant (a
 * draft, a scheduled or an unknown article is the same 404); the back office writes both
 * languages, with bodies sanitised on every write, slugs unique, and publishes now, later or
 * never. Every change announces itself to the page cache in its transaction.
 */
export function createNewsService() {
  /** Runs a change and the cache notice in one transaction. */
  const change = <T>(ctx: ServiceContext, fn: (tx: ServiceContext) => Promise<Result<T>>) =>
    withTransaction(ctx, async (tx) => {
      const result = await fn(tx);
      if (result.ok) await noticeContentChange(tx.db);
      return result;
    });

  const updated = (
    ctx: ServiceContext,
    row: Awaited<ReturnType<typeof repo.updateNews>>,
    slug?: string,
  ) => {
    if (row === 'missing') return fail('NEWS_NOT_FOUND');
    if (row === 'slugTaken') return fail('NEWS_SLUG_EXISTING', { params: { slug: slug ?? '' } });
    return ok(portalNews(row, ctx.now));
  };

  return {
    /** Published articles, newest first, in the request's language. */
    async published(ctx: ServiceContext, query: NewsListQuery): Promise<Page<NewsListItem>> {
      const { rows, total } = await repo.listPublished(ctx.db, ctx.now, {
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map((row) => listItem(row, ctx)),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /** When the list of published articles next changes by the clock alone (a scheduled one). */
    nextPublication(ctx: ServiceContext): Promise<Date | null> {
      return repo.nextPublication(ctx.db, ctx.now);
    },

    /** A published article by slug; a draft, a scheduled or an unknown one is NEWS_NOT_FOUND. */
    async article(ctx: ServiceContext, slug: string): Promise<Result<NewsArticle>> {
      const row = await repo.findPublishedBySlug(ctx.db, slug.toLowerCase(), ctx.now);
      if (!row) return fail('NEWS_NOT_FOUND');
      return ok({
        ...listItem(row, ctx),
        body: localize({ vi: row.bodyVi, en: row.bodyEn }, ctx.lang),
        updatedAt: row.updatedAt.toISOString(),
      });
    },

    /** Published articles' slugs and last changes, for the sitemap. */
    publishedSlugs(ctx: ServiceContext) {
      return repo.publishedSlugs(ctx.db, ctx.now);
    },

    /** Every article, drafts and scheduled ones too, newest edit first. */
    async list(ctx: ServiceContext, query: PortalNewsQuery): Promise<Page<PortalNews>> {
      const { rows, total } = await repo.listAll(ctx.db, ctx.now, {
        status: query.status,
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map((row) => portalNews(row, ctx.now)),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    async get(ctx: ServiceContext, id: string): Promise<Result<PortalNews>> {
      const row = await repo.findById(ctx.db, id);
      return row ? ok(portalNews(row, ctx.now)) : fail('NEWS_NOT_FOUND');
    },

    /** Writes an article; a slug another article has is NEWS_SLUG_EXISTING and nothing is saved. */
    create(ctx: ServiceContext, input: NewsInputData): Promise<Result<PortalNews>> {
      return change(ctx, async (tx) => {
        const values = stored(input);
        if (!values.ok) return values;
        const row = await repo.insertNews(tx.db, values.value, tx.now);
        if (!row) return fail('NEWS_SLUG_EXISTING', { params: { slug: values.value.slug } });
        return ok(portalNews(row, tx.now));
      });
    },

    /** Rewrites an article (both languages, slug, image, publication date). */
    update(ctx: ServiceContext, id: string, input: NewsInputData): Promise<Result<PortalNews>> {
      return change(ctx, async (tx) => {
        const values = stored(input);
        if (!values.ok) return values;
        const row = await repo.updateNews(tx.db, id, values.value, tx.now);
        return updated(tx, row, values.value.slug);
      });
    },

    /** Publishes now, or at `publishedAt` (a future instant schedules it). */
    publish(ctx: ServiceContext, id: string, publishedAt?: string): Promise<Result<PortalNews>> {
      return change(ctx, async (tx) => {
        const when = publishedAt ? new Date(publishedAt) : tx.now;
        return updated(tx, await repo.updateNews(tx.db, id, { publishedAt: when }, tx.now));
      });
    },

    /** Back to draft: the storefront stops showing it at once. */
    unpublish(ctx: ServiceContext, id: string): Promise<Result<PortalNews>> {
      return change(ctx, async (tx) =>
        updated(tx, await repo.updateNews(tx.db, id, { publishedAt: null }, tx.now)),
      );
    },

    remove(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      return change(ctx, async (tx) =>
        (await repo.deleteNews(tx.db, id)) ? ok({ id }) : fail('NEWS_NOT_FOUND'),
      );
    },

    /** The bodies exactly as a save would store them; nothing is written. */
    preview(_ctx: ServiceContext, input: { bodyVi: string; bodyEn: string }): NewsPreview {
      return { bodyVi: sanitizeRichText(input.bodyVi), bodyEn: sanitizeRichText(input.bodyEn) };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
