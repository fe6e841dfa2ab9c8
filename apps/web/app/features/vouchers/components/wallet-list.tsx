import type { MyVoucher } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TicketIcon } from '../../../components/ui/shop-icons';
import { walletOrder } from '../voucher-display';
import { checkoutWithVoucher, VOUCHERS_ROUTE } from '../voucher-routes';
import { VoucherCard } from './voucher-card';

const STATE_LOOK: Record<MyVoucher['state'], string> = {
  USABLE: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  NOT_STARTED: 'bg-sky-50 text-sky-800 ring-sky-200',
  EXPIRED: 'bg-ink-100 text-ink-700 ring-ink-200',
  USED_UP: 'bg-ink-100 text-ink-700 ring-ink-200',
  ALREADY_USED: 'bg-ink-100 text-ink-700 ring-ink-200',
};

/**
 * The shopper's wallet: each voucher with where it stands for them (usable, not started, expired,
 * used up by everyone, or used as often as they may), their uses, and a way to use a usable one
 * at checkout. Usable ones first.
 */
export function WalletList({ vouchers }: { vouchers: readonly MyVoucher[] }) {
  const { t } = useTranslation('vouchers');
  if (vouchers.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-ink-100 bg-white px-6 py-14 text-center">
        <TicketIcon size={40} className="text-lotus-300" />
        <p className="mt-4 text-lg font-semibold text-ink-900">{t('wallet.empty')}</p>
        <Link to={VOUCHERS_ROUTE} className="btn-primary mt-6">
          {t('wallet.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-testid="wallet">
      {walletOrder(vouchers).map((voucher) => (
        <li key={voucher.id} className="flex" data-state={voucher.state}>
          <VoucherCard
            voucher={voucher}
            startsLater={voucher.state === 'NOT_STARTED'}
            muted={voucher.state !== 'USABLE' && voucher.state !== 'NOT_STARTED'}
            badge={
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATE_LOOK[voucher.state]}`}
                data-testid="voucher-state"
              >
                {t(`wallet.state.${voucher.state}`)}
              </span>
            }
            extra={
              <li>{t('wallet.uses', { used: voucher.used, limit: voucher.perCustomerLimit })}</li>
            }
            action={
              voucher.state === 'USABLE' ? (
                <Link
                  to={checkoutWithVoucher(voucher.code)}
                  className="btn-primary h-9 px-5"
                  aria-label={t('wallet.useNamed', { code: voucher.code })}
                >
                  {t('wallet.use')}
                </Link>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
