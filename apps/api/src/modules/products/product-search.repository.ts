import { keyboardReading, splitSearchWords, withoutDiacritics } from '@lotus/core';
import { schema } from '@lotus/db';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { compiled } from '../../lib/statement-cache.ts';
import { listColumns } from './product-list.repository.ts';

const { products, searchWords } = schema;

/** Text for a LIKE pattern, with the user's own wildcards taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for LIKE. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * How search matches: `exact` wants every word in a name or the SKU, spelled with or without
 * diacritics. `fuzzy` (used when nothing matches exactly) first reads each word the catalogue
 * does not know: as typed with Telex or VNI keys ("aos" is "áo"), else corrected to the nearest
 * catalogue word (one edit from 4 letters, two from 8, a swap of neighbours counting one). Both
 * then match with the trigram index on `search_text`.
 */
export type SearchMode = 'exact' | 'fuzzy';

/** Named values bound to a compiled statement's placeholders. */
export type Values = Record<string, unknown>;

/**
 * Edits a correction may make to a typed word: none below 4 letters (short words are too close
 * to each other) or in a word with digits (a model or size: "S7" is not "S8"), one from 4 letters,
 * two from 8 (the rule Algolia and Typesense use).
 */
export function allowedEdits(word: string): number {
  if (/\d/.test(word)) return 0;
  const length = withoutDiacritics(word).length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Binds a search's words and returns how many there are: `w0`, `w1`… as LIKE patterns; for a
 * fuzzy search also the word as typed (`t…`), its Telex/VNI reading or null (`r…`) and the
 * edits a correction may make (`k…`); for an exact search the whole phrase.
 */
export function searchValues(text: string, mode: SearchMode, values: Values): number {
  const words = splitSearchWords(text);
  words.forEach((word, i) => {
    values[`w${i}`] = containsPattern(word);
    if (mode === 'fuzzy') {
      values[`t${i}`] = word;
      values[`r${i}`] = keyboardReading(word);
      values[`k${i}`] = allowedEdits(word);
    }
  });
  if (mode === 'exact') {
    const phrase = text.toLowerCase().trim();
    values.phraseContains = containsPattern(phrase);
    values.phrasePrefix = `${escapeLike(phrase)}%`;
  }
  return words.length;
}

/**
 * How typed word `i` is read, as zero or one row `(pattern, shown, changed)`: the first of
 * - the word as typed, when some catalogue word contains it;
 * - its Telex/VNI reading, when it is a catalogue word (so "bus" is never read as "bụ");
 * - the nearest catalogue word within the allowed edits (optimal string alignment distance:
 *   insertion, deletion, substitution or a swap of neighbours; `levenshtein_less_equal` lets
 *   through the few candidates first), the one most products carry on a tie.
 * `shown` is the word as the catalogue's names write it ("áo"), for "results for …".
 */
function wordReading(i: number): SQL {
  const p = (name: string) => sql.placeholder(`${name}${i}`);
  const typed = sql`f_unaccent(${p('t')}::text)`;
  const reading = sql`${p('r')}::text`;
  const edits = sql`${p('k')}::int`;
  const { word, products: carriers } = searchWords;
  return sql`SELECT c.pattern, coalesce(
      (SELECT s.form FROM ${searchWords} s WHERE s.word = c.plain ORDER BY s.products DESC, s.form LIMIT 1),
      c.fallback) AS shown, c.changed
    FROM (
      (SELECT ${typed} AS plain, f_unaccent(${p('w')}::text) AS pattern, ${p('t')}::text AS fallback, false AS changed
        WHERE EXISTS (SELECT 1 FROM ${searchWords} WHERE ${word} LIKE f_unaccent(${p('w')}::text)))
      UNION ALL
      (SELECT ${reading}, '%' || ${reading} || '%', ${reading}, true
        WHERE ${reading} IS NOT NULL
          AND EXISTS (SELECT 1 FROM ${searchWords} WHERE ${word} = ${reading}))
      UNION ALL
      (SELECT near.word, '%' || near.word || '%', near.word, true FROM (
          SELECT ${word} AS word, sum(${carriers}) AS carriers FROM ${searchWords}
          WHERE ${edits} > 0
            AND length(${word}) BETWEEN length(${typed}) - ${edits} AND length(${typed}) + ${edits}
            AND levenshtein_less_equal(${word}, ${typed}, 2 * ${edits}) <= 2 * ${edits}
          GROUP BY ${word}) near
        WHERE osa_distance(near.word, ${typed}) <= ${edits}
        ORDER BY osa_distance(near.word, ${typed}), near.carriers DESC, near.word
        LIMIT 1)
      LIMIT 1) c`;
}

/**
 * The readings of a fuzzy search's words as one row, to join into its statement: the patterns
 * `p0`, `p1`… the products must contain, `shown` (the words as read, for "results for …") and
 * `changed` (whether any word was read otherwise than typed). No row when a word has no reading,
 * so such a search finds nothing.
 */
export function searchReadings(words: number): SQL {
  const each = Array.from({ length: words }, (_, i) => i);
  const patterns = each.map((i) => sql.raw(`r${i}.pattern AS p${i}`));
  return sql`(SELECT json_build_array(${sql.raw(each.map((i) => `r${i}.shown`).join(', '))}) AS shown,
      (${sql.raw(each.map((i) => `r${i}.changed`).join(' OR '))}) AS changed, ${sql.join(patterns, sql`, `)}
    FROM ${sql.join(
      each.map((i) => sql`(${wordReading(i)}) ${sql.raw(`r${i}`)}`),
      sql`, `,
    )}) readings`;
}

/** Every word in a name or the SKU: as typed (exact), or as read (fuzzy, see `searchReadings`). */
export function searchCondition(words: number, mode: SearchMode): SQL | undefined {
  return and(
    ...Array.from({ length: words }, (_, i) =>
      mode === 'exact'
        ? sql`${products.searchText} LIKE f_unaccent(${sql.placeholder(`w${i}`)})`
        : sql`${products.searchText} LIKE ${sql.raw(`readings.p${i}`)}`,
    ),
  );
}

/**
 * Relevance of an exact search, best first: the whole phrase, then a name that starts with it.
 * Read (fuzzy) matches all hold every word as read and keep the list's own order.
 */
export function relevance(mode: SearchMode): SQL[] {
  if (mode === 'fuzzy') return [];
  return [
    sql`(${products.searchText} LIKE f_unaccent(${sql.placeholder('phraseContains')})) DESC`,
    sql`(${products.searchText} LIKE f_unaccent(${sql.placeholder('phrasePrefix')})) DESC`,
  ];
}

/** The columns a fuzzy search adds to its rows: how its words were read. */
export const readingColumns = {
  shown: sql<string[]>`readings.shown`.as('shown'),
  changed: sql<boolean>`readings.changed`.as('changed'),
};

function prepareSuggestions(db: Db, words: number, mode: SearchMode) {
  const columns = {
    id: products.id,
    slug: products.slug,
    sku: products.sku,
    nameVi: products.nameVi,
    nameEn: products.nameEn,
    price: products.price,
    salePrice: listColumns.salePrice,
    image: listColumns.image,
  };
  const where = and(eq(products.isPublished, true), searchCondition(words, mode));
  const order = [...relevance(mode), desc(products.soldCount), asc(products.id)];
  const query =
    mode === 'fuzzy'
      ? db.select(columns).from(products).crossJoin(searchReadings(words))
      : db.select(columns).from(products);
  return query
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .prepare('');
}

/** Best matches for what a shopper is typing, most relevant first. */
export async function suggestProducts(db: Db, text: string, limit: number, mode: SearchMode) {
  const values: Values = { limit };
  const words = searchValues(text, mode, values);
  if (!words) return [];
  const shape = { words, mode };
  return compiled(db, 'suggest', shape, () => prepareSuggestions(db, words, mode)).execute(values);
}

/** How each word of a search is read on its own (null for a word with no reading). */
export interface WordReading {
  /** The LIKE pattern the word became. */
  pattern: string;
  /** The word as the catalogue writes it (or as typed). */
  shown: string;
  /** Whether it was read otherwise than typed (Telex/VNI, or corrected). */
  changed: boolean;
}

function prepareWordReadings(db: Db, words: number) {
  const columns = Object.fromEntries(
    Array.from({ length: words }, (_, i) => [
      `r${i}`,
      sql<WordReading | null>`(SELECT row_to_json(x) FROM (${wordReading(i)}) x)`,
    ]),
  );
  return db
    .select(columns)
    .from(sql`(SELECT 1) one`)
    .prepare('');
}

/**
 * Each word of `text` read on its own (see `wordReading`), for a search that found nothing: the
 * words that can be read make the query to offer instead.
 */
export async function readWords(db: Db, text: string): Promise<(WordReading | null)[]> {
  const values: Values = {};
  const words = searchValues(text, 'fuzzy', values);
  if (!words) return [];
  const [row] = await compiled(db, 'read-words', { words }, () =>
    prepareWordReadings(db, words),
  ).execute(values);
  return Array.from({ length: words }, (_, i) => (row?.[`r${i}`] as WordReading | null) ?? null);
}
