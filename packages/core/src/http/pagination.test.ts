import { describe, expect, it } from 'vitest';
import { pageOffset, pageQuerySchema } from './pagination.ts';

describe('page query', () => {
  it("follows the spec's defaults: page 1 and limit 0, meaning the server page size", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('caps the page size at 100', () => {
    expect(pageQuerySchema.parse({ limit: '1000' }).limit).toBe(100);
  });

  it('refuses pages below 1, negative or fractional limits', () => {
    for (const bad of [
      { page: '0' },
      { page: '-2' },
      { limit: '-1' },
      { limit: '1.5' },
      { page: 'x' },
    ]) {
      expect(pageQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('skips the rows of earlier pages', () => {
    expect(pageOffset({ page: 3, limit: 20 })).toBe(40);
  });
});
