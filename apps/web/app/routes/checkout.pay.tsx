import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import {
  gatewayHref,
  getPaymentAttempt,
  PaymentRedirectView,
  resultPath,
} from '../features/payments';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/checkout.pay';

export const handle = i18nHandle('payments', 'orders');

/**
 * The attempt to pay (the shopper's own; anyone else's is the 404 page). One that is no longer
 * waiting for the shopper, or has no gateway page to go to, shows its result instead.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const attempt = await getPaymentAttempt(createApiClient(context.api), params.attemptId).catch(
    toRouteError,
  );
  const href = gatewayHref(attempt.paymentUrl);
  if (attempt.status !== 'PENDING' || !href) throw redirect(resultPath(attempt.id));
  return { attempt, href };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/checkout/pay/:attemptId`: the countdown that sends the shopper to the payment gateway. */
export default function CheckoutPay({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('payments');
  const { attempt, href } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <PageTitle title={t('redirect.title')} />
      <PaymentRedirectView attempt={attempt} href={href} />
    </div>
  );
}
