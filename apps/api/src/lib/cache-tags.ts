import type { FastifyReply } from 'fastify';

/**
 * The header an answer names its cache tags in (see lib/cache-versions.ts): a page rendered from
 * it is kept until one of them changes. Answers of public content only; a personal answer has
 * none and is never part of a kept page.
 */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

/** Names what this answer shows, e.g. `tagAnswer(reply, ['lists'])`. */
export function tagAnswer(reply: FastifyReply, tags: readonly string[]): void {
  if (tags.length > 0) reply.header(CACHE_TAGS_HEADER, tags.join(' '));
}

/** The tags of a product page's answer, and of a list of products. */
export const productTag = (id: string) => `product:${id}`;
