import { foldText } from './assistant.words.ts';

/**
 * Retrieval over the shop's own texts (policy pages, FAQs) for the assistant: plain excerpts of
 * rich text, and a ranking of passages by the folded words they share with a question, rarer
 * words counting more (an inverse document frequency, as BM25 weighs them).
 */

/** Rich text as plain words, at most `max` characters, cut at a word with an ellipsis. */
export function excerptOf(html: string, max = 220): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Words too common in questions to tell one passage from another (folded, vi and en). */
const COMMON = new Set(
  (
    'a an the is are do does how what when where which who why can i my me you your to of for in on ' +
    'and or with la co khong ko the nao gi bao nhieu lau toi minh ban shop cua cho duoc khi nhu thi ' +
    'va hay hoac voi nay do o tai sao vay a nhe nha oi'
  ).split(' '),
);

/** The folded words of a text that can tell passages apart. */
export function keyWords(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((word) => word.length > 1 && !COMMON.has(word));
}

/**
 * The passages that share words with the question, best first, each with its score: the sum,
 * over the question's distinct words found in it, of ln(1 + N / (passages holding the word)).
 * Passages scoring under `minScore` are left out.
 */
export function rankPassages<P>(
  question: string,
  passages: readonly P[],
  textOf: (passage: P) => string,
  minScore = 1,
): { passage: P; score: number }[] {
  const asked = [...new Set(keyWords(question))];
  if (asked.length === 0 || passages.length === 0) return [];
  const words = passages.map((p) => new Set(keyWords(textOf(p))));
  const holding = new Map(asked.map((w) => [w, words.filter((set) => set.has(w)).length]));
  return passages
    .map((passage, i) => {
      let score = 0;
      for (const word of asked) {
        const n = holding.get(word) ?? 0;
        if (n > 0 && words[i]!.has(word)) score += Math.log(1 + passages.length / n);
      }
      return { passage, score };
    })
    .filter((r) => r.score >= minScore)
    .sort((a, b) => b.score - a.score);
}
