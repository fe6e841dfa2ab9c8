import { can, orderStatusChangeSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { requireUser } from '../../features/accounts';
import {
  getPortalOrder,
  OrderMoves,
  setOrderStatus,
  type MoveActionData,
  useActionToast,
} from '../../features/portal-kit';
import { OrderDetailView } from '../../features/orders';
import { PaymentAttemptList } from '../../features/payments';
import { i18nHandle, translateKey } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { formValues } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/order';

export const handle = i18nHandle('payments');

/** Any order, with whether the signed-in staff member may move it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { action: 'orders.list' });
  const order = await getPortalOrder(createApiClient(context.api), params.id).catch(toRouteError);
  return { order, canMove: can(user, 'orders.update-status') };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/**
 * POST (status, reason): moves the order. Checked with core's schema first (a rejection needs its
 * reason); the API refuses an illegal move (409).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'orders.update-status' });
  const { status, reason } = formValues(await request.formData());
  const parsed = orderStatusChangeSchema.safeParse({ status, reason });
  if (!parsed.success) {
    const onReason = parsed.error.issues.find((issue) => issue.path[0] === 'reason');
    return data<MoveActionData>(
      onReason
        ? { ok: false, code: onReason.message, field: 'reason' }
        : { ok: false, code: 'BAD_REQUEST' },
      { status: 400 },
    );
  }
  try {
    const order = await setOrderStatus(
      createApiClient(context.api),
      params.id,
      parsed.data.status,
      parsed.data.reason,
    );
    return data<MoveActionData>({ ok: true, number: order.number, status: order.status });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const onReason = error.details?.find((d) => d.field.endsWith('reason'));
    return data<MoveActionData>(
      onReason
        ? { ok: false, code: onReason.reason, field: 'reason' }
        : { ok: false, code: error.code },
      { status: error.status >= 400 ? error.status : 400 },
    );
  }
}

/** `/portal/orders/:id`: an order's detail and payment attempts, with the shop's legal moves. */
export default function PortalOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { t: tOrders } = useTranslation('orders');
  const { order, canMove } = loaderData;
  useActionToast(actionData, (answer) =>
    answer.ok
      ? {
          type: 'success',
          message: 'portal:orders.moved',
          values: {
            number: answer.number,
            status: translateKey(tOrders, `status.${answer.status}`),
          },
        }
      : null,
  );
  return (
    <OrderDetailView
      order={order}
      back={{ to: '/portal/orders', label: t('orders.back') }}
      payments={<PaymentAttemptList attempts={order.payments} />}
      actions={
        canMove ? (
          <OrderMoves
            key={order.status}
            order={order}
            failure={actionData && !actionData.ok ? actionData : undefined}
          />
        ) : null
      }
    />
  );
}
