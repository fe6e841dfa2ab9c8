import type { MyVoucher, VoucherCheck } from '@lotus/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketIcon } from '../../../components/ui/shop-icons';
import { translateKey } from '../../../i18n/i18n';
import { useMoney } from '../../../lib/format';
import { validationKey } from '../../../lib/form-errors';
import { voucherMessage } from '../voucher-message';

/**
 * The checkout's voucher: type a code (checked with core's voucher code schema) or pick one of
 * the wallet's usable vouchers; the server's preview then says what it takes off, or why it takes
 * nothing, in the shopper's language. One voucher per order; "Remove" takes it off again.
 */
export function VoucherField({
  code,
  verdict,
  pending,
  wallet,
  minimums,
  onApply,
  onRemove,
}: {
  /** The code asked for, or null. */
  code: string | null;
  /** The server's verdict on `code`, once its preview arrived. */
  verdict: VoucherCheck | null;
  pending: boolean;
  /** The shopper's usable vouchers, to pick from. */
  wallet: readonly MyVoucher[];
  /** Each reachable voucher's minimum order, by code (for a refusal's words). */
  minimums: Readonly<Record<string, number>>;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const inputId = useId();
  const messageId = useId();
  const [draft, setDraft] = useState(code ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const checked = verdict && code !== null && verdict.code === code && !pending ? verdict : null;
  const applied = checked?.applied ? checked : null;

  const apply = async (typed: string) => {
    const { voucherCodeSchema } = await import('../../../lib/form-schemas');
    const parsed = voucherCodeSchema.safeParse(typed);
    if (!parsed.success) {
      setInvalid(validationKey(parsed.error.issues[0]?.message ?? 'InvalidVoucherCode'));
      return;
    }
    setInvalid(null);
    setDraft(parsed.data);
    onApply(parsed.data);
  };

  const message = invalid
    ? translateKey(t, invalid)
    : checked && !checked.applied
      ? voucherMessage(t, checked, minimums, money)
      : null;
  const usable = wallet.filter((v) => v.state === 'USABLE' && v.code !== applied?.code);

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-2xl border border-dashed border-lotus-300 bg-lotus-50/40 p-4"
      data-testid="voucher-field"
    >
      <h3
        id={`${inputId}-title`}
        className="flex items-center gap-1.5 text-sm font-bold text-ink-900"
      >
        <TicketIcon size={18} className="text-lotus-700" />
        {t('voucher.title')}
      </h3>
      {applied ? (
        <div
          className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
          role="status"
          data-testid="voucher-applied"
        >
          <p>{t('voucher.applied', { code: applied.code, amount: money(applied.amount) })}</p>
          <button
            type="button"
            onClick={onRemove}
            className="font-semibold text-emerald-900 underline underline-offset-2 hover:text-emerald-700"
            aria-label={t('voucher.removeNamed', { code: applied.code })}
          >
            {t('voucher.remove')}
          </button>
        </div>
      ) : (
        <>
          <div className="mt-2 flex gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t('voucher.label')}
            </label>
            <input
              id={inputId}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setInvalid(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void apply(draft);
              }}
              placeholder={t('voucher.placeholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? messageId : undefined}
              className="h-11 min-w-0 flex-1 rounded-xl border border-ink-200 bg-white px-3 font-mono text-base text-ink-900 uppercase placeholder:font-sans placeholder:normal-case focus:border-lotus-600 focus:ring-2 focus:ring-lotus-200 focus:outline-none aria-invalid:border-red-600 sm:text-sm"
            />
            <button
              type="button"
              onClick={() => void apply(draft)}
              disabled={pending && code !== null}
              className="btn-secondary h-11 shrink-0 px-4 disabled:cursor-progress disabled:opacity-70"
            >
              {pending && code !== null ? t('voucher.checking') : t('voucher.apply')}
            </button>
          </div>
          {message ? (
            <p
              id={messageId}
              role="alert"
              className="mt-2 text-sm text-red-700"
              data-testid="voucher-message"
            >
              {message}
            </p>
          ) : null}
        </>
      )}
      {usable.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold text-ink-600">{t('voucher.wallet')}</p>
          <ul className="mt-1.5 flex flex-col gap-1.5">
            {usable.map((voucher) => (
              <li
                key={voucher.id}
                className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-ink-100"
              >
                <span className="min-w-0 flex-1">
                  <span className="font-mono text-xs font-semibold text-lotus-800">
                    {voucher.code}
                  </span>
                  <span className="block truncate text-ink-700">{voucher.name}</span>
                </span>
                <button
                  type="button"
                  onClick={() => {
                    setDraft(voucher.code);
                    setInvalid(null);
                    onApply(voucher.code);
                  }}
                  className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold text-lotus-700 ring-1 ring-lotus-300 hover:bg-lotus-50"
                  aria-label={t('voucher.pickNamed', { code: voucher.code })}
                >
                  {t('voucher.pick')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
