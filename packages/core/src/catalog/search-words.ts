/**
 * How a search query is cut into words and how a word typed without a Vietnamese input method is
 * read. Pure rules: the API's search applies them, their tests pin them.
 */

/** At most this many words of a query are searched. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search, lower-cased, at most `MAX_SEARCH_WORDS`, each matched on its own. */
export function splitSearchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,.;:/|+]+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** `text` without Vietnamese (or other Latin) diacritics, `đ` as `d`: how search texts are kept. */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/**
 * A Vietnamese syllable without its marks: an onset, one to three vowels, a final consonant.
 * Only such a syllable is taken as a word typed with Telex or VNI keys.
 */
const SYLLABLE =
  /^(ngh|ng|nh|gh|gi|kh|ph|qu|th|tr|ch|[bcdghklmnprstvx])?[aeiouy]{1,3}(ng|nh|ch|[cmnpt])?$/;

/** Telex's tone keys (sắc, huyền, hỏi, ngã, nặng) and `z`, which takes a tone off. */
const TELEX_TONES = /[sfrxjz]/;

/**
 * Telex read plainly: `dd` is d; `aa`, `ee`, `oo` are the vowel; `w` marks the syllable's a, o or
 * u wherever it is typed, and alone (no a, o, u to mark) is ư.
 */
function readTelex(word: string): string | null {
  const firstVowel = word.search(/[aeiouyw]/);
  if (firstVowel < 0) return null;
  let rest = '';
  let tones = 0;
  for (const letter of word.slice(firstVowel)) {
    // No Vietnamese syllable has s, f, r, x, j or z after its first vowel: there they are keys.
    if (TELEX_TONES.test(letter)) tones += 1;
    else rest += letter;
  }
  if (tones > 2) return null;
  const plain = (word.slice(0, firstVowel).replace(/^dd/, 'd') + rest)
    .replace(/([aeo])\1/g, '$1')
    .replace(/w/g, /[aou]/.test(rest) ? '' : 'u');
  return plain !== word && SYLLABLE.test(plain) ? plain : null;
}

/** VNI read plainly: a digit 1–9 after a letter is a tone or a vowel mark (9 makes đ). */
function readVni(word: string): string | null {
  if (!/[a-z][1-9]/.test(word)) return null;
  const plain = word.replace(/([a-z])[1-9]+/g, '$1');
  return /\d/.test(plain) || !SYLLABLE.test(plain) ? null : plain;
}

/**
 * The plain reading of a word typed with Telex or VNI keys while the input method was off (or
 * half on): "aos" → "ao" (áo), "huts" → "hut" (hút), "buij" → "bui" (bụi), "a1o" → "ao",
 * "dduwowngf" → "duong" (đường). Null when the word has no such keys or its reading is not a
 * Vietnamese syllable ("robot", "s7", "x10"). The reading is a candidate only: search uses it
 * when the word as typed finds nothing and the reading does, so English words ("bus", "visa")
 * keep their meaning wherever the catalogue has them.
 */
export function keyboardReading(word: string): string | null {
  const plain = withoutDiacritics(word.toLowerCase());
  if (!/^[a-z0-9]+$/.test(plain)) return null;
  return /\d/.test(plain) ? readVni(plain) : readTelex(plain);
}
