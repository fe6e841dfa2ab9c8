import type { ProductVariant } from '@lotus/core';

/** How an option looks next to the other choice: in stock, sold out, or not made that way. */
export type OptionState = 'available' | 'soldOut' | 'unavailable';

export interface Selection {
  colour: string | null;
  size: string | null;
}

/** Which choices a product offers (a robot may come in colours only; a bag in one piece). */
export function dimensions(variants: ProductVariant[]) {
  return {
    hasColour: variants.some((v) => v.colour !== null),
    hasSize: variants.some((v) => v.size !== null),
  };
}

function stateOf(matching: ProductVariant[]): OptionState {
  if (matching.length === 0) return 'unavailable';
  return matching.some((v) => v.stock > 0) ? 'available' : 'soldOut';
}

/** Each colour's state given the chosen size (any size when none is chosen). */
export function colourStates(
  variants: ProductVariant[],
  colours: readonly string[],
  size: string | null,
): Record<string, OptionState> {
  return Object.fromEntries(
    colours.map((colour) => [
      colour,
      stateOf(variants.filter((v) => v.colour === colour && (size === null || v.size === size))),
    ]),
  );
}

/** Each size's state given the chosen colour (any colour when none is chosen). */
export function sizeStates(
  variants: ProductVariant[],
  sizes: readonly string[],
  colour: string | null,
): Record<string, OptionState> {
  return Object.fromEntries(
    sizes.map((size) => [
      size,
      stateOf(variants.filter((v) => v.size === size && (colour === null || v.colour === colour))),
    ]),
  );
}

/** The variant a selection names, once every choice the product offers is made. */
export function findVariant(
  variants: ProductVariant[],
  selection: Selection,
): ProductVariant | undefined {
  const { hasColour, hasSize } = dimensions(variants);
  if ((hasColour && !selection.colour) || (hasSize && !selection.size)) return undefined;
  return variants.find(
    (v) => (!hasColour || v.colour === selection.colour) && (!hasSize || v.size === selection.size),
  );
}

/** What the page starts with: the first variant in stock (or the first one), fully chosen. */
export function initialSelection(variants: ProductVariant[]): Selection {
  const first = variants.find((v) => v.stock > 0) ?? variants[0];
  return { colour: first?.colour ?? null, size: first?.size ?? null };
}

/**
 * A new choice of one option: the other choice stays when that combination exists, and is let go
 * otherwise (so a shopper never ends up on a variant that isn't made).
 */
export function choose(
  variants: ProductVariant[],
  selection: Selection,
  change: Partial<Selection>,
): Selection {
  const next = { ...selection, ...change };
  if (change.colour !== undefined && next.size !== null && next.colour !== null) {
    if (!variants.some((v) => v.colour === next.colour && v.size === next.size)) next.size = null;
  }
  if (change.size !== undefined && next.colour !== null && next.size !== null) {
    if (!variants.some((v) => v.colour === next.colour && v.size === next.size)) next.colour = null;
  }
  return next;
}
