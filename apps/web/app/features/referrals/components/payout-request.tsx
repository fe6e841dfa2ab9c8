import type { PayoutRequest } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import { useDateTime, useMoney } from '../../../lib/format';

/** What the payout request's action answered: the request made, or why not. */
export type PayoutResult = { ok: true } | { ok: false; code: string };

/** The account number as a member recognises it: its last four digits. */
const lastFour = (accountNumber: string) => `···${accountNumber.slice(-4)}`;

/**
 * The Reward tab's payout: the member's open request (waiting for the transfer), the last one
 * paid with its reference, and, when the available balance reaches the campaign's minimum, the
 * form that asks for a bank transfer (one request at a time; the server holds the amount).
 */
export function PayoutRequestCard({
  request,
  available,
  minimum,
  result,
}: {
  request: PayoutRequest | null;
  available: number;
  minimum: number;
  result?: PayoutResult | undefined;
}) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const dateTime = useDateTime();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'payout';
  const open = request?.status === 'open' ? request : null;

  return (
    <section
      aria-labelledby="payout-title"
      className="flex flex-col gap-3 rounded-2xl bg-white px-4 py-4 ring-1 ring-ink-100 sm:px-5"
      data-testid="payout-request"
    >
      <h3 id="payout-title" className="text-base font-bold text-ink-900">
        {t('payout.title')}
      </h3>
      {result && !result.ok ? (
        <FormAlert tone="error">{translateKey(t, `errors:${result.code}`)}</FormAlert>
      ) : null}
      {open ? (
        <div className="flex flex-col gap-1 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
          <p className="text-sm font-semibold text-ink-900" data-payout-status="open">
            {t('payout.open', {
              amount: money(open.amount),
              bank: open.bankName,
              account: lastFour(open.accountNumber),
            })}
          </p>
          <p className="text-xs text-ink-600">
            {t('payout.openSince', { date: dateTime(open.createdAt) })}
          </p>
        </div>
      ) : (
        <>
          {request?.status === 'paid' ? (
            <p className="text-sm text-ink-700" data-payout-status="paid">
              {t('payout.lastPaid', {
                amount: money(request.amount),
                date: dateTime(request.paidAt ?? request.createdAt),
                reference: request.reference ?? '',
              })}
            </p>
          ) : null}
          {available >= minimum ? (
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="payout" />
              <p className="text-sm text-ink-600">
                {t('payout.hint', { minimum: money(minimum), available: money(available) })}
              </p>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  name="amount"
                  label={t('payout.amount')}
                  type="number"
                  inputMode="numeric"
                  min={minimum}
                  max={available}
                  step={1000}
                  defaultValue={available}
                  required
                />
                <TextField name="bankName" label={t('payout.bank')} maxLength={100} required />
                <TextField
                  name="accountNumber"
                  label={t('payout.accountNumber')}
                  inputMode="numeric"
                  pattern="[0-9]{6,20}"
                  maxLength={20}
                  autoComplete="off"
                  required
                />
                <TextField
                  name="accountHolder"
                  label={t('payout.accountHolder')}
                  maxLength={100}
                  autoComplete="name"
                  required
                />
              </div>
              <button type="submit" className="btn-primary self-start" disabled={sending}>
                {sending ? t('payout.sending') : t('payout.send')}
              </button>
            </Form>
          ) : (
            <p className="text-sm text-ink-600">
              {t('payout.belowMinimum', { minimum: money(minimum), available: money(available) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
