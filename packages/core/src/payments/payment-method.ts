/**
 * How an order is paid (spec section 3): online through the gateway (VNPay's protocol), cash on
 * delivery, or a saved card charged through the card gateway (Alepay's protocol).
 */
export const PAYMENT_METHODS = ['ONLINE', 'COD', 'THEGHINO'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
