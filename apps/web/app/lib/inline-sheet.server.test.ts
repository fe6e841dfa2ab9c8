// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { SHEET_OPEN, styleText, withInlineSheet } from './inline-sheet.server';

const SHEET = Buffer.from('.btn{color:red}');

/** The page `chunks` make once through the transform, as the browser receives it. */
function through(chunks: string[], encoding: BufferEncoding = 'utf8'): Promise<string> {
  const bytes = chunks.map((chunk) => Buffer.from(chunk, encoding));
  return text(Readable.from(bytes).pipe(withInlineSheet(SHEET)));
}

const page = `<!DOCTYPE html><html><head>${SHEET_OPEN}</style></head><body><p>Áo thun</p></body></html>`;
const filled = page.replace(`${SHEET_OPEN}</style>`, `${SHEET_OPEN}.btn{color:red}</style>`);

describe("a page's inline sheet", () => {
  it('is written into the empty <style> as the page streams out', async () => {
    expect(await through([page])).toBe(filled);
  });

  it('is written however the chunks cut the empty <style>', async () => {
    const at = page.indexOf(SHEET_OPEN);
    for (let cut = at - 3; cut <= at + SHEET_OPEN.length + 9; cut += 1) {
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(filled);
    }
    // One byte at a time, the Vietnamese letters split between chunks too.
    const bytes = [...Buffer.from(page)].map((byte) => Buffer.from([byte]).toString('latin1'));
    expect(await through(bytes, 'latin1')).toBe(filled);
  });

  it('goes only into the first such <style>, and a page without one passes unchanged', async () => {
    const twice = `${page}${SHEET_OPEN}</style>`;
    expect(await through([twice])).toBe(`${filled}${SHEET_OPEN}</style>`);
    const linked = '<html><head><link rel="stylesheet" href="/assets/app.css"/></head></html>';
    expect(await through([linked.slice(0, 30), linked.slice(30)])).toBe(linked);
  });

  it('cannot close its own <style> early', () => {
    expect(styleText('a::after{content:"</style>"}')).toBe('a::after{content:"</\\73 tyle>"}');
  });
});
