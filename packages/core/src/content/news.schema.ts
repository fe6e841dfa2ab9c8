import { z } from 'zod';
import { pageQueryOf } from '../http/pagination.ts';
import { NEWS_PAGE_SIZE, NEWS_SLUG_MAX, NEWS_SLUG_PATTERN, NEWS_STATUSES } from './news.rules.ts';

const iso = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().min(1, 'FieldIsNotEmpty').max(max, 'TextTooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'TextTooLong').default('');

/** The most characters an article's body may have, before and after sanitising. */
export const NEWS_BODY_MAX = 100_000;

/**
 * An article's picture: one of the shop's own images (`/images/…`) or an https address. Blank is
 * none.
 */
export const newsImageSchema = z
  .string()
  .trim()
  .max(500, 'TextTooLong')
  .transform((v) => v || null)
  .nullable()
  .refine(
    (v) => v === null || /^\/images\/[A-Za-z0-9/_.-]+$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v),
    'InvalidUrl',
  )
  .refine((v) => v === null || !v.includes('..'), 'InvalidUrl');

/** A slug as an operator types it; blank means "make one from the Vietnamese title". */
export const newsSlugInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(NEWS_SLUG_MAX, 'TextTooLong')
  .refine((v) => v === '' || NEWS_SLUG_PATTERN.test(v), 'InvalidSlug')
  .default('');

/** What the back office writes of an article; the server sanitises both bodies before storing. */
export const newsInputSchema = z.object({
  slug: newsSlugInputSchema,
  titleVi: text(200),
  titleEn: text(200),
  summaryVi: optionalText(500),
  summaryEn: optionalText(500),
  bodyVi: text(NEWS_BODY_MAX),
  bodyEn: text(NEWS_BODY_MAX),
  image: newsImageSchema.default(null),
  /** null: a draft; a future instant: scheduled; now or earlier: published. */
  publishedAt: iso.nullable().default(null),
});
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsInputData = z.output<typeof newsInputSchema>;

/** Publish now (no date) or at a given instant (in the future: scheduled). */
export const newsPublishSchema = z.object({ publishedAt: iso.optional() });

/** The bodies to preview, as the editor holds them. */
export const newsPreviewInputSchema = z.object({
  bodyVi: z.string().max(NEWS_BODY_MAX, 'TextTooLong').default(''),
  bodyEn: z.string().max(NEWS_BODY_MAX, 'TextTooLong').default(''),
});
/** The same bodies as the server would store them (sanitised), nothing saved. */
export const newsPreviewSchema = z.object({ bodyVi: z.string(), bodyEn: z.string() });
export type NewsPreview = z.infer<typeof newsPreviewSchema>;

/** The storefront's news list, newest first. */
export const newsListQuerySchema = pageQueryOf(NEWS_PAGE_SIZE);
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** An article in the storefront's list, in the request's language. */
export const newsListItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  publishedAt: iso,
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

/** A published article with its sanitised HTML body, in the request's language. */
export const newsArticleSchema = newsListItemSchema.extend({
  body: z.string(),
  updatedAt: iso,
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** An article as the back office sees it: both languages, its status at the server's now. */
export const portalNewsSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  titleVi: z.string(),
  titleEn: z.string(),
  summaryVi: z.string(),
  summaryEn: z.string(),
  bodyVi: z.string(),
  bodyEn: z.string(),
  image: z.string().nullable(),
  publishedAt: iso.nullable(),
  status: z.enum(NEWS_STATUSES),
  createdAt: iso,
  updatedAt: iso,
});
export type PortalNews = z.infer<typeof portalNewsSchema>;

/** The back office's list: every article (drafts included), newest edit first. */
export const portalNewsQuerySchema = pageQueryOf(20).extend({
  status: z.enum(NEWS_STATUSES).optional(),
});
export type PortalNewsQuery = z.infer<typeof portalNewsQuerySchema>;
