import type { Voucher } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons';
import { useNotify } from '../../../store/use-notify';
import { checkoutWithVoucher, VOUCHERS_ROUTE, type ClaimActionData } from '../voucher-routes';

/** Where the shopper stands with a public voucher. */
export type ClaimState = 'visitor' | 'staff' | 'claimed' | 'open' | 'usedUp';

/**
 * What a public voucher offers the shopper: "Save" for a customer (into their wallet, through
 * the vouchers page's action, with a toast), "Saved" and a way to use it once saved, a way to
 * log in for a visitor. Staff accounts have no wallet, so nothing is offered them.
 */
export function ClaimButton({
  voucher,
  state,
  loginHref,
  startsLater,
}: {
  voucher: Voucher;
  state: ClaimState;
  loginHref: string;
  startsLater: boolean;
}) {
  const { t } = useTranslation('vouchers');
  const fetcher = useFetcher<ClaimActionData>();
  const notify = useNotify();
  const told = useRef<ClaimActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || told.current === result) return;
    told.current = result;
    if (result.ok) notify.success('vouchers:claimedToast', { code: result.code });
    else notify.error(`errors:${result.error}`);
  }, [fetcher.state, fetcher.data, notify]);

  if (state === 'staff') return null;
  if (state === 'visitor') {
    return (
      <Link to={loginHref} className="btn-secondary h-9 px-4">
        {t('loginToClaim')}
      </Link>
    );
  }
  if (state === 'claimed') {
    return (
      <>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700">
          <CheckIcon size={16} />
          {t('claimed')}
        </span>
        {!startsLater ? (
          <Link
            to={checkoutWithVoucher(voucher.code)}
            className="ml-auto text-sm font-semibold text-lotus-700 hover:underline"
            aria-label={t('wallet.useNamed', { code: voucher.code })}
          >
            {t('wallet.use')}
          </Link>
        ) : null}
      </>
    );
  }
  if (state === 'usedUp') {
    return (
      <span className="text-sm font-semibold text-ink-500" aria-disabled="true">
        {t('card.usedUp')}
      </span>
    );
  }
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={VOUCHERS_ROUTE}>
      <input type="hidden" name="intent" value="claim" />
      <input type="hidden" name="id" value={voucher.id} />
      <button
        type="submit"
        disabled={busy}
        className="btn-primary h-9 px-5 disabled:cursor-progress disabled:opacity-80"
        aria-label={t('claimNamed', { code: voucher.code })}
      >
        {busy ? t('claiming') : t('claim')}
      </button>
    </fetcher.Form>
  );
}
