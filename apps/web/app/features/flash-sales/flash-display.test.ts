// @vitest-environment node
import type { CurrentFlashSale } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { flashPhase, isSoldOut, soldPercent } from './flash-display';

const sale = (id: string) => ({
  id,
  name: 'Flash sale cuối tuần',
  startsAt: '2026-11-23T02:00:00.000Z',
  endsAt: '2026-11-25T03:00:00.000Z',
});
const answer = (over: Partial<CurrentFlashSale>): CurrentFlashSale => ({
  type: null,
  currentFlashSale: null,
  nextFlashSale: null,
  serverTime: '2026-11-23T03:00:00.000Z',
  ...over,
});

describe('flashPhase', () => {
  it("counts down to the running sale's end", () => {
    const current = sale('00000000-0000-4000-8000-000000000001');
    expect(
      flashPhase(answer({ type: 'CURRENT', currentFlashSale: current, nextFlashSale: sale('n') })),
    ).toEqual({ kind: 'CURRENT', sale: current, target: current.endsAt });
  });

  it("counts down to the next sale's start when none runs", () => {
    const next = sale('00000000-0000-4000-8000-000000000002');
    expect(flashPhase(answer({ type: 'NEXT', nextFlashSale: next }))).toEqual({
      kind: 'NEXT',
      sale: next,
      target: next.startsAt,
    });
  });

  it('shows nothing without a flash sale', () => {
    expect(flashPhase(answer({}))).toBeNull();
    expect(flashPhase(null)).toBeNull();
  });
});

describe('the quota bar', () => {
  it('fills with the share sold, full when sold out', () => {
    expect(soldPercent({ sold: 0, quota: 20, left: 20 })).toBe(0);
    expect(soldPercent({ sold: 5, quota: 20, left: 15 })).toBe(25);
    expect(soldPercent({ sold: 1, quota: 100, left: 99 })).toBe(4);
    expect(soldPercent({ sold: 199, quota: 200, left: 1 })).toBe(99);
    expect(soldPercent({ sold: 20, quota: 20, left: 0 })).toBe(100);
    expect(isSoldOut({ left: 0 })).toBe(true);
    expect(isSoldOut({ left: 1 })).toBe(false);
  });
});
