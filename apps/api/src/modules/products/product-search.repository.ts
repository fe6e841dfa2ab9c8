import { keyboardReading, splitSearchWords, withoutDiacritics } from '@lotus/core';
import { schema } from '@lotus/db';
import { type SQL, and, asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';
import { compiled, statementName } from '../../lib/statement-cache.ts';
import { listColumns } from './product-columns.repository.ts';

const { products, searchWords } = schema;

/**
 * Where a search reads the search text: the products, or the narrow `product_search` (a plain
 * search: see product-list.repository.ts). Both have the product's id, search text, publication
 * and the list's order.
 */
export type SearchSource = typeof products | typeof schema.productSearch;

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
 * Whether the trigram index can look a LIKE pattern made of `word` up: pg_trgm takes trigrams
 * only from runs of at least three letters or digits, and a pattern without one matches
 * everything in the index (a full scan of it).
 */
export function indexable(word: string | null): boolean {
  return word !== null && /[a-z0-9]{3}/.test(withoutDiacritics(word.toLowerCase()));
}

/** A search's bound words: how many, and whether the trigram index can look them up. */
export interface SearchWords {
  words: number;
  /**
   * Some word (as typed and as read with Telex/VNI keys) gives the trigram index something to
   * look up, so one plan fits every run: the index finds the candidates, whatever the words.
   */
  indexed: boolean;
}

/**
 * Binds a search's words: `w0`, `w1`… as LIKE patterns; for a fuzzy search also the word as
 * typed (`t…`), its Telex/VNI reading or null (`r…`) and the edits a correction may make
 * (`k…`); for an exact search the whole phrase.
 */
export function searchValues(text: string, mode: SearchMode, values: Values): SearchWords {
  const words = splitSearchWords(text);
  let indexed = false;
  words.forEach((word, i) => {
    values[`w${i}`] = containsPattern(word);
    const reading = mode === 'fuzzy' ? keyboardReading(word) : null;
    // A fuzzy word is looked up as typed, as read, or as a catalogue word of three letters or
    // more (a correction is one edit from four letters).
    if (indexable(word) && (reading === null || indexable(reading))) indexed = true;
    if (mode === 'fuzzy') {
      values[`t${i}`] = word;
      values[`r${i}`] = reading;
      values[`k${i}`] = allowedEdits(word);
    }
  });
  if (mode === 'exact') {
    const phrase = text.toLowerCase().trim();
    values.phraseContains = containsPattern(phrase);
    values.phrasePrefix = `${escapeLike(phrase)}%`;
  }
  return { words: words.length, indexed };
}

/**
 * A bound pattern without diacritics. In a statement PostgreSQL plans once (`kept`), it is
 * computed once per run (a subquery, an InitPlan): written inline, a kept plan would call
 * `f_unaccent` (a SQL function) for every candidate row. In a statement planned at each run the
 * planner folds it into a constant and can see how selective the pattern is.
 */
function plain(name: string, kept: boolean): SQL {
  const value = sql`f_unaccent(${sql.placeholder(name)}::text)`;
  return kept ? sql`(SELECT ${value})` : value;
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
function wordReading(i: number, kept: boolean): SQL {
  const p = (name: string) => sql.placeholder(`${name}${i}`);
  const typed = plain(`t${i}`, kept);
  const pattern = plain(`w${i}`, kept);
  const reading = sql`${p('r')}::text`;
  const edits = sql`${p('k')}::int`;
  const { word, products: carriers } = searchWords;
  return sql`SELECT c.pattern, coalesce(
      (SELECT s.form FROM ${searchWords} s WHERE s.word = c.plain ORDER BY s.products DESC, s.form LIMIT 1),
      c.fallback) AS shown, c.changed
    FROM (
      (SELECT ${typed} AS plain, ${pattern} AS pattern, ${p('t')}::text AS fallback, false AS changed
        WHERE EXISTS (SELECT 1 FROM ${searchWords} WHERE ${word} LIKE ${pattern}))
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
 * so such a search finds nothing. `OFFSET 0` keeps the row a subquery computed once: pulled up
 * into the statement, its lookup of the written form ran again for every product of the page.
 */
export function searchReadings(words: number, kept: boolean): SQL {
  const each = Array.from({ length: words }, (_, i) => i);
  const patterns = each.map((i) => sql.raw(`r${i}.pattern AS p${i}`));
  return sql`(SELECT json_build_array(${sql.raw(each.map((i) => `r${i}.shown`).join(', '))}) AS shown,
      (${sql.raw(each.map((i) => `r${i}.changed`).join(' OR '))}) AS changed, ${sql.join(patterns, sql`, `)}
    FROM ${sql.join(
      each.map((i) => sql`(${wordReading(i, kept)}) ${sql.raw(`r${i}`)}`),
      sql`, `,
    )} OFFSET 0) readings`;
}

/**
 * Every word in a name or the SKU: as typed (exact), or as read (fuzzy, see `searchReadings`).
 * `kept`: the statement's plan is kept (see `plain`).
 */
export function searchCondition(
  words: number,
  mode: SearchMode,
  kept: boolean,
  source: SearchSource = products,
): SQL | undefined {
  return and(
    ...Array.from({ length: words }, (_, i) =>
      mode === 'exact'
        ? sql`${source.searchText} LIKE ${plain(`w${i}`, kept)}`
        : sql`${source.searchText} LIKE ${sql.raw(`readings.p${i}`)}`,
    ),
  );
}

/**
 * Relevance of an exact search, best first: the whole phrase, then a name that starts with it.
 * Read (fuzzy) matches all hold every word as read and keep the list's own order.
 */
export function relevance(mode: SearchMode, kept: boolean, source: SearchSource = products): SQL[] {
  if (mode === 'fuzzy') return [];
  return [
    sql`(${source.searchText} LIKE ${plain('phraseContains', kept)}) DESC`,
    sql`(${source.searchText} LIKE ${plain('phrasePrefix', kept)}) DESC`,
  ];
}

/** The columns a fuzzy search adds to its rows: how its words were read. */
export const readingColumns = {
  shown: sql<string[]>`readings.shown`.as('shown'),
  changed: sql<boolean>`readings.changed`.as('changed'),
};

/**
 * The suggestions' statement for `shape`. A search whose words the trigram index can look up is
 * a named statement with one kept plan (see `plain`); any other is planned at each run.
 */
function prepareSuggestions(db: Db, shape: SearchWords & { mode: SearchMode }) {
  const { words, mode } = shape;
  const kept = shape.indexed;
  const columns = {
    id: products.id,
    slug: products.slug,
    sku: products.sku,
    nameVi: products.nameVi,
    nameEn: products.nameEn,
    price: products.price,
    salePrice: listColumns.salePrice,
    ruledPrice: listColumns.ruledPrice,
    image: listColumns.image,
  };
  const where = and(sql`${products.isPublished}`, searchCondition(words, mode, kept));
  const order = [...relevance(mode, kept), desc(products.soldCount), asc(products.id)];
  const query =
    mode === 'fuzzy'
      ? db.select(columns).from(products).crossJoin(searchReadings(words, kept))
      : db.select(columns).from(products);
  return query
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .prepare(kept ? statementName('suggest', shape) : '');
}

/** Best matches for what a shopper is typing, most relevant first. */
export async function suggestProducts(db: Db, text: string, limit: number, mode: SearchMode) {
  const values: Values = { limit };
  const search = searchValues(text, mode, values);
  if (!search.words) return [];
  const shape = { ...search, mode };
  return compiled(db, 'suggest', shape, () => prepareSuggestions(db, shape)).execute(values);
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

function prepareWordReadings(db: Db, shape: SearchWords) {
  const columns = Object.fromEntries(
    Array.from({ length: shape.words }, (_, i) => [
      `r${i}`,
      sql<WordReading | null>`(SELECT row_to_json(x) FROM (${wordReading(i, shape.indexed)}) x)`,
    ]),
  );
  return db
    .select(columns)
    .from(sql`(SELECT 1) one`)
    .prepare(shape.indexed ? statementName('read_words', shape) : '');
}

/**
 * Each word of `text` read on its own (see `wordReading`), for a search that found nothing: the
 * words that can be read make the query to offer instead.
 */
export async function readWords(db: Db, text: string): Promise<(WordReading | null)[]> {
  const values: Values = {};
  const shape = searchValues(text, 'fuzzy', values);
  if (!shape.words) return [];
  const [row] = await compiled(db, 'read-words', shape, () =>
    prepareWordReadings(db, shape),
  ).execute(values);
  return Array.from(
    { length: shape.words },
    (_, i) => (row?.[`r${i}`] as WordReading | null) ?? null,
  );
}
