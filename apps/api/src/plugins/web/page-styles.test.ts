import { describe, expect, it } from 'vitest';
import { classesOf, createPageStyles, selectorClasses, withPageStyles } from './page-styles.ts';

/** A sheet shaped like Tailwind's minified output. */
const SHEET = [
  '/*! tailwindcss | MIT License */',
  '@layer theme,base,utilities;',
  '@layer base{html{color:red}[hidden]{display:none!important}}',
  '@layer utilities{',
  '.flex{display:flex}.grid{display:grid}',
  '.w-1\\/2{width:50%}.bg-white\\/10{background:#fff1}',
  '.space-y-2\\.5>:not(:last-child){margin-top:.625rem}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.btn:not(.is-busy){cursor:pointer}',
  ':is(.card,.tile) .title{font-weight:600}',
  '.a,.b{color:blue}',
  '@media (width>=48rem){.md\\:grid{display:grid}}',
  '@media (width>=96rem){.\\32 xl\\:p-4{padding:1rem}}',
  '@media (hover:hover){:is(:where(.group):hover .group-hover\\:scale-105){scale:1.05}}',
  '}',
  '@keyframes spin{to{rotate:360deg}}',
  '@property --tw-scale-x{syntax:"*";inherits:false;initial-value:1}',
].join('');

const stylesFor = (html: string) => createPageStyles(SHEET).forMarkup(html);

describe('page styles', () => {
  it('keeps the rules whose classes the page uses, and what names no class', () => {
    const css = stylesFor('<div class="flex"><p class="a">x</p></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.a,.b{color:blue}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('md\\:grid');
    // The base layer, keyframes, custom properties and the licence stay whatever the page.
    expect(css).toContain('@layer base{html{color:red}[hidden]{display:none!important}}');
    expect(css).toContain('@keyframes spin{to{rotate:360deg}}');
    expect(css).toContain('@property --tw-scale-x');
    expect(css).toContain('/*! tailwindcss | MIT License */');
    expect(css.startsWith('/*! tailwindcss | MIT License */@layer theme,base,utilities;')).toBe(
      true,
    );
  });

  it('drops a block left with nothing in it', () => {
    const css = stylesFor('<div class="flex"></div>');
    expect(css).not.toContain('@media');
    expect(css).toContain('@layer utilities{.flex{display:flex}}');
    expect(stylesFor('<div class="md:grid"></div>')).toContain(
      '@media (width>=48rem){.md\\:grid{display:grid}}',
    );
  });

  it('reads escaped class names, as React writes them in the markup', () => {
    const css = stylesFor(
      '<div class="w-1/2 bg-white/10 space-y-2.5 [&amp;&gt;svg]:size-4 2xl:p-4 group group-hover:scale-105"></div>',
    );
    for (const rule of [
      '.w-1\\/2{',
      '.bg-white\\/10{',
      '.space-y-2\\.5>',
      '.\\[\\&\\>svg\\]\\:size-4>svg{',
      '.\\32 xl\\:p-4{',
      '.group-hover\\:scale-105)',
    ]) {
      expect(css).toContain(rule);
    }
  });

  it('needs neither a class under :not() nor each of a list of choices', () => {
    expect(stylesFor('<b class="btn"></b>')).toContain('.btn:not(.is-busy){cursor:pointer}');
    expect(stylesFor('<i class="tile"><b class="title"></b></i>')).toContain(
      ':is(.card,.tile) .title{',
    );
    expect(stylesFor('<i class="tile"></i>')).not.toContain('.title{');
    expect(selectorClasses(':is(:where(.group):hover .group-hover\\:scale-105)')).toEqual([
      'group',
      'group-hover:scale-105',
    ]);
  });

  it('reads the classes of every class attribute, and nothing else', () => {
    expect([
      ...classesOf(
        '<a class=" x  y\nz" data-class="no"><b class="">class=&quot;q&quot;</b><i class="ô"></i></a>',
      ),
    ]).toEqual(['x', 'y', 'z', 'ô']);
  });

  it("cuts a page's inline sheet, as React renders root.tsx's, and leaves the rest as it was", () => {
    const style = '<style data-precedence="default" data-href="lotus-styles">';
    const page = (css: string) =>
      `<!DOCTYPE html><html><head>${style}${css}</style><title>x</title></head>` +
      '<body><main class="flex">Áo thun</main><script nonce="n">go()</script></body></html>';
    const cut = withPageStyles(page(SHEET));
    expect(cut).toBe(page(createPageStyles(SHEET).forMarkup(page(''))));
    expect(cut).toContain('.flex{display:flex}');
    expect(cut).not.toContain('.grid{');
    // A page without the shop's sheet (a resource, a page of another shape) is left alone.
    const other = '<html><head><style>.grid{display:grid}</style></head></html>';
    expect(withPageStyles(other)).toBe(other);
  });
});
