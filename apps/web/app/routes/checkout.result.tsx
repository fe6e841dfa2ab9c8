import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import {
  getPaymentAttempt,
  PAY_AGAIN_INTENT,
  payAgainIntent,
  PaymentOutcomeView,
  type PayAgainFailure,
} from '../features/payments';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { formValues } from '../lib/form-errors';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/checkout.result';

export const handle = i18nHandle('payments', 'orders');

/**
 * The attempt the gateway sent the shopper back for (the gateways' return endpoints verify the
 * signature first), with its order as it stands now; the shopper's own only (404 otherwise).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const result = await getPaymentAttempt(createApiClient(context.api), params.attemptId).catch(
    toRouteError,
  );
  return { result };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** POST intent=pay-again (orderId): a new attempt, then its countdown; a refusal on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  if (values.intent !== PAY_AGAIN_INTENT || !values.orderId) {
    return data<PayAgainFailure>(
      { ok: false, intent: PAY_AGAIN_INTENT, code: 'BAD_REQUEST' },
      { status: 400 },
    );
  }
  return payAgainIntent(createApiClient(context.api), values.orderId);
}

/** `/checkout/result/:attemptId`: the payment's outcome, and paying again while it may. */
export default function CheckoutResult({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('payments');
  const { result } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <PageTitle title={`${t(`outcome.${result.outcome}`)} · ${t('result.title')}`} />
      <PaymentOutcomeView result={result} failure={actionData ?? undefined} />
    </div>
  );
}
