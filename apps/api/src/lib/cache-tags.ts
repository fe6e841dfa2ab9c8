import type { FastifyReply } from 'fastify';

/**
 * The header an answer names its cache tags in (see lib/cache-versions.ts): a page rendered from
 * it is kept until one of them changes. Answers of public content only; a personal answer has
 * none and is never part of a kept page.
 */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

/**
 * The header an answer that changes with the clock names the instant it stops holding in (ISO
 * 8601): the next start or end of a banner's window, the next article's publication. A copy of it
 * (a shared answer, a kept page) is not used from then on.
 */
export const CACHE_UNTIL_HEADER = 'x-cache-until';

/**
 * Names what this answer shows, e.g. `tagAnswer(reply, ['lists'])`, and, for an answer that
 * changes with the clock, until when it holds (`null`: until something it shows changes).
 */
export function tagAnswer(
  reply: FastifyReply,
  tags: readonly string[],
  until: Date | null = null,
): void {
  if (tags.length > 0) reply.header(CACHE_TAGS_HEADER, tags.join(' '));
  if (until) reply.header(CACHE_UNTIL_HEADER, until.toISOString());
}

/**
 * `answer`, tagged with `tags` and holding until the instant `until` names: an answer that changes
 * with the clock, asked at once with the query that says when (`null`: only when a row changes).
 */
export async function tagTimedAnswer<T>(
  reply: FastifyReply,
  tags: readonly string[],
  answer: Promise<T>,
  until: Promise<Date | null>,
): Promise<T> {
  const [value, instant] = await Promise.all([answer, until]);
  tagAnswer(reply, tags, instant);
  return value;
}

/** The tags of a product page's answer, and of a list of products. */
export const productTag = (id: string) => `product:${id}`;
