import { describe, expect, it } from 'vitest';
import { groupPolicies, isPolicyKey, policyPath } from './content-page.rules.ts';

describe('policy pages', () => {
  it('knows the eleven keys and nothing else', () => {
    expect(isPolicyKey('warranty')).toBe(true);
    expect(isPolicyKey('exchange-return')).toBe(true);
    expect(isPolicyKey('contact')).toBe(false);
    expect(isPolicyKey('Warranty')).toBe(false);
    expect(isPolicyKey('')).toBe(false);
  });

  it('links a page under /policy', () => {
    expect(policyPath('shopping-guide')).toBe('/policy/shopping-guide');
  });

  it("groups pages in the spec's group order, each by position, leaving out empty groups", () => {
    const grouped = groupPolicies([
      { key: 'recruitment', group: 'footer', position: 3 },
      { key: 'introduction', group: 'footer', position: 1 },
      { key: 'warranty', group: 'warranty', position: 0 },
      { key: 'security', group: 'security', position: 0 },
      { key: 'discount-offer', group: 'payment', position: 2 },
      { key: 'payment', group: 'payment', position: 1 },
    ]);
    expect(grouped.map((g) => g.group)).toEqual(['security', 'warranty', 'payment', 'footer']);
    expect(grouped[2]!.pages.map((p) => p.key)).toEqual(['payment', 'discount-offer']);
    expect(grouped[3]!.pages.map((p) => p.key)).toEqual(['introduction', 'recruitment']);
  });

  it('breaks a tie of positions by key, so the order never depends on the database', () => {
    const grouped = groupPolicies([
      { key: 'quick-advice', group: 'footer', position: 0 },
      { key: 'introduction', group: 'footer', position: 0 },
    ]);
    expect(grouped[0]!.pages.map((p) => p.key)).toEqual(['introduction', 'quick-advice']);
  });
});
