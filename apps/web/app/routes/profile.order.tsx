import { canTransition } from '@lotus/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { cancelMyOrder, getMyOrder, OrderDetailView } from '../features/orders';
import {
  PAY_AGAIN_INTENT,
  payAgainIntent,
  PayAgainForm,
  PaymentAttemptList,
} from '../features/payments';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formValues } from '../lib/form-errors';
import { toRouteError } from '../lib/route-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/profile.order';

export const handle = i18nHandle('orders', 'cart', 'payments');

/** One of the shopper's orders; another shopper's is the shop's 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getMyOrder(createApiClient(context.api), params.id).catch(toRouteError);
  return { order };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export type CancelActionData =
  { ok: true; intent: 'cancel'; number: string } | { ok: false; intent: 'cancel'; code: string };

/**
 * POST intent=cancel: cancels the order while the state machine lets the shopper (new or
 * processing). POST intent=pay-again: a new payment attempt for the unpaid online order, then its
 * countdown to the gateway.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { intent } = formValues(await request.formData());
  const api = createApiClient(context.api);
  if (intent === PAY_AGAIN_INTENT) return payAgainIntent(api, params.id);
  if (intent !== 'cancel') {
    return data<CancelActionData>(
      { ok: false, intent: 'cancel', code: 'BAD_REQUEST' },
      { status: 400 },
    );
  }
  try {
    const order = await cancelMyOrder(api, params.id);
    return data<CancelActionData>({ ok: true, intent: 'cancel', number: order.number });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return data<CancelActionData>(
      { ok: false, intent: 'cancel', code: error.code },
      { status: error.status },
    );
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/**
 * `/profile/orders/:id`: the order's lines, totals, shipment details, payments and history;
 * cancel, and pay again while an online order is unpaid.
 */
export default function ProfileOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('orders');
  const { t: tPay } = useTranslation('payments');
  const { t: tReviews } = useTranslation('reviews');
  const { order } = loaderData;
  const notify = useNotify();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const cancellable = canTransition(order.status, 'cancel', 'CUSTOMER');
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel';
  const cancelled = actionData?.intent === 'cancel' ? actionData : undefined;
  const payFailure = actionData?.intent === PAY_AGAIN_INTENT ? actionData : undefined;

  const told = useRef<CancelActionData | undefined>(undefined);
  useEffect(() => {
    if (!cancelled || told.current === cancelled) return;
    told.current = cancelled;
    // The order is cancelled now, so the confirmation goes with the button.
    if (cancelled.ok) notify.success('orders:cancel.done', { number: cancelled.number });
  }, [cancelled, notify]);

  return (
    <OrderDetailView
      order={order}
      back={{ to: '/profile/orders', label: t('detail.back') }}
      lineAction={
        order.status === 'done'
          ? (line) => (
              <Link
                to={`/products/${line.slug}#reviews`}
                className="mt-2 inline-flex items-center text-sm font-semibold text-lotus-700 hover:underline"
              >
                {tReviews('write.fromOrder')}
              </Link>
            )
          : undefined
      }
      payAction={
        order.canPayAgain ? (
          <>
            <p>{tPay('payAgain.hint')}</p>
            <PayAgainForm orderId={order.id} failure={payFailure} />
          </>
        ) : null
      }
      payments={<PaymentAttemptList attempts={order.payments} />}
      actions={
        <>
          {cancelled && !cancelled.ok ? (
            <FormAlert tone="error">{translateKey(t, `errors:${cancelled.code}`)}</FormAlert>
          ) : null}
          {cancellable && !confirming ? (
            <button
              type="button"
              className="btn-secondary self-start hover:border-red-300 hover:text-red-700"
              onClick={() => setConfirming(true)}
            >
              {t('cancel.button')}
            </button>
          ) : null}
          {cancellable && confirming ? (
            <Form
              method="post"
              className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200"
              aria-labelledby="cancel-title"
            >
              <input type="hidden" name="intent" value="cancel" />
              <p id="cancel-title" className="font-semibold text-red-900">
                {t('cancel.confirmTitle', { number: order.number })}
              </p>
              <p className="mt-1 text-sm text-red-900">{t('cancel.confirmBody')}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="submit"
                  className="btn-primary bg-red-700 hover:bg-red-800"
                  disabled={pending}
                >
                  {pending ? t('cancel.cancelling') : t('cancel.confirm')}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => setConfirming(false)}
                  autoFocus
                >
                  {t('cancel.keep')}
                </button>
              </div>
            </Form>
          ) : null}
        </>
      }
    />
  );
}
