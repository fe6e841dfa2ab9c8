/**
 * The floor under a page's server render, for `npm run bench:pages`: what React alone costs to
 * stream the page's markup, and what compressing the page costs, with none of our components,
 * data, router or HTTP around them.
 *
 * Reads the HTML files named on the command line (each a page as the server sent it), rebuilds
 * each page's `<body>` as plain React elements (its tags, attributes and text; scripts, the
 * style sheet and inline styles left out) and measures this process's CPU time per render of
 * that tree with `renderToPipeableStream` (as entry.server.tsx renders a page), and per brotli
 * compression of the whole page at the server's quality. Prints one JSON line per file:
 * `{ file, bytes, elements, reactMs, brotliMs }`.
 *
 * Run it with NODE_ENV=production (run.ts does), so React is its production build.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { createElement, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PAGE_BROTLI_OPTIONS } from '../../apps/api/src/plugins/web/page-compression.ts';

const WARM_UP = 50;
const RENDERS = 300;
/** HTML attribute names React knows under another name. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  viewbox: 'viewBox',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production');

/** The page's body as elements (rebuilt from the parser's events), and how many it holds. */
function bodyTree(html: string): { tree: () => ReactNode; elements: number } {
  interface Open {
    name: string;
    props: Record<string, string>;
    children: ReactNode[];
  }
  const stack: Open[] = [];
  let body: Open | undefined;
  let elements = 0;
  let skipped = 0; // inside a script or style
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' || name === 'style' || skipped > 0) {
        skipped += 1;
        return;
      }
      const props: Record<string, string> = {};
      for (const [attribute, value] of Object.entries(attributes)) {
        if (attribute !== 'style') props[REACT_NAMES[attribute] ?? attribute] = value;
      }
      if (name === 'body' || stack.length > 0) {
        stack.push({ name, props, children: [] });
        elements += 1;
      }
    },
    ontext(text) {
      if (skipped === 0) stack.at(-1)?.children.push(text);
    },
    onclosetag() {
      if (skipped > 0) {
        skipped -= 1;
        return;
      }
      const open = stack.pop();
      if (!open) return;
      const parent = stack.at(-1);
      if (parent) parent.children.push(element(open));
      else body = open;
    },
  });
  const element = (open: Open): ReactNode => createElement(open.name, open.props, ...open.children);
  parser.end(html);
  const page = body;
  if (!page) throw new Error('No <body> in the page');
  return { tree: () => element(page), elements };
}

/** Streams one render of `tree` to a sink that keeps nothing; resolves when React has ended. */
function streamOnce(tree: () => ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', resolve);
    const { pipe } = renderToPipeableStream(tree(), {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

/** This process's CPU milliseconds (user and system) per run of `run`. */
async function cpuPerRun(run: () => unknown): Promise<number> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const before = process.cpuUsage();
  for (let i = 0; i < RENDERS; i += 1) await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / RENDERS;
}

for (const file of process.argv.slice(2)) {
  const page = readFileSync(file); // the compression plugin is handed a Buffer too
  const { tree, elements } = bodyTree(page.toString());
  const reactMs = await cpuPerRun(() => streamOnce(tree));
  const brotliMs = await cpuPerRun(() => brotliCompressSync(page, PAGE_BROTLI_OPTIONS));
  console.log(JSON.stringify({ file, bytes: page.length, elements, reactMs, brotliMs }));
}
