import type { Dong, VoucherCheck } from '@lotus/core';
import { translateKey, type TFunction } from '../../i18n/i18n';

/**
 * Why a voucher took nothing off, in the shopper's language: the refusal's own message
 * (`errors.<CODE>`; below the minimum names the minimum when the voucher is known), or, when the
 * law's ceiling on discounts left it nothing to take, a word saying so.
 */
export function voucherMessage(
  t: TFunction<'checkout'>,
  verdict: VoucherCheck,
  minimums: Readonly<Record<string, number>>,
  money: (amount: Dong) => string,
): string {
  if (!verdict.refusal) return t('voucher.nothingOff', { code: verdict.code });
  if (verdict.refusal === 'VOUCHER_BELOW_MINIMUM') {
    const minimum = minimums[verdict.code];
    return minimum === undefined
      ? t('voucher.belowMinimum')
      : translateKey(t, 'errors:VOUCHER_BELOW_MINIMUM', { minSubtotal: money(minimum) });
  }
  return translateKey(t, `errors:${verdict.refusal}`);
}
