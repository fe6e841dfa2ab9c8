import type { ClientErrorCode } from '../../lib/api-client';

/** The countdown page that sends the shopper to the gateway to pay an attempt. */
export const payPath = (attemptId: string) => `/checkout/pay/${attemptId}`;

/** The page the gateways' return URLs lead to: what became of an attempt. */
export const resultPath = (attemptId: string) => `/checkout/result/${attemptId}`;

/** The profile tab of saved cards (where linking one starts, and where the gateway sends back). */
export const CARDS_ROUTE = '/profile/payment';

/** The intent of a form that starts a new attempt for an order (the result and order pages). */
export const PAY_AGAIN_INTENT = 'pay-again';

/** What "pay again" answers when the API refuses it (PAYMENT_NOT_ALLOWED, a gateway failure…). */
export interface PayAgainFailure {
  ok: false;
  intent: typeof PAY_AGAIN_INTENT;
  code: ClientErrorCode;
  params?: Record<string, string | number>;
}
