import type { MyVoucher, Voucher } from '@lotus/core';

/** How a voucher's headline figure reads: a percentage, đồng off, or đồng off each item. */
export type VoucherValue =
  { kind: 'percent'; percent: number } | { kind: 'money'; amount: number; perItem: boolean };

export function voucherValue(voucher: Pick<Voucher, 'type' | 'value'>): VoucherValue {
  if (voucher.type === 'PERCENT') return { kind: 'percent', percent: voucher.value };
  return { kind: 'money', amount: voucher.value, perItem: voucher.type === 'QUANTITY' };
}

/** Whether a public voucher has not started yet at `now` (it can be saved, not used). */
export const notStarted = (voucher: Pick<Voucher, 'startsAt'>, now: number) =>
  Date.parse(voucher.startsAt) > now;

/** Whether nobody can use it any more (every use taken). */
export const usedUp = (voucher: Pick<Voucher, 'usesLeft'>) => voucher.usesLeft === 0;

/** The wallet's vouchers, the usable ones first, then those coming, then the rest. */
export function walletOrder(vouchers: readonly MyVoucher[]): MyVoucher[] {
  const rank: Record<MyVoucher['state'], number> = {
    USABLE: 0,
    NOT_STARTED: 1,
    ALREADY_USED: 2,
    USED_UP: 3,
    EXPIRED: 4,
  };
  return [...vouchers].sort(
    (a, b) => rank[a.state] - rank[b.state] || Date.parse(a.endsAt) - Date.parse(b.endsAt),
  );
}
