import type { AddressSet, CheckoutPreview, Language, MyVoucher } from '@lotus/core';
import { formatVnd } from '@lotus/core';
import { data } from 'react-router';
import { ApiRequestError, type ApiClient, type ClientErrorCode } from '../../lib/api-client';
import { apiFormFailure, type FieldErrors, type FormMessage } from '../../lib/form-errors';
import { getMyVouchers, voucherMinimums } from '../vouchers';
import { previewCheckout } from './api/checkout-api';
import type { orderFromForm } from './checkout-form-values';

// The checkout action's answers: how each refusal of the API comes back to the page.

/** What the checkout's action answers: the confirmation to show, or the form's errors. */
export type CheckoutActionData =
  | {
      step: 'confirm';
      values: Record<string, string>;
      preview: CheckoutPreview;
      /** This attempt's Idempotency-Key. */
      key: string;
      /** The total the shopper confirmed before the server's prices changed. */
      changedFrom?: number;
      /** Why they changed, when the server said more than "changed" (a flash price gone). */
      changedBecause?: { code: ClientErrorCode; params?: Record<string, string | number> };
    }
  | { step: 'form'; fieldErrors: FieldErrors; formError?: FormMessage };

/** The server's prices for the place, delivery method and voucher of the form. */
export function priceFor(api: ApiClient, order: ReturnType<typeof orderFromForm>) {
  return previewCheckout(api, {
    provinceId: order.provinceId,
    districtId: order.districtId,
    wardId: order.wardId,
    ...(order.set ? { set: order.set as AddressSet } : {}),
    deliveryMethod: order.deliveryMethod as 'STANDARD' | 'EXPRESS',
    ...(order.voucherCode ? { voucherCode: order.voucherCode } : {}),
    useStoreCredit: order.useStoreCredit,
  });
}

/** Refusals of placing an order that a new look at the prices answers (the confirmation again). */
export const PRICES_MOVED: readonly ClientErrorCode[] = [
  'PriceOfItemsChanged',
  'FLASH_SALE_SOLD_OUT',
  'FLASH_SALE_LIMIT',
];

/**
 * Refusals of the payment part of an order (the saved card gone, the way to pay switched off,
 * the gateway down): the form again with the message, so the shopper may pick another card or
 * way to pay.
 */
export const PAYMENT_REFUSALS: readonly ClientErrorCode[] = [
  'CARD_NOT_FOUND',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_GATEWAY_ERROR',
  'PAYMENT_INTERRUPTED',
];

/** A voucher refused when the order was placed: the form again, saying why. */
export const isVoucherRefusal = (code: ClientErrorCode) => code.startsWith('VOUCHER_');

/** The form again with a message about the voucher (it did not apply to this order). */
export async function voucherRefused(
  api: ApiClient,
  lang: Language,
  code: ClientErrorCode,
  voucherCode: string,
  params?: Record<string, string | number>,
) {
  let values = params;
  if (code === 'VOUCHER_BELOW_MINIMUM' && values?.minSubtotal === undefined) {
    const wallet = await getMyVouchers(api).catch((): MyVoucher[] => []);
    const minimum = (await voucherMinimums(api, wallet))[voucherCode];
    values = minimum === undefined ? undefined : { minSubtotal: formatVnd(minimum, lang) };
  }
  const formError: FormMessage =
    code === 'VOUCHER_BELOW_MINIMUM' && values?.minSubtotal === undefined
      ? { key: 'checkout:voucher.belowMinimum' }
      : { key: `errors:${code}`, ...(values ? { values } : {}) };
  return data<CheckoutActionData>(
    { step: 'form', fieldErrors: {}, formError },
    { status: code === 'VOUCHER_NOT_FOUND' ? 404 : 422 },
  );
}

export function formStep(error: unknown) {
  // A saved card the API no longer knows shows beside the cards, a way to pay it no longer takes
  // beside the ways to pay.
  const failure = apiFormFailure(error, {
    CARD_NOT_FOUND: 'cardId',
    PAYMENT_METHOD_UNAVAILABLE: 'paymentMethod',
  });
  const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
  return data<CheckoutActionData>(
    {
      step: 'form',
      fieldErrors: failure.fieldErrors,
      ...(failure.formError ? { formError: failure.formError } : {}),
    },
    { status },
  );
}
