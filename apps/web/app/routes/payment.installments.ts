import { getInstallmentPlans } from '../features/payments';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/payment.installments';

/**
 * `/payment/installments?amount=`: the installment plans for an amount, for the product page's
 * plans dialog and the checkout's picker (null when the API could not say).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Response> {
  const amount = Number(new URL(request.url).searchParams.get('amount'));
  const plans = Number.isSafeInteger(amount)
    ? await getInstallmentPlans(createApiClient(context.api), amount).catch(() => null)
    : null;
  return Response.json(plans, { headers: { 'cache-control': 'no-store' } });
}
