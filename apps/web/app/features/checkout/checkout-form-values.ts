import { placeFromForm } from '../addresses';

/** The order's body from the checkout form (core's `orderCreateSchema` checks it). */
export function orderFromForm(values: Record<string, string>) {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    ...placeFromForm(values),
    deliveryMethod: values.deliveryMethod ?? '',
    paymentMethod: values.paymentMethod ?? '',
    note: values.note ?? '',
    expectedTotal: values.expectedTotal === undefined ? 0 : Number(values.expectedTotal),
    // The voucher the preview applied (none when the field is empty).
    ...(values.voucherCode ? { voucherCode: values.voucherCode } : {}),
    // The referral balance spent as store credit, when the shopper ticked it.
    useStoreCredit: values.useStoreCredit === 'on',
    // The saved card goes with THEGHINO only (core's schema requires it there).
    ...(values.paymentMethod === 'THEGHINO' && values.cardId ? { cardId: values.cardId } : {}),
    // The installment plan's bank, scheme and term go with INSTALLMENT only; never an amount.
    ...(values.paymentMethod === 'INSTALLMENT' && values.installmentBank
      ? {
          installment: {
            bankCode: values.installmentBank,
            scheme: values.installmentScheme ?? '',
            months: Number(values.installmentMonths),
          },
        }
      : {}),
  };
}
