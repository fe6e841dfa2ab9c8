import { Transform } from 'node:stream';

/**
 * How React writes root.tsx's `<style href="lotus-styles" precedence="default">` with no text:
 * where a visitor's page gets the shop's sheet (decision 023).
 */
export const SHEET_OPEN = '<style data-precedence="default" data-href="lotus-styles">';
const EMPTY_SHEET = Buffer.from(`${SHEET_OPEN}</style>`);

/** The sheet's text as React would have escaped it inside a `<style>` (no `</style` ends it early). */
export function styleText(css: string): string {
  return css.replace(
    /(<\/|<)(s)(tyle)/gi,
    (_match, prefix: string, s: string, rest: string) =>
      `${prefix}${s === 's' ? '\\73 ' : '\\53 '}${rest}`,
  );
}

/**
 * A page's bytes as React streams them, with `sheet` written into the shop's empty `<style>` the
 * first time it passes (the marker may be split between two chunks); everything else as it
 * comes. React then neither escapes nor encodes the 74 KB sheet on every render: its bytes are
 * made once, when the server starts.
 */
export function withInlineSheet(sheet: Uint8Array): Transform {
  let carry: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (carry === null) return callback(null, chunk);
      const bytes = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
      const at = bytes.indexOf(EMPTY_SHEET);
      if (at >= 0) {
        carry = null;
        const split = at + SHEET_OPEN.length;
        this.push(bytes.subarray(0, split));
        this.push(sheet);
        return callback(null, bytes.subarray(split));
      }
      // Keep what could be the start of the marker for the next chunk.
      const keep = Math.min(bytes.length, EMPTY_SHEET.length - 1);
      carry = Buffer.from(bytes.subarray(bytes.length - keep));
      callback(null, bytes.subarray(0, bytes.length - keep));
    },
    flush(callback) {
      callback(null, carry?.length ? carry : undefined);
    },
  });
}
