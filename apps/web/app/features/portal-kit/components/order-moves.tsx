import {
  isFinal,
  needsReason,
  nextStatuses,
  orderStatusChangeSchema,
  type OrderDetail,
} from '@lotus/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { AlertTriangleIcon } from '../../../components/ui/icons';
import { inputClass } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import { ConfirmButton } from './confirm-button';

/** What moving an order answers. */
export type MoveActionData =
  | { ok: true; number: string; status: OrderDetail['status'] }
  | { ok: false; code: string; field?: 'reason' };

/**
 * The shop's moves of an order: one button per legal next status in core's state table (for the
 * shop), a rejection asking for its reason first. The moves with consequences ask before they
 * post, saying what will happen: "delivered" closes the order (and marks a cash-on-delivery one
 * paid), a rejection gives the stock back (and starts a refund of a paid order). An order that
 * can no longer change says so.
 */
export function OrderMoves({
  order,
  failure,
}: {
  order: OrderDetail;
  failure?: Extract<MoveActionData, { ok: false }> | undefined;
}) {
  const { t } = useTranslation('portal');
  const navigation = useNavigation();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(failure?.field === 'reason');
  const [reason, setReason] = useState('');
  // The reason's problem found before posting (core's schema, the shop's words), else the server's.
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonProblem = reasonError ?? (failure?.field === 'reason' ? failure.code : null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const moves = nextStatuses(order.status, 'OPERATOR');
  const pending = navigation.state === 'submitting';
  const sending = pending ? navigation.formData?.get('status') : null;

  if (isFinal(order.status) || moves.length === 0) {
    return <p className="text-sm text-ink-600">{t('orders.final')}</p>;
  }
  return (
    <section
      aria-labelledby="moves-title"
      className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm"
    >
      <h2 id="moves-title" className="text-sm font-semibold text-ink-900">
        {t('orders.actions')}
      </h2>
      {failure && failure.field !== 'reason' ? (
        <FormAlert tone="error" className="mt-3">
          {translateKey(t, `errors:${failure.code}`)}
        </FormAlert>
      ) : null}
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        {moves
          .filter((status) => !needsReason(status))
          .map((status) =>
            status === 'done' ? (
              <ConfirmButton
                key={status}
                title={t('orders.confirmDoneTitle', { number: order.number })}
                message={
                  order.paymentMethod === 'COD' && order.paymentStatus === 'unpaid'
                    ? t('orders.confirmDoneCod')
                    : t('orders.confirmDone')
                }
                confirmLabel={t('orders.confirmDoneAction')}
                fields={{ status }}
                disabled={pending}
              >
                {sending === status ? t('orders.moving') : t('orders.move.done')}
              </ConfirmButton>
            ) : (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                disabled={pending}
                className="btn-primary"
              >
                {sending === status ? t('orders.moving') : translateKey(t, `orders.move.${status}`)}
              </button>
            ),
          )}
        {moves.some(needsReason) && !rejecting ? (
          <button
            type="button"
            className="btn-secondary hover:border-red-300 hover:text-red-700"
            onClick={() => setRejecting(true)}
          >
            {t('orders.move.rejected')}
          </button>
        ) : null}
      </Form>
      {rejecting ? (
        <div className="mt-3 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
          <label htmlFor={reasonId} className="block text-sm font-medium text-red-950">
            {t('orders.reasonLabel')}
          </label>
          <textarea
            ref={reasonField}
            id={reasonId}
            name="reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            required
            maxLength={500}
            rows={3}
            autoFocus
            aria-invalid={reasonProblem ? true : undefined}
            aria-describedby={`${reasonId}-hint`}
            className={`${inputClass} mt-1.5 h-auto py-2.5`}
          />
          <p id={`${reasonId}-hint`} className="mt-1 text-xs text-red-900">
            {reasonProblem ? (
              <span className="flex items-center gap-1 font-medium">
                <AlertTriangleIcon size={14} />
                {translateKey(t, `validation:${reasonProblem}`)}
              </span>
            ) : (
              t('orders.reasonHint')
            )}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <ConfirmButton
              tone="danger"
              title={t('orders.confirmRejectTitle', { number: order.number })}
              message={
                <>
                  <p>{t('orders.confirmReject')}</p>
                  {order.paymentStatus === 'paid' ? (
                    <p className="mt-2 font-medium">{t('orders.confirmRejectPaid')}</p>
                  ) : null}
                </>
              }
              confirmLabel={t('orders.confirmRejectAction')}
              fields={{ status: 'rejected', reason }}
              check={() => {
                const checked = orderStatusChangeSchema.safeParse({ status: 'rejected', reason });
                if (checked.success) return true;
                setReasonError(checked.error.issues[0]?.message ?? 'FieldIsNotEmpty');
                reasonField.current?.focus();
                return false;
              }}
              disabled={pending}
              className="btn-primary bg-red-700 hover:bg-red-800"
            >
              {sending === 'rejected' ? t('orders.moving') : t('orders.rejectConfirm')}
            </ConfirmButton>
            <button type="button" className="btn-secondary" onClick={() => setRejecting(false)}>
              {t('orders.rejectCancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
