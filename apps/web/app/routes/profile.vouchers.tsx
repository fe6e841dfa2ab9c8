import { can } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import { getMyVouchers, WalletList } from '../features/vouchers';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/profile.vouchers';

export const handle = i18nHandle('vouchers');

/** The signed-in customer's voucher wallet (staff accounts have none). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!can(user, 'vouchers.claim')) return { vouchers: null };
  const vouchers = await getMyVouchers(createApiClient(context.api)).catch(toRouteError);
  return { vouchers };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `/profile/vouchers`: the wallet, each voucher with where it stands for the shopper. */
export default function ProfileVouchers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('vouchers');
  const { vouchers } = loaderData;
  return (
    <section aria-labelledby="wallet-title" className="flex flex-col gap-5">
      <PageTitle title={t('wallet.title')} />
      <div>
        <h2 id="wallet-title" className="text-xl font-bold tracking-tight">
          {t('wallet.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('wallet.intro')}</p>
      </div>
      {vouchers ? (
        <WalletList vouchers={vouchers} />
      ) : (
        <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
          {t('wallet.staff')}
        </p>
      )}
    </section>
  );
}
