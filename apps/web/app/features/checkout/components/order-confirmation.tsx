import {
  gatewayOf,
  PAYMENT_METHODS,
  pickPlan,
  type CheckoutPreview,
  type InstallmentPlans,
  type PaymentMethod,
  type SavedCard,
} from '@lotus/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import type { ClientErrorCode } from '../../../lib/api-client';
import { useMoney } from '../../../lib/format';
import type { GiftProducts } from '../../cart';
import { CardLabel, InstallmentPlanSummary, installmentPlansPath } from '../../payments';
import { useJsonResource } from '../../../lib/use-json-resource';
import { CheckoutSummary } from './checkout-summary';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="text-sm break-words text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * The last step: what the shopper asked for and the order as the server priced it just now.
 * "Place order" sends the form's values with the total shown (`expectedTotal`) and this
 * attempt's Idempotency-Key, so a double click makes one order. When the server's prices moved
 * since the shopper looked, it says so (PriceOfItemsChanged, or why: a flash price sold out or
 * past the shopper's limit) with the new total first. Paying through a gateway says the shopper
 * goes there next; a saved card shows which one.
 */
export function OrderConfirmation({
  values,
  preview,
  idempotencyKey,
  changedFrom,
  changedBecause,
  gifts,
  cards = [],
  onEdit,
}: {
  values: Record<string, string>;
  preview: CheckoutPreview;
  idempotencyKey: string;
  /** The total the shopper saw before the server's prices changed. */
  changedFrom?: number | undefined;
  /** Why they changed, when the server said (a flash sale's refusal and its values). */
  changedBecause?:
    { code: ClientErrorCode; params?: Record<string, string | number> | undefined } | undefined;
  gifts?: GiftProducts | undefined;
  /** The shopper's saved cards (the one chosen for THEGHINO is shown). */
  cards?: readonly SavedCard[] | undefined;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['checkout', 'orders']);
  const money = useMoney();
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';
  const total = preview.pricing.grandTotal;
  const option = preview.shippingOptions.find((o) => o.method === preview.deliveryMethod);
  // The step replaces the form in place: bring its heading into view and focus (a phone would
  // otherwise stay scrolled to where the form's button was).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [preview]);
  const method = (PAYMENT_METHODS as readonly string[]).includes(values.paymentMethod ?? '')
    ? (values.paymentMethod as PaymentMethod)
    : 'COD';
  const gateway = gatewayOf(method);
  const card =
    method === 'THEGHINO' ? cards.find((saved) => saved.id === values.cardId) : undefined;
  // The installment plan picked, as the server prices it for the total shown.
  const installments = useJsonResource<InstallmentPlans | null>(
    method === 'INSTALLMENT' ? installmentPlansPath(total) : null,
  );
  const plan =
    installments.data?.amount === total
      ? pickPlan(installments.data.plans, {
          bankCode: values.installmentBank ?? '',
          scheme: values.installmentScheme ?? '',
          months: Number(values.installmentMonths),
        })
      : null;
  const sent = { ...values };
  delete sent.intent;
  delete sent.expectedTotal;
  delete sent.idempotencyKey;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section
        aria-labelledby="confirm-title"
        className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2
          id="confirm-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-bold text-ink-900 outline-none"
        >
          {t('confirm.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('confirm.subtitle')}</p>
        {changedFrom !== undefined ? (
          <FormAlert tone="warning" className="mt-4">
            <p className="font-semibold">{t('confirm.changedTitle')}</p>
            {changedBecause ? (
              <p>{translateKey(t, `errors:${changedBecause.code}`, changedBecause.params)}</p>
            ) : null}
            <p>{t('confirm.changed', { total: money(total), previous: money(changedFrom) })}</p>
          </FormAlert>
        ) : null}
        {!preview.canOrder ? (
          <FormAlert tone="error" className="mt-4">
            <p>{t('confirm.blocked')}</p>
            <Link to="/cart" className="mt-1 inline-block font-semibold underline">
              {t('confirm.backToCart')}
            </Link>
          </FormAlert>
        ) : null}
        <dl className="mt-4 divide-y divide-ink-100">
          <Detail label={t('confirm.recipient')}>
            {`${values.lastName ?? ''} ${values.firstName ?? ''}`.trim()} · {values.phone}
            <br />
            {values.email}
          </Detail>
          <Detail label={t('confirm.address')}>
            {[values.address, values.placeLabel, values.national].filter(Boolean).join(', ')}
          </Detail>
          <Detail label={t('confirm.delivery')}>
            {translateKey(t, `checkout:delivery.${preview.deliveryMethod}`)}
            {option ? ` · ${option.fee === 0 ? t('delivery.free') : money(option.fee)}` : ''}
          </Detail>
          <Detail label={t('confirm.payment')}>
            {t(`payment.${method}`)}
            {plan ? <InstallmentPlanSummary plan={plan} className="mt-2" /> : null}
            {card ? (
              <span className="mt-2 block" data-testid="confirm-card">
                <CardLabel card={card} />
              </span>
            ) : null}
            {gateway ? (
              <span className="mt-1 block text-xs text-ink-600">
                {t('confirm.gatewayNext', {
                  gateway: translateKey(t, `payments:gateway.${gateway}`),
                })}
              </span>
            ) : null}
          </Detail>
          <Detail label={t('confirm.note')}>{values.note}</Detail>
          {values.voucherCode && preview.voucher?.applied ? (
            <Detail label={t('confirm.voucher')}>
              {t('voucher.applied', {
                code: preview.voucher.code,
                amount: money(preview.voucher.amount),
              })}
            </Detail>
          ) : null}
        </dl>
        <Form method="post" className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {Object.entries(sent).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="intent" value="place" />
          <input type="hidden" name="expectedTotal" value={total} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <button type="button" className="btn-secondary" onClick={onEdit} disabled={placing}>
            {t('confirm.edit')}
          </button>
          <button
            type="submit"
            className="btn-primary h-12 px-8 text-base disabled:cursor-progress disabled:opacity-80"
            disabled={placing || !preview.canOrder}
          >
            {placing ? t('confirm.placing') : t('confirm.place', { total: money(total) })}
          </button>
        </Form>
      </section>
      <aside className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm lg:sticky lg:top-24">
        <CheckoutSummary
          preview={preview}
          voucherCode={preview.voucher?.applied ? preview.voucher.code : null}
          gifts={gifts}
        />
      </aside>
    </div>
  );
}
