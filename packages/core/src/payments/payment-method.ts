/**
 * How an order is paid (spec section 3): online through the gateway (VNPay's protocol), cash on
 * delivery, a saved card charged through the card gateway (Alepay's protocol), or a card paid in
 * monthly installments through the same gateway (decision 044).
 */
export const PAYMENT_METHODS = ['ONLINE', 'COD', 'THEGHINO', 'INSTALLMENT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
