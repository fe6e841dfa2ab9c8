/**
 * The drawing kit shared by every illustration: a paint (the item's colour and an id maker for
 * gradients) and small SVG helpers. Every drawing works on an 800 × 800 canvas with the item
 * standing on an imaginary floor near y = 640.
 */

import { highlightOf, shadeOf } from './palette.ts';

export interface Paint {
  /** The variant's colour. */
  c: string;
  /** Makes a gradient/clip id unique to this drawing, so several can share one SVG. */
  id: (name: string) => string;
}

export type Draw = (p: Paint) => string;

/** A soft contact shadow on the floor. */
export function shadow(p: Paint, cx: number, cy: number, rx: number, ry: number, opacity = 0.22) {
  const id = p.id(`shadow-${cx}-${cy}`);
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#1c2230" stop-opacity="${opacity}"/><stop offset="0.6" stop-color="#1c2230" stop-opacity="${(opacity * 0.45).toFixed(3)}"/><stop offset="1" stop-color="#1c2230" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

/** A vertical gradient from a highlight of `hex` (top) to its shade (bottom). */
export function vGrad(p: Paint, name: string, hex: string, light = 0.25, dark = 0.18) {
  const id = p.id(name);
  return {
    id,
    fill: `url(#${id})`,
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${highlightOf(hex, light)}"/><stop offset="1" stop-color="${shadeOf(hex, dark)}"/></linearGradient>`,
  };
}

/** A horizontal gradient: shade at the edges, highlight left of centre (a cylinder's wall). */
export function hGrad(p: Paint, name: string, hex: string, light = 0.28, dark = 0.25) {
  const id = p.id(name);
  return {
    id,
    fill: `url(#${id})`,
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shadeOf(hex, dark)}"/><stop offset="0.35" stop-color="${highlightOf(hex, light)}"/><stop offset="0.7" stop-color="${hex}"/><stop offset="1" stop-color="${shadeOf(hex, dark + 0.08)}"/></linearGradient>`,
  };
}

/** A radial sheen: highlight up-left fading to the base colour. */
export function sheen(p: Paint, name: string, hex: string, light = 0.35, dark = 0.12) {
  const id = p.id(name);
  return {
    id,
    fill: `url(#${id})`,
    def: `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${highlightOf(hex, light)}"/><stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${shadeOf(hex, dark)}"/></radialGradient>`,
  };
}

/** Mirrors a fragment around the vertical centre line x = `cx`. */
export function mirror(fragment: string, cx = 400) {
  return `<g transform="translate(${cx * 2} 0) scale(-1 1)">${fragment}</g>`;
}

/** Points evenly spread from `from` to `to` (inclusive). */
export function spread(from: number, to: number, count: number): number[] {
  if (count === 1) return [(from + to) / 2];
  return Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));
}

/** The Lotus flower mark, centred on (cx, cy), `size` wide. */
export function lotusMark(cx: number, cy: number, size: number, fill: string, opacity = 1) {
  const s = size / 100;
  return `<g transform="translate(${cx} ${cy}) scale(${s})" fill="${fill}" opacity="${opacity}"><path d="M0,-42 C16,-24 16,4 0,22 C-16,4 -16,-24 0,-42 Z"/><path d="M-8,20 C-30,14 -44,-6 -44,-26 C-26,-22 -12,-8 -8,20 Z"/><path d="M8,20 C30,14 44,-6 44,-26 C26,-22 12,-8 8,20 Z"/><path d="M-50,14 C-34,30 -14,32 0,26 C14,32 34,30 50,14 C30,20 14,18 0,22 C-14,18 -30,20 -50,14 Z"/></g>`;
}
