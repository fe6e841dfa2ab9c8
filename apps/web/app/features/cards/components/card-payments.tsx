import type { Card } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ExternalLinkIcon } from '../../../components/ui/icons';
import { inputClass } from '../../../components/ui/text-field';
import { cardFiles } from '../api/card-api';

/**
 * The card's payment codes: a VietQR per bank or wallet (drawn by the server with the payer's
 * amount and message, a plain GET form so it works before the page's script), PayPal as a link.
 */
export function CardPayments({
  card,
  ask,
}: {
  card: Card;
  ask: { amount?: number | undefined; message?: string | undefined };
}) {
  const { t } = useTranslation('cards');
  const codes = card.payments.filter((p) => p.payload);
  return (
    <section
      aria-labelledby="card-pay"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-100"
    >
      <h2 id="card-pay" className="text-base font-semibold text-ink-900">
        {t('pay.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('pay.intro')}</p>
      {codes.length ? (
        <Form method="get" preventScrollReset className="mt-4 grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium text-ink-700">
            {t('pay.amount')}
            <input
              name="amount"
              type="number"
              inputMode="numeric"
              min={1000}
              max={500000000}
              step={1000}
              defaultValue={ask.amount ?? ''}
              className={inputClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-ink-700">
            {t('pay.message')}
            <input
              name="message"
              maxLength={25}
              defaultValue={ask.message ?? ''}
              className={inputClass}
            />
          </label>
          <button type="submit" className="btn-secondary col-span-2">
            {t('pay.apply')}
          </button>
        </Form>
      ) : null}
      <ul className="mt-4 flex flex-col gap-4">
        {card.payments.map((p) =>
          p.payload ? (
            <li
              key={p.kind}
              className="flex items-center gap-4 rounded-2xl p-3 ring-1 ring-ink-100"
            >
              <img
                src={cardFiles.pay(card.slug, p.kind, ask)}
                alt={t('pay.qrAlt', { label: p.label, account: p.account })}
                width={128}
                height={128}
                loading="lazy"
                className="size-28 shrink-0 rounded-lg sm:size-32"
              />
              <div className="min-w-0 text-sm">
                <p className="text-xs text-ink-500">{t(`pay.${p.kind}`)}</p>
                {p.kind === 'bank' ? <p className="font-semibold text-ink-900">{p.label}</p> : null}
                <p className="mt-1 text-xs text-ink-500">{t('pay.account')}</p>
                <p className="font-mono text-[13px] font-medium break-all text-ink-900">
                  {p.account}
                </p>
                {p.holder ? (
                  <>
                    <p className="mt-1 text-xs text-ink-500">{t('pay.holder')}</p>
                    <p className="font-medium text-ink-900">{p.holder}</p>
                  </>
                ) : null}
              </div>
            </li>
          ) : p.url ? (
            <li key={p.kind}>
              <a
                href={p.url}
                target="_blank"
                rel="noopener ugc"
                className="flex items-center justify-between rounded-2xl px-4 py-3 ring-1 ring-ink-200 hover:bg-lotus-50"
              >
                <span>
                  <span className="block text-sm font-semibold text-ink-900">
                    {t('pay.paypal')}
                  </span>
                  <span className="block text-xs text-ink-600">paypal.me/{p.account}</span>
                </span>
                <ExternalLinkIcon size={16} className="text-ink-400" />
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
