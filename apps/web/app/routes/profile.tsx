import { can, displayName } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { type ProfileOutletContext, requireUser } from '../features/accounts';
import type { Route } from './+types/profile';

/** Every tab of the profile needs a signed-in user: a visitor logs in and comes back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { user };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/**
 * The tabs, as links (each tab is a page of its own, with its own address); the voucher wallet
 * and the saved cards are a customer's only, the e-card and its contacts a member's.
 */
const TABS = [
  { to: '/profile', key: 'personal', end: true },
  { to: '/profile/orders', key: 'orders' },
  { to: '/profile/reviews', key: 'reviews', action: 'reviews.write' },
  { to: '/profile/notifications', key: 'notifications' },
  { to: '/profile/addresses', key: 'addresses' },
  { to: '/profile/vouchers', key: 'vouchers', action: 'vouchers.claim' },
  { to: '/profile/referral', key: 'referral', action: 'referral.join' },
  { to: '/profile/payment', key: 'payment', action: ['payments.cards', 'cards.own'] },
  { to: '/profile/social', key: 'social' },
  { to: '/profile/contact', key: 'contact' },
  { to: '/profile/contacts', key: 'contacts', action: 'cards.own' },
  { to: '/profile/assistant', key: 'assistant' },
  { to: '/profile/wishlist', key: 'wishlist' },
  { to: '/profile/password', key: 'password' },
] as const;

/** `/profile`: the account's header and tabs around the open tab. */
export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const { user } = loaderData;
  const { pathname } = useLocation();
  const tabs = useRef<HTMLUListElement>(null);
  // On a phone the tabs scroll sideways: keep the open one in sight.
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const name = displayName(user.role, user.profile) || user.email;
  const tab = (isActive: boolean) =>
    `inline-flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap transition ${
      isActive
        ? 'bg-ink-900 text-white'
        : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:text-lotus-800 hover:ring-lotus-300'
    }`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageTitle title={t('profile.title')} />
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-lotus-700 text-xl font-bold text-white uppercase"
        >
          {(user.profile?.firstName || name).trim().charAt(0)}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-lotus-700">{t('profile.title')}</p>
          <h1 className="text-xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">
            {t('profile.greeting', { name })}
          </h1>
          <p className="truncate text-sm text-ink-600">
            {t('profile.memberSince', { email: user.email })}
          </p>
        </div>
      </header>

      <nav aria-label={t('profile.tabsLabel')} className="mt-6">
        <ul
          ref={tabs}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {TABS.filter(
            (tab) =>
              !('action' in tab) ||
              (typeof tab.action === 'string' ? [tab.action] : tab.action).some((a) =>
                can(user, a),
              ),
          ).map(({ to, key, ...rest }) => (
            <li key={key}>
              <NavLink
                to={to}
                end={'end' in rest}
                preventScrollReset
                className={({ isActive }) => tab(isActive)}
              >
                {t(`profile.tabs.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 rounded-3xl border border-ink-100 bg-white px-5 py-6 shadow-sm sm:px-8 sm:py-8">
        <Outlet context={{ user } satisfies ProfileOutletContext} />
      </div>
    </div>
  );
}
