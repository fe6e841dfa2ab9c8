// @vitest-environment node
import type { ProductVariant } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { choose, colourStates, findVariant, initialSelection, sizeStates } from './variant-options';

let n = 0;
const v = (colour: string | null, size: string | null, stock: number): ProductVariant => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  sku: `SKU-${n}`,
  colour: colour as ProductVariant['colour'],
  size,
  stock,
});

const shirt = [v('red', 'S', 0), v('red', 'M', 3), v('blue', 'M', 0), v('blue', 'L', 2)];

describe('variant options', () => {
  it('marks each colour for the chosen size: in stock, sold out or not made', () => {
    expect(colourStates(shirt, ['red', 'blue'], 'M')).toEqual({
      red: 'available',
      blue: 'soldOut',
    });
    expect(colourStates(shirt, ['red', 'blue'], 'S')).toEqual({
      red: 'soldOut',
      blue: 'unavailable',
    });
    expect(colourStates(shirt, ['red', 'blue'], null)).toEqual({
      red: 'available',
      blue: 'available',
    });
  });

  it('marks each size for the chosen colour', () => {
    expect(sizeStates(shirt, ['S', 'M', 'L'], 'red')).toEqual({
      S: 'soldOut',
      M: 'available',
      L: 'unavailable',
    });
  });

  it('starts on the first variant in stock', () => {
    expect(initialSelection(shirt)).toEqual({ colour: 'red', size: 'M' });
    expect(initialSelection([])).toEqual({ colour: null, size: null });
  });

  it('names a variant only when every choice is made', () => {
    expect(findVariant(shirt, { colour: 'blue', size: 'L' })?.stock).toBe(2);
    expect(findVariant(shirt, { colour: 'blue', size: null })).toBeUndefined();
    const robot = [v('white', null, 4), v('black', null, 0)];
    expect(findVariant(robot, { colour: 'black', size: null })?.stock).toBe(0);
    const bag = [v(null, null, 9)];
    expect(findVariant(bag, { colour: null, size: null })?.stock).toBe(9);
  });

  it('lets go of the other choice when the combination is not made', () => {
    expect(choose(shirt, { colour: 'red', size: 'S' }, { colour: 'blue' })).toEqual({
      colour: 'blue',
      size: null,
    });
    expect(choose(shirt, { colour: 'red', size: 'M' }, { colour: 'blue' })).toEqual({
      colour: 'blue',
      size: 'M',
    });
    expect(choose(shirt, { colour: 'red', size: 'M' }, { size: 'L' })).toEqual({
      colour: null,
      size: 'L',
    });
  });
});
