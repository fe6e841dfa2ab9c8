import { searchKey } from '../addresses/address.rules.ts';

/**
 * Where an article stands at an instant: no publication date is a draft, a date still to come is
 * scheduled, a date at or before `now` is published (the storefront shows it).
 */
export const NEWS_STATUSES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** An article's status at `now` from its publication instant (null: a draft). */
export function newsStatus(publishedAt: Date | null, now: Date): NewsStatus {
  if (!publishedAt) return 'DRAFT';
  return publishedAt.getTime() <= now.getTime() ? 'PUBLISHED' : 'SCHEDULED';
}

/** The longest slug an article may have (the URL stays readable and shareable). */
export const NEWS_SLUG_MAX = 120;
/** A slug: lower-case ASCII letters and digits in words joined by single hyphens. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a title: ASCII kebab-case without diacritics ("Robot mới về" → "robot-moi-ve"), cut
 * at a hyphen to `NEWS_SLUG_MAX`; '' when the title has no letter or digit.
 */
export function newsSlug(title: string): string {
  const slug = searchKey(title).replaceAll(' ', '-');
  if (slug.length <= NEWS_SLUG_MAX) return slug;
  const cut = slug.slice(0, NEWS_SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, NEWS_SLUG_MAX)).replace(
    /-+$/,
    '',
  );
}

/** The articles on one page of the storefront's news list. */
export const NEWS_PAGE_SIZE = 9;
/** The articles the home page's "latest news" strip shows. */
export const NEWS_HOME_COUNT = 3;
