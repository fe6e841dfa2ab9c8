import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * A kept page with only the part of the shop's style sheet its markup uses (decision 024).
 *
 * Pages carry the whole sheet inline (decision 023: 74 KB, every utility of every page), and one
 * page uses about half of it. When a visitor's page is kept in the shared cache, which is once for
 * thousands of answers, its sheet is cut down: a rule stays when every class of one of its
 * selectors appears in the page's `class` attributes; what names no class (the base styles,
 * custom properties, keyframes) always stays, and a block (`@media`, `@layer`) left empty goes.
 * The browser then links the whole sheet (apps/web entry.client.tsx) for what the page renders
 * later. Pages rendered per request are not cut: choosing would cost each render more than the
 * bytes it saves.
 */

/** The shop's sheet as root.tsx renders it: React writes a `<style href precedence>` so. */
const SHEET_START = '<style data-precedence="default" data-href="lotus-styles">';
const SHEET_END = '</style>';

type StyleNode =
  | { kind: 'text'; text: string }
  /** A rule kept when all classes of one of `selectors` are on the page. */
  | { kind: 'rule'; text: string; selectors: string[][] }
  | { kind: 'block'; open: string; children: StyleNode[] };

export interface PageStyles {
  /** The sheet's rules the markup can use. */
  forMarkup(html: string): string;
}

export function createPageStyles(css: string): PageStyles {
  const tree = children(postcss.parse(css));
  return { forMarkup: (html) => write(tree, classesOf(html)) };
}

/** The last sheet read, and what was read of it: the same on every page of a build. */
let read: { css: string; styles: PageStyles } | undefined;

/** A page with its inline sheet cut to the rules its markup uses (unchanged without one). */
export function withPageStyles(html: string): string {
  const start = html.indexOf(SHEET_START);
  const end = start < 0 ? -1 : html.indexOf(SHEET_END, start);
  if (end < 0) return html;
  const css = html.slice(start + SHEET_START.length, end);
  if (read?.css !== css) read = { css, styles: createPageStyles(css) };
  const head = html.slice(0, start + SHEET_START.length);
  return `${head}${read.styles.forMarkup(html)}${html.slice(end)}`;
}

function children(container: Container): StyleNode[] {
  return (container.nodes ?? []).flatMap((node) => {
    const styleNode = toStyleNode(node);
    return styleNode ? [styleNode] : [];
  });
}

function toStyleNode(node: ChildNode): StyleNode | null {
  if (node.type === 'comment') return node.text.startsWith('!') ? text(node) : null;
  if (node.type === 'rule') {
    const selectors = node.selectors.map(selectorClasses);
    return selectors.some((classes) => classes.length === 0)
      ? text(node)
      : { kind: 'rule', text: node.toString(), selectors };
  }
  if (node.type === 'atrule' && node.nodes) {
    // A block holding some rule a page might not use; otherwise it stays whole.
    const inner = children(node);
    if (inner.some((child) => child.kind !== 'text')) {
      const open = node.clone({ nodes: [] }).toString();
      return { kind: 'block', open: open.slice(0, open.lastIndexOf('}')), children: inner };
    }
  }
  return text(node);
}

function text(node: ChildNode): StyleNode {
  // A statement (`@layer a,b;`) is printed without the semicolon its parent writes after it.
  const statement = node.type === 'atrule' && !node.nodes;
  return { kind: 'text', text: statement ? `${node.toString()};` : node.toString() };
}

function write(nodes: StyleNode[], classes: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'rule') {
      if (node.selectors.some((names) => names.every((name) => classes.has(name)))) {
        out += node.text;
      }
    } else {
      const inner = write(node.children, classes);
      if (inner) out += `${node.open}${inner}}`;
    }
  }
  return out;
}

// A class in a selector: a dot and an identifier, with CSS escapes (`md\:flex`, `\32 xl\:p-4`).
const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^\n]|[\w-]|[^\0-\x7f])+)/g;
const ESCAPE = /\\([0-9a-fA-F]{1,6}\s?|[^\n])/g;

/**
 * The classes a selector needs on the page. Those under `:not(…)` need to be absent, not present,
 * and of a list such as `:is(.a, .b)` any one will do: neither kind is required.
 */
export function selectorClasses(selector: string): string[] {
  const needed = withoutOptionalGroups(selector.replace(/"[^"]*"|'[^']*'/g, '""'));
  return [...needed.matchAll(CLASS)].map(([, escaped]) =>
    escaped!.replace(ESCAPE, (_, code: string) =>
      /^[0-9a-fA-F]/.test(code) ? String.fromCodePoint(parseInt(code, 16)) : code,
    ),
  );
}

/** The selector without its `:not(…)` groups and its pseudo-class groups that list choices. */
function withoutOptionalGroups(selector: string): string {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    const group = /^:[\w-]+\(/.exec(selector.slice(i));
    if (!group) {
      out += selector[i];
      i += 1;
      continue;
    }
    // The group's end, and whether it lists choices (a comma of its own).
    let depth = 0;
    let choices = false;
    let end = i + group[0].length - 1;
    for (; end < selector.length; end += 1) {
      if (selector[end] === '(') depth += 1;
      else if (selector[end] === ')' && --depth === 0) break;
      else if (selector[end] === ',' && depth === 1) choices = true;
    }
    const inner = selector.slice(i + group[0].length, end);
    out += group[0] === ':not(' || choices ? '()' : `${group[0]}${withoutOptionalGroups(inner)})`;
    i = end + 1;
  }
  return out;
}

/** The entities React writes in an attribute's value. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const ENTITY = new RegExp(Object.keys(ENTITIES).join('|'), 'g');

/** Every class named in the markup's `class` attributes (as React writes them). */
export function classesOf(html: string): Set<string> {
  // Cards and rows repeat the same attribute: each value is split once.
  const values = new Set<string>();
  for (const [, value] of html.matchAll(/ class="([^"]*)"/g)) values.add(value!);
  const classes = new Set<string>();
  for (const value of values) {
    const decoded = value.includes('&')
      ? value.replace(ENTITY, (entity) => ENTITIES[entity]!)
      : value;
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
