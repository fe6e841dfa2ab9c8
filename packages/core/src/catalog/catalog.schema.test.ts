import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './catalog.schema.ts';

describe('product list query', () => {
  it('reads a size upper-case, and refuses one that is not letters and digits', () => {
    expect(productListQuerySchema.parse({ size: ' m ' }).size).toEqual(['M']);
    expect(productListQuerySchema.parse({ size: '' }).size).toBeUndefined();
    expect(productListQuerySchema.safeParse({ size: '<b>' }).success).toBe(false);
  });

  it('takes several colours, sizes and brands, comma-separated or repeated', () => {
    const query = productListQuerySchema.parse({
      colour: 'red, blue,red',
      size: ['s', 'M,l'],
      brand: 'Lotus Edu,Lotus Kids',
    });
    expect(query.colour).toEqual(['red', 'blue']);
    expect(query.size).toEqual(['S', 'M', 'L']);
    expect(query.brand).toEqual(['Lotus Edu', 'Lotus Kids']);
    expect(productListQuerySchema.safeParse({ colour: 'red,teal' }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `S${i}`).join(',');
    expect(productListQuerySchema.safeParse({ size: many }).success).toBe(false);
  });
});
