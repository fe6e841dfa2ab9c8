import {
  type Language,
  type OwnSolution,
  type PublicSolution,
  type SolutionContent,
  type SolutionInput,
  withoutDiacritics,
} from '@lotus/core';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { LiveRow, SolutionRow } from './solution.repository.ts';

/** A provider's input as stored: the descriptions sanitised, tags trimmed and distinct. */
export function storedInput(input: SolutionInput) {
  return {
    titleVi: input.titleVi,
    titleEn: input.titleEn,
    summaryVi: input.summaryVi,
    summaryEn: input.summaryEn,
    descriptionVi: sanitizeRichText(input.descriptionVi),
    descriptionEn: sanitizeRichText(input.descriptionEn),
    category: input.category,
    tags: [...new Set(input.tags)],
    price: input.price,
    demoUrl: input.demoUrl,
    docsUrl: input.docsUrl,
  };
}

/** The content of a solution's row: the provider's copy. */
export function contentOf(row: SolutionRow): SolutionContent {
  return {
    titleVi: row.titleVi,
    titleEn: row.titleEn,
    summaryVi: row.summaryVi,
    summaryEn: row.summaryEn,
    descriptionVi: row.descriptionVi,
    descriptionEn: row.descriptionEn,
    category: row.category,
    tags: row.tags,
    price: row.price,
    demoUrl: row.demoUrl,
    docsUrl: row.docsUrl,
    screenshots: row.screenshots,
  };
}

/** Whether an input changes what a shopper would see (a material edit). */
export function changes(row: SolutionRow, stored: ReturnType<typeof storedInput>): boolean {
  const before = contentOf(row);
  return (Object.keys(stored) as (keyof typeof stored)[]).some(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(stored[key]),
  );
}

/** The words a live version is found by, lower-cased without diacritics (the catalogue's). */
export function searchTextOf(content: SolutionContent, businessName: string): string {
  return withoutDiacritics(
    [
      content.titleVi,
      content.titleEn,
      content.summaryVi,
      content.summaryEn,
      content.tags.join(' '),
      businessName,
    ]
      .join(' ')
      .toLowerCase(),
  );
}

export function toOwn(row: SolutionRow): OwnSolution {
  return {
    id: row.id,
    providerId: row.providerId,
    ...contentOf(row),
    published: row.published,
    reviewState: row.reviewState,
    rejectionReason: row.rejectionReason,
    live: row.live,
    views: row.views,
    favourites: row.favourites,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublic(row: LiveRow, lang: Language): PublicSolution {
  const { live } = row;
  return {
    id: row.id,
    title: lang === 'en' ? live.titleEn : live.titleVi,
    summary: lang === 'en' ? live.summaryEn : live.summaryVi,
    description: lang === 'en' ? live.descriptionEn : live.descriptionVi,
    category: live.category,
    tags: live.tags,
    price: live.price,
    demoUrl: live.demoUrl,
    docsUrl: live.docsUrl,
    screenshots: live.screenshots,
    provider: row.provider,
  };
}
