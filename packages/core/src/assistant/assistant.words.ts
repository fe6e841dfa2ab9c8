import type { Colour } from '../catalog/catalog.constants.ts';
import { withoutDiacritics } from '../catalog/search-words.ts';

/**
 * How the shopping assistant reads a message (decision 039): the text folded (lower case, no
 * diacritics, `đ` as `d`), then the slots a product search takes picked out of it (colour, size,
 * price bounds, in stock only, an order number) and the words left over for the catalogue's
 * search. Pure rules: the API's default engine applies them, their tests pin them.
 */

/** The longest message a shopper may send the assistant, in characters. */
export const ASSISTANT_MESSAGE_MAX = 500;

/** `text` lower-cased, without diacritics, punctuation as spaces, spaces collapsed. */
export function foldText(text: string): string {
  return withoutDiacritics(text.normalize('NFC').toLowerCase())
    .replace(/[^a-z0-9.,%₫\s-]/g, ' ')
    .replace(/(?<![0-9])[.,](?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when `text` carries Vietnamese marks (so "do" typed bare is not "đỏ"). */
export function hasDiacritics(text: string): boolean {
  return withoutDiacritics(text) !== text;
}

/** What a message asks of the catalogue, read from it. */
export interface AssistantSlots {
  colours: Colour[];
  size: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  orderNumber: string | null;
  /** The words left for the catalogue's search (folded), stop words and slots taken out. */
  words: string[];
}

/** Colour words, folded, longest first; `ambiguous` ones are also common words when unmarked. */
const COLOUR_WORDS: { words: string; marked?: string; colours: Colour[] }[] = [
  { words: 'xanh la', colours: ['green'] },
  { words: 'xanh la cay', colours: ['green'] },
  { words: 'xanh duong', colours: ['blue'] },
  { words: 'xanh nuoc bien', colours: ['blue'] },
  { words: 'xanh navy', colours: ['navy'] },
  { words: 'xanh than', colours: ['navy'] },
  { words: 'xanh', colours: ['green', 'blue', 'navy'] },
  { words: 'den', marked: 'đen', colours: ['black'] },
  { words: 'trang', marked: 'trắng', colours: ['white'] },
  { words: 'xam', marked: 'xám', colours: ['grey'] },
  { words: 'bac', marked: 'bạc', colours: ['silver'] },
  { words: 'do', marked: 'đỏ', colours: ['red'] },
  { words: 'hong', marked: 'hồng', colours: ['pink'] },
  { words: 'cam', marked: 'cam', colours: ['orange'] },
  { words: 'vang', marked: 'vàng', colours: ['yellow'] },
  { words: 'nau', marked: 'nâu', colours: ['brown'] },
  { words: 'tim', marked: 'tím', colours: ['purple'] },
  { words: 'be', marked: 'be', colours: ['beige'] },
  { words: 'black', colours: ['black'] },
  { words: 'white', colours: ['white'] },
  { words: 'grey', colours: ['grey'] },
  { words: 'gray', colours: ['grey'] },
  { words: 'silver', colours: ['silver'] },
  { words: 'red', colours: ['red'] },
  { words: 'pink', colours: ['pink'] },
  { words: 'orange', colours: ['orange'] },
  { words: 'yellow', colours: ['yellow'] },
  { words: 'green', colours: ['green'] },
  { words: 'blue', colours: ['blue'] },
  { words: 'navy', colours: ['navy'] },
  { words: 'beige', colours: ['beige'] },
  { words: 'brown', colours: ['brown'] },
  { words: 'purple', colours: ['purple'] },
];

/**
 * Unmarked words that are colours only beside a product word or after "màu": "do" is "đó"
 * (that), "tim" is "tìm" (search), "be" and "cam" are words of their own.
 */
const AMBIGUOUS = new Set(['do', 'tim', 'be', 'cam', 'vang', 'bac', 'den', 'hong']);
/** Words before which an unmarked "do" means "that" ("cái đó", "loại đó"). */
const POINTING = new Set(['cai', 'con', 'mon', 'loai', 'chiec', 'san', 'pham', 'ao', 'vay']);

/** Words that carry no meaning for the catalogue's search (folded, vi and en). */
const STOP_WORDS = new Set(
  (
    'toi minh em anh chi ban shop oi a ah nhe nha nhi voi giup cho xem co khong ko kg hok hong nao gi ' +
    'la cua can muon tim kiem mua dang duoc hay di thi sao the nay kia do vay con hang san ' +
    'mau color colour size sz co gia price tien duoi tren under over below above than less more ' +
    'khoang tu den from to between and va hoac or nhung loai cai chiec mon san pham product products ' +
    'i me my want need looking look for a an some show please do you have any find buy in with ' +
    'what about is are the one ones of cheap re hon dat nhat in-stock stock available tam tam ' +
    'max toi da khong qua it nhat it at least most around about chung tam duoi nhieu bao ' +
    'cheaper cheapest expensive dearer first second last dau tien thu hai cuoi cung mac'
  ).split(' '),
);

/** A money amount with its unit: "200k", "2 triệu" (folded "2 trieu"), "200.000đ", "1,5tr". */
const AMOUNT =
  /(\d+(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|nghin|ngan|tr|trieu|cu|m|million|millions|mil|d|dong|vnd|₫)?(?![a-z0-9])/g;

/** The amount in đồng of a number and its unit (null: a bare number, not money). */
export function parseAmount(number: string, unit: string | undefined): number | null {
  const grouped = /^\d+(?:[.,]\d{3})+$/.test(number);
  const value = grouped ? Number(number.replace(/[.,]/g, '')) : Number(number.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  switch (unit) {
    case 'k':
    case 'nghin':
    case 'ngan':
      return Math.round(value * 1000);
    case 'tr':
    case 'trieu':
    case 'cu':
    case 'm':
    case 'million':
    case 'millions':
    case 'mil':
      return Math.round(value * 1_000_000);
    case 'd':
    case 'dong':
    case 'vnd':
    case '₫':
      return Math.round(value);
    default:
      // A bare number is money only when it is grouped or large ("200000", "200.000").
      return grouped || value >= 10_000 ? Math.round(value) : null;
  }
}

const UPPER = /(?:duoi|under|below|less than|cheaper than|toi da|khong qua|max|<=?|re hon)\s*$/;
const LOWER = /(?:tren|over|above|more than|it nhat|at least|min|>=?|tu|from)\s*$/;
const AROUND = /(?:khoang|tam|around|about|chung|~)\s*$/;

/** The price bounds a folded message names, and the text without them. */
export function parsePriceBounds(folded: string): {
  minPrice: number | null;
  maxPrice: number | null;
  rest: string;
} {
  const amounts: { value: number; start: number; end: number }[] = [];
  for (const match of folded.matchAll(AMOUNT)) {
    const value = parseAmount(match[1]!, match[2]);
    if (value === null) continue;
    amounts.push({ value, start: match.index, end: match.index + match[0].length });
  }
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  let rest = folded;
  // A range: "từ 100k đến 300k", "100k - 300k", "between 100k and 300k".
  if (amounts.length >= 2) {
    const [a, b] = amounts as [(typeof amounts)[0], (typeof amounts)[0]];
    const between = folded.slice(a.end, b.start);
    if (/^\s*(-|den|toi|to|and|va|~)\s*$/.test(between)) {
      minPrice = Math.min(a.value, b.value);
      maxPrice = Math.max(a.value, b.value);
      rest = folded.slice(0, a.start) + ' ' + folded.slice(b.end);
      return { minPrice, maxPrice, rest: tidy(rest.replace(/\b(tu|from|between|gia)\s*$/, '')) };
    }
  }
  for (const amount of [...amounts].reverse()) {
    const before = folded.slice(0, amount.start);
    if (UPPER.test(before)) maxPrice = amount.value;
    else if (LOWER.test(before)) minPrice = amount.value;
    else if (AROUND.test(before)) {
      minPrice = Math.round(amount.value * 0.8);
      maxPrice = Math.round(amount.value * 1.2);
    } else maxPrice ??= amount.value;
    rest = rest.slice(0, amount.start) + ' ' + rest.slice(amount.end);
  }
  return { minPrice, maxPrice, rest: tidy(rest) };
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

const SIZE_AFTER = /\b(?:size|sz|co|kich co|kich thuoc|sai)\s+(xxl|xl|xs|s|m|l|3[5-9]|4[0-5])\b/;
const BARE_SIZE = /\b(xxl|xl|xs)\b/;
const ORDER_NUMBER = /\blt\s?(\d{4,8})\b/;
const IN_STOCK = /\b(con hang|san hang|co san|in stock|in-stock|available|con khong)\b/;

/** Reads the slots of a message: colours, a size, price bounds, "in stock", an order number. */
export function extractSlots(text: string): AssistantSlots {
  const marked = hasDiacritics(text);
  const original = text.normalize('NFC').toLowerCase();
  let folded = foldText(text);
  const orderMatch = ORDER_NUMBER.exec(folded);
  const orderNumber = orderMatch ? `LT${orderMatch[1]!.padStart(8, '0')}` : null;
  if (orderMatch) folded = folded.replace(orderMatch[0], ' ');
  let size: string | null = null;
  const sizeMatch = SIZE_AFTER.exec(folded) ?? BARE_SIZE.exec(folded);
  if (sizeMatch) {
    size = sizeMatch[1]!.toUpperCase();
    folded = folded.replace(sizeMatch[0], ' ');
  }
  const inStock = IN_STOCK.test(folded);
  if (inStock) folded = folded.replace(IN_STOCK, ' ');
  const prices = parsePriceBounds(folded);
  folded = prices.rest;
  const colours = new Set<Colour>();
  for (const entry of COLOUR_WORDS) {
    const pattern = new RegExp(
      `(^|\\s)(mau\\s+|color\\s+|colour\\s+)?${entry.words}(?=\\s|$)`,
      'g',
    );
    folded = folded.replace(pattern, (whole, lead: string, colourWord: string | undefined) => {
      const at = folded.indexOf(whole);
      const before = folded.slice(0, at).trim().split(' ').pop() ?? '';
      if (AMBIGUOUS.has(entry.words) && !colourWord) {
        // Marked text: the colour only as marked ("đỏ", not "đó"); unmarked: beside a product word.
        if (marked ? !original.includes(entry.marked ?? entry.words) : !before) return whole;
        if (entry.words === 'do' && POINTING.has(before) && !marked) return whole;
        if (entry.words === 'tim' && !before) return whole;
      }
      for (const colour of entry.colours) colours.add(colour);
      return lead;
    });
  }
  const words = tidy(folded)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word) && !/^[.,%-]+$/.test(word));
  return {
    colours: [...colours],
    size,
    minPrice: prices.minPrice,
    maxPrice: prices.maxPrice,
    inStock,
    orderNumber,
    words,
  };
}
