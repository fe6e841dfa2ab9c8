import { can, type MyVoucher } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { SeoMeta } from '../components/ui/seo-meta';
import { TicketIcon } from '../components/ui/shop-icons';
import { getSessionUser, loginPath } from '../features/accounts';
import {
  claimVoucher,
  ClaimButton,
  getMyVouchers,
  listPublicVouchers,
  notStarted,
  usedUp,
  VoucherCard,
  VOUCHERS_ROUTE,
  type ClaimActionData,
  type ClaimState,
} from '../features/vouchers';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { useRootData } from '../lib/root-data';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/vouchers';

export const handle = i18nHandle('vouchers');

const PAGE_SIZE = 20;

/**
 * The public vouchers, a page at a time, and for a signed-in customer which of them are in their
 * wallet already (a visitor's page holds nothing personal, so the shared page cache may keep it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  const api = createApiClient(context.api);
  const [list, user] = await Promise.all([
    listPublicVouchers(api, {
      page: Number.isSafeInteger(page) && page > 0 ? page : 1,
      limit: PAGE_SIZE,
    }),
    getSessionUser(api).catch(() => null),
  ]).catch(toRouteError);
  const wallet: MyVoucher[] =
    user && can(user, 'vouchers.claim') ? await getMyVouchers(api).catch(() => []) : [];
  return {
    vouchers: list.items,
    meta: list.meta,
    claimed: wallet.map((v) => v.id),
    // When the page was rendered: which vouchers have not started (a date, so a kept page's age
    // does not matter).
    renderedAt: Date.now(),
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** POST (intent claim, id): saves a public voucher into the signed-in customer's wallet. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = form.get('id');
  if (form.get('intent') !== 'claim' || typeof id !== 'string') {
    return data<ClaimActionData>({ ok: false, error: 'UNKNOWN' }, { status: 400 });
  }
  try {
    const voucher = await claimVoucher(createApiClient(context.api), id);
    return data<ClaimActionData>({ ok: true, code: voucher.code });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return data<ClaimActionData>({ ok: false, error: error.code }, { status: error.status });
  }
}

/** `/vouchers`: the shop's public vouchers, each saved into the wallet with one press. */
export default function VouchersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('vouchers');
  const { user } = useRootData();
  const { vouchers, meta, claimed, renderedAt } = loaderData;
  const mine = new Set(claimed);
  const customer = user !== null && can(user, 'vouchers.claim');
  const stateOf = (voucher: (typeof vouchers)[number]): ClaimState => {
    if (!user) return 'visitor';
    if (!customer) return 'staff';
    if (mine.has(voucher.id)) return 'claimed';
    return usedUp(voucher) ? 'usedUp' : 'open';
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageTitle title={t('title')} />
      <SeoMeta description={t('intro')} path={VOUCHERS_ROUTE} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {t('title')}
          </h1>
          <p className="mt-1 max-w-2xl text-ink-600">{t('intro')}</p>
        </div>
        {customer ? (
          <Link
            to="/profile/vouchers"
            className="text-sm font-semibold text-lotus-700 hover:underline"
          >
            {t('walletLink')}
          </Link>
        ) : null}
      </div>
      {user && !customer ? (
        <p className="mb-4 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
          {t('staff')}
        </p>
      ) : null}
      {vouchers.length > 0 ? (
        <>
          <p className="sr-only" aria-live="polite">
            {t('count', { count: meta.total })}
          </p>
          <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="voucher-list">
            {vouchers.map((voucher) => {
              const later = notStarted(voucher, renderedAt);
              return (
                <li key={voucher.id} className="flex">
                  <VoucherCard
                    voucher={voucher}
                    startsLater={later}
                    muted={usedUp(voucher)}
                    action={
                      <ClaimButton
                        voucher={voucher}
                        state={stateOf(voucher)}
                        loginHref={loginPath(VOUCHERS_ROUTE)}
                        startsLater={later}
                      />
                    }
                  />
                </li>
              );
            })}
          </ul>
          <Pagination meta={meta} />
        </>
      ) : (
        <div className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-16 text-center">
          <TicketIcon size={40} className="text-lotus-300" />
          <p className="mt-4 text-lg font-semibold text-ink-900">{t('empty')}</p>
        </div>
      )}
    </div>
  );
}
