import type { ProductArt } from '../../src/seed/seed.types.ts';
import { bag } from './bags.ts';
import { dress, jeans, shoe, tshirt } from './clothes.ts';
import type { Draw } from './kit.ts';
import { mix } from './palette.ts';
import { drone, humanoid, robotArm, robotCar, robotDog, toyRobot } from './robots.ts';
import { vacuum, vacuumDock } from './vacuums.ts';

/** The drawing for a product's art description. */
export function drawFor(art: ProductArt): Draw {
  switch (art.kind) {
    case 'robot-car':
      return robotCar(art.style);
    case 'robot-arm':
      return robotArm;
    case 'humanoid':
      return humanoid;
    case 'robot-dog':
      return robotDog;
    case 'toy-robot':
      return toyRobot(art.style);
    case 'vacuum':
      return vacuum(art.style);
    case 'vacuum-dock':
      return vacuumDock;
    case 'drone':
      return drone(art.style);
    case 'tshirt':
      return tshirt(art.style, art.print);
    case 'dress':
      return dress(art.style);
    case 'jeans':
      return jeans(art.style);
    case 'shoe':
      return shoe(art.style);
    case 'bag':
      return bag(art.style);
  }
}

export type Family = 'tech' | 'fashion';

export function familyOf(art: ProductArt): Family {
  return ['tshirt', 'dress', 'jeans', 'shoe', 'bag'].includes(art.kind) ? 'fashion' : 'tech';
}

const NEUTRALS = new Set(['black', 'white', 'grey', 'silver', 'beige', 'brown', 'navy']);

/**
 * The backdrop behind a product: a pale tint of its colour, or for neutral colours a soft grey
 * (cool for tech, warm for fashion) that is a little deeper behind white and silver items.
 */
export function backdropFor(colour: string, hex: string, family: Family): string {
  if (!NEUTRALS.has(colour)) return mix(hex, '#ffffff', 0.84);
  const pale = colour === 'white' || colour === 'silver' || colour === 'beige';
  if (family === 'tech') return pale ? '#d9e1ea' : '#e6ecf2';
  return pale ? '#e4dcd1' : '#efe9e2';
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The transform that fits content occupying `content` into `target`, centred, never over `maxScale`. */
export function fit(content: Box, target: Box, maxScale = 1.4): string {
  const scale = Math.min(target.w / content.w, target.h / content.h, maxScale);
  const cx = content.x + content.w / 2;
  const cy = content.y + content.h / 2;
  const tx = target.x + target.w / 2;
  const ty = target.y + target.h / 2;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return `translate(${r(tx)} ${r(ty)}) scale(${r(scale)}) translate(${r(-cx)} ${r(-cy)})`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A soft studio backdrop: lighter in the middle, a touch deeper at the corners. */
export function backdrop(width: number, height: number, base: string, id: string): string {
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.42" r="0.78"><stop offset="0" stop-color="${mix(base, '#ffffff', 0.6)}"/><stop offset="0.7" stop-color="${mix(base, '#ffffff', 0.15)}"/><stop offset="1" stop-color="${base}"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

/** A banner backdrop for a category: a gentle gradient with two large soft circles. */
export function bannerBackdrop(width: number, height: number, family: Family, id: string): string {
  const [from, to, blob] =
    family === 'tech' ? ['#eef4fb', '#d6e3f2', '#c5d8ee'] : ['#fbf4ee', '#efdfd3', '#f3d3cf'];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/><circle cx="${width * 0.82}" cy="${height * 0.18}" r="${height * 0.55}" fill="${blob}" opacity="0.55"/><circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.42}" fill="#ffffff" opacity="0.45"/>`;
}
