import { data, redirect } from 'react-router';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { payAgain } from './api/payment-api';
import { PAY_AGAIN_INTENT, payPath, type PayAgainFailure } from './payment-routes';

/**
 * An action's "pay again": a new attempt for the order, then its countdown page; a refusal
 * (PAYMENT_NOT_ALLOWED once paid or cancelled, a gateway failure) comes back as the form's
 * message with the API's status.
 */
export async function payAgainIntent(api: ApiClient, orderId: string) {
  try {
    const next = await payAgain(api, orderId);
    return redirect(payPath(next.attemptId));
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return data<PayAgainFailure>(
      {
        ok: false,
        intent: PAY_AGAIN_INTENT,
        code: error.code,
        ...(error.params ? { params: error.params } : {}),
      },
      { status: error.status >= 400 ? error.status : 502 },
    );
  }
}
