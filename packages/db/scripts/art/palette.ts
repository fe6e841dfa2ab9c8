/** Colour arithmetic for the drawings: everything is a `#rrggbb` string. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `t` (0 keeps `a`, 1 gives `b`). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as [number, number, number]);
}

export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A shade that reads as "in shadow" on this colour: dark colours get lighter edges instead. */
export function shadeOf(hex: string, t = 0.22): string {
  return luminance(hex) < 0.03 ? mix(hex, '#000000', t * 0.6) : darken(hex, t);
}

/** A highlight on this colour. */
export function highlightOf(hex: string, t = 0.3): string {
  return luminance(hex) < 0.03 ? lighten(hex, t * 0.55) : lighten(hex, t);
}

/** Shared neutrals of the illustrations. */
export const INK = {
  charcoal: '#2b2f36',
  graphite: '#3a3f47',
  steel: '#8a9099',
  chrome: '#d5d9de',
  gold: '#d4a44c',
  rubber: '#26292e',
  glass: '#1b2330',
  glow: '#5ee6ff',
  pcb: '#1f7a4d',
  stitch: '#d9a441',
};
