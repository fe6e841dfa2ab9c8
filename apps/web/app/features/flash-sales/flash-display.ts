import type { CurrentFlashSale, FlashSaleInfo, FlashSaleProduct } from '@lotus/core';

/** What a flash-sale strip counts down to: the running sale's end, or the next one's start. */
export type FlashPhase =
  | { kind: 'CURRENT'; sale: FlashSaleInfo; target: string }
  | { kind: 'NEXT'; sale: FlashSaleInfo; target: string };

/** The phase `answer` describes, or null when there is no flash sale to show. */
export function flashPhase(answer: CurrentFlashSale | null): FlashPhase | null {
  if (answer?.type === 'CURRENT' && answer.currentFlashSale) {
    const sale = answer.currentFlashSale;
    return { kind: 'CURRENT', sale, target: sale.endsAt };
  }
  if (answer?.type === 'NEXT' && answer.nextFlashSale) {
    const sale = answer.nextFlashSale;
    return { kind: 'NEXT', sale, target: sale.startsAt };
  }
  return null;
}

/** Whether the flash price of `item` is sold out (its quota all sold). */
export const isSoldOut = (item: Pick<FlashSaleProduct, 'left'>) => item.left <= 0;

/**
 * How much of the quota is sold, in whole percent for the progress bar (0–100; a sold-out item
 * is full, a started one shows at least a sliver).
 */
export function soldPercent(item: Pick<FlashSaleProduct, 'sold' | 'quota' | 'left'>): number {
  if (isSoldOut(item) || item.quota <= 0) return 100;
  const share = Math.floor((Math.max(0, item.sold) / item.quota) * 100);
  return item.sold > 0 ? Math.min(99, Math.max(4, share)) : 0;
}
