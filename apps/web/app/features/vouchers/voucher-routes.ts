import type { ClientErrorCode } from '../../lib/api-client';

/** The public vouchers page, whose action saves a voucher into the shopper's wallet. */
export const VOUCHERS_ROUTE = '/vouchers';

/** What saving a voucher answers: its code, or why not. */
export type ClaimActionData = { ok: true; code: string } | { ok: false; error: ClientErrorCode };

/** Checkout with a voucher filled in (the checkout applies it to its preview at once). */
export const checkoutWithVoucher = (code: string) =>
  `/checkout?voucher=${encodeURIComponent(code)}`;
