import type { InstallmentPlan } from '@lotus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format';

/** The shopper's pick: a bank, a card scheme and a term. */
export interface InstallmentPick {
  bankCode: string;
  scheme: string;
  months: number;
}

const SCHEME_NAMES: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', JCB: 'JCB' };
export const schemeName = (scheme: string) => SCHEME_NAMES[scheme] ?? scheme;

/** The pick made whole: the bank kept if it has plans, its first scheme and term otherwise. */
export function settlePick(
  plans: readonly InstallmentPlan[],
  pick: Partial<InstallmentPick>,
): InstallmentPick | null {
  const bank = plans.find((p) => p.bankCode === pick.bankCode) ?? plans[0];
  if (!bank) return null;
  const ofBank = plans.filter((p) => p.bankCode === bank.bankCode);
  const scheme = ofBank.find((p) => p.scheme === pick.scheme) ?? ofBank[0]!;
  const ofScheme = ofBank.filter((p) => p.scheme === scheme.scheme);
  const term = ofScheme.find((p) => p.months === pick.months) ?? ofScheme[0]!;
  return { bankCode: bank.bankCode, scheme: scheme.scheme, months: term.months };
}

const chip = (on: boolean) =>
  `flex cursor-pointer items-center justify-center rounded-xl border px-3 py-2 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lotus-600 ${
    on
      ? 'border-lotus-600 bg-lotus-50 text-lotus-800 ring-1 ring-lotus-600'
      : 'border-ink-200 bg-white text-ink-800 hover:border-lotus-300'
  }`;

/**
 * The installment plans of an amount as a choice (decision 044): the bank, then the card
 * scheme, then the term, each term with its monthly payment; the picked plan's monthly payment,
 * fee and total cost under it. Native radios (the arrow keys move, the form carries `name`'s
 * fields when given). The figures are the server's; nothing here prices anything.
 */
export function InstallmentPlanPicker({
  plans,
  value,
  onChange,
  name,
}: {
  plans: readonly InstallmentPlan[];
  value: InstallmentPick;
  onChange: (pick: InstallmentPick) => void;
  /** The form fields' prefix (`installment` → `installmentBank`, …); none: a viewer only. */
  name?: string;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const id = useId();
  const group = name ?? `${id}-plan`;
  const banks = [...new Map(plans.map((p) => [p.bankCode, p.bankName])).entries()];
  const ofBank = plans.filter((p) => p.bankCode === value.bankCode);
  const schemes = [...new Set(ofBank.map((p) => p.scheme))];
  const terms = ofBank.filter((p) => p.scheme === value.scheme);
  const plan = terms.find((p) => p.months === value.months) ?? null;
  const pick = (next: Partial<InstallmentPick>) =>
    onChange(settlePick(plans, { ...value, ...next }) ?? value);

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('installment.bank')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {banks.map(([code, bankName]) => (
            <label key={code} className={chip(code === value.bankCode)}>
              <input
                type="radio"
                className="sr-only"
                name={`${group}Bank`}
                value={code}
                checked={code === value.bankCode}
                onChange={() => pick({ bankCode: code })}
              />
              {bankName}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('installment.scheme')}</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {schemes.map((scheme) => (
            <label key={scheme} className={chip(scheme === value.scheme)}>
              <input
                type="radio"
                className="sr-only"
                name={`${group}Scheme`}
                value={scheme}
                checked={scheme === value.scheme}
                onChange={() => pick({ scheme })}
              />
              {schemeName(scheme)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('installment.term')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {terms.map((term) => (
            <label
              key={term.months}
              className={`${chip(term.months === value.months)} flex-col gap-0.5 py-2.5`}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${group}Months`}
                value={term.months}
                checked={term.months === value.months}
                onChange={() => pick({ months: term.months })}
              />
              <span>{t('installment.months', { count: term.months })}</span>
              <span className="text-xs font-medium text-ink-600">
                {t('installment.perMonth', { amount: money(term.monthly) })}
              </span>
              {term.fee === 0 ? (
                <span className="rounded bg-emerald-50 px-1.5 text-[11px] font-semibold text-emerald-700">
                  {t('installment.zeroFee')}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      {plan ? (
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-2xl bg-ink-50 p-4 text-sm"
          aria-live="polite"
        >
          <dt className="text-ink-700">{t('installment.monthly')}</dt>
          <dd className="text-right text-base font-bold text-lotus-800">
            {t('installment.perMonth', { amount: money(plan.monthly) })}
          </dd>
          {plan.lastMonth !== plan.monthly ? (
            <dd className="col-span-2 -mt-1 text-right text-xs text-ink-600">
              {t('installment.lastMonth', { amount: money(plan.lastMonth) })}
            </dd>
          ) : null}
          <dt className="text-ink-700">{t('installment.feeLabel')}</dt>
          <dd className="text-right font-medium text-ink-900">{money(plan.fee)}</dd>
          <dt className="font-semibold text-ink-900">{t('installment.total')}</dt>
          <dd className="text-right font-bold text-ink-900">{money(plan.total)}</dd>
        </dl>
      ) : null}
    </div>
  );
}
