/**
 * `npm run images -w @lotus/db`: draws every demo product and category picture from SVG (no
 * downloads) and writes optimised WebP files to apps/web/public/images/. The list of pictures
 * comes from the seed's catalogue, so every image row the seed inserts has its file. The output
 * is deterministic: the same catalogue gives byte-identical files, and files no longer in the
 * catalogue are removed.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLOURS, type Colour } from '@lotus/core';
import sharp, { type WebpOptions } from 'sharp';
import {
  CATEGORY_IMAGE_HEIGHT,
  CATEGORY_IMAGE_WIDTH,
  DEMO_CATALOG,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_THUMB_SIZE,
} from '../src/seed/catalog.ts';
import type { ProductArt } from '../src/seed/seed.types.ts';
import {
  type Box,
  backdrop,
  backdropFor,
  bannerBackdrop,
  drawFor,
  familyOf,
  fit,
  svgDocument,
} from './art/scene.ts';

const IMAGES_DIR = fileURLToPath(new URL('../../../apps/web/public/images/', import.meta.url));
const PRODUCTS_DIR = path.join(IMAGES_DIR, 'products');
const CATEGORIES_DIR = path.join(IMAGES_DIR, 'categories');

const WEBP: WebpOptions = { quality: 78, effort: 6 };
const THUMB_WEBP: WebpOptions = { quality: 76, effort: 6 };
/** Where a product sits in its 800 × 800 frame: centred, with a calm margin. */
const PRODUCT_FRAME: Box = { x: 90, y: 95, w: 620, h: 610 };

/** An item's drawing, transformed to sit in `box`. Ids get `prefix` so drawings can share a file. */
async function placed(art: ProductArt, colour: Colour, prefix: string, box: Box, maxScale: number) {
  const draw = drawFor(art);
  const inner = draw({ c: COLOURS[colour].hex, id: (name) => `${prefix}-${name}` });
  // Measure what the drawing really covers by rendering it alone and trimming the transparency.
  const { info } = await sharp(Buffer.from(svgDocument(800, 800, inner)))
    .trim({ threshold: 2 })
    .toBuffer({ resolveWithObject: true });
  const content: Box = {
    x: -(info.trimOffsetLeft ?? 0),
    y: -(info.trimOffsetTop ?? 0),
    w: info.width,
    h: info.height,
  };
  return `<g transform="${fit(content, box, maxScale)}">${inner}</g>`;
}

async function writeWebp(svg: string, file: string, options: WebpOptions, resize?: number) {
  let image = sharp(Buffer.from(svg));
  if (resize) image = image.resize(resize, resize, { kernel: 'lanczos3' });
  await writeFile(file, await image.webp(options).toBuffer());
}

async function productImage(
  art: ProductArt,
  colour: Colour,
  file: string,
  thumbFile: string,
): Promise<void> {
  const size = PRODUCT_IMAGE_SIZE;
  const base = backdropFor(colour, COLOURS[colour].hex, familyOf(art));
  const item = await placed(art, colour, 'p', PRODUCT_FRAME, 1.35);
  const svg = svgDocument(size, size, `${backdrop(size, size, base, 'bg')}${item}`);
  await writeWebp(svg, path.join(PRODUCTS_DIR, file), WEBP);
  await writeWebp(svg, path.join(PRODUCTS_DIR, thumbFile), THUMB_WEBP, PRODUCT_THUMB_SIZE);
}

/** Boxes for two or three items across a 600 × 400 banner, slightly overlapping. */
function bannerBoxes(count: number): Box[] {
  if (count === 1) return [{ x: 150, y: 50, w: 300, h: 300 }];
  if (count === 2) {
    return [
      { x: 60, y: 60, w: 270, h: 290 },
      { x: 290, y: 80, w: 250, h: 270 },
    ];
  }
  return [
    { x: 30, y: 90, w: 200, h: 240 },
    { x: 200, y: 50, w: 210, h: 290 },
    { x: 380, y: 100, w: 190, h: 230 },
  ];
}

async function categoryImage(slug: string, arts: ProductArt[], colours: Colour[]): Promise<void> {
  const family = familyOf(arts[0]!);
  const boxes = bannerBoxes(arts.length);
  const items = await Promise.all(
    arts.map((art, i) => placed(art, colours[i] ?? colours[0]!, `c${i}`, boxes[i]!, 1)),
  );
  const svg = svgDocument(
    CATEGORY_IMAGE_WIDTH,
    CATEGORY_IMAGE_HEIGHT,
    `${bannerBackdrop(CATEGORY_IMAGE_WIDTH, CATEGORY_IMAGE_HEIGHT, family, 'banner')}${items.join('')}`,
  );
  await writeWebp(svg, path.join(CATEGORIES_DIR, `${slug}.webp`), WEBP);
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Deletes pictures in `dir` that the catalogue no longer names. */
async function prune(dir: string, keep: Set<string>): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (name.endsWith('.webp') && !keep.has(name)) {
      await rm(path.join(dir, name));
      removed++;
    }
  }
  return removed;
}

async function totalSize(dir: string): Promise<number> {
  let bytes = 0;
  for (const name of await readdir(dir)) bytes += (await stat(path.join(dir, name))).size;
  return bytes;
}

async function main(): Promise<void> {
  const started = performance.now();
  await mkdir(PRODUCTS_DIR, { recursive: true });
  await mkdir(CATEGORIES_DIR, { recursive: true });

  const images = DEMO_CATALOG.products.flatMap((p) => p.images);
  const tasks = [
    ...images.map(
      (image) => () => productImage(image.art, image.colour, image.file, image.thumbFile),
    ),
    ...DEMO_CATALOG.categories.map((c) => () => categoryImage(c.slug, c.art, c.colours)),
  ];
  await pool(tasks, 4);

  const removed =
    (await prune(PRODUCTS_DIR, new Set(images.flatMap((i) => [i.file, i.thumbFile])))) +
    (await prune(CATEGORIES_DIR, new Set(DEMO_CATALOG.categories.map((c) => `${c.slug}.webp`))));
  const bytes = (await totalSize(PRODUCTS_DIR)) + (await totalSize(CATEGORIES_DIR));
  console.log(
    `Drew ${images.length} product pictures (+ ${images.length} thumbnails) and ` +
      `${DEMO_CATALOG.categories.length} category banners: ${(bytes / 1024 / 1024).toFixed(2)} MB` +
      `${removed ? `, removed ${removed} stale files` : ''} in ${Math.round(performance.now() - started)} ms`,
  );
}

await main();
