import { can, displayName } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, NavLink, Outlet, useLocation } from 'react-router';
import { ErrorView, NotFoundView } from '../../components/ui/error-view';
import { EyeIcon, GiftIcon, HeadsetIcon, MailIcon, ReturnIcon } from '../../components/ui/icons';
import { ClipboardListIcon, UsersIcon } from '../../components/ui/shop-icons';
import { requireUser } from '../../features/accounts';
import { FileTextIcon, HelpCircleIcon, NewspaperIcon, StoreIcon } from '../../features/content';
import { StarIcon } from '../../features/reviews';
import {
  CalculatorIcon,
  ForbiddenView,
  TagIcon,
  TicketIcon,
  ZapIcon,
} from '../../features/backoffice';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import type { RouteErrorData } from '../../lib/route-errors';
import type { Route } from './+types/layout';

export const handle = i18nHandle('portal', 'orders', 'cart');

/** The back office is for whoever may enter it (core's table: admins and operators). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { action: 'backoffice.enter' });
  return { me: { id: user.id, role: user.role, name: displayName(user.role, user.profile) } };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * `/portal`: the back office's header and its sections (orders, accounts, refunds, the
 * programmes and their preview) around the open one; the menu scrolls sideways on a phone.
 */
export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { me } = loaderData;
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu scrolls sideways: the open section is brought into sight.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const sections = [
    {
      to: '/portal',
      label: t('nav.orders'),
      Icon: ClipboardListIcon,
      show: can(me, 'orders.list'),
      end: true,
    },
    {
      to: '/portal/accounts',
      label: t('nav.accounts'),
      Icon: UsersIcon,
      show: can(me, 'accounts.list'),
      end: false,
    },
    {
      to: '/portal/refunds',
      label: t('nav.refunds'),
      Icon: ReturnIcon,
      show: can(me, 'payments.refunds'),
      end: false,
    },
    {
      to: '/portal/reviews',
      label: t('reviews:portal.nav'),
      Icon: StarIcon,
      show: can(me, 'reviews.moderate'),
      end: false,
    },
    {
      to: '/portal/messages',
      label: t('contact:portal.navMessages'),
      Icon: HeadsetIcon,
      show: can(me, 'contact.manage'),
      end: false,
    },
    {
      to: '/portal/newsletter',
      label: t('contact:portal.navNewsletter'),
      Icon: MailIcon,
      show: can(me, 'contact.manage'),
      end: false,
    },
    {
      to: '/portal/pages',
      label: t('nav.pages'),
      Icon: FileTextIcon,
      show: can(me, 'content.manage'),
      end: false,
    },
    {
      to: '/portal/faqs',
      label: t('nav.faqs'),
      Icon: HelpCircleIcon,
      show: can(me, 'content.manage'),
      end: false,
    },
    {
      to: '/portal/news',
      label: t('nav.news'),
      Icon: NewspaperIcon,
      show: can(me, 'content.manage'),
      end: false,
    },
    {
      to: '/portal/showrooms',
      label: t('nav.showrooms'),
      Icon: StoreIcon,
      show: can(me, 'content.manage'),
      end: false,
    },
    {
      to: '/portal/tracking',
      label: t('nav.tracking'),
      Icon: EyeIcon,
      show: can(me, 'tracking.read'),
      end: false,
    },
    ...(
      [
        ['/portal/price-rules', 'nav.priceRules', TagIcon],
        ['/portal/flash-sales', 'nav.flashSales', ZapIcon],
        ['/portal/promotions', 'nav.promotions', GiftIcon],
        ['/portal/vouchers', 'nav.vouchers', TicketIcon],
        ['/portal/offers/preview', 'nav.preview', CalculatorIcon],
      ] as const
    ).map(([to, key, Icon]) => ({
      to,
      label: t(key),
      Icon,
      show: can(me, 'offers.manage'),
      end: false,
    })),
  ].filter((section) => section.show);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-lotus-700">
            {t('signedInAs', { role: t(`roles.${me.role}`) })}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {t('title')}
          </h1>
        </div>
        <nav
          ref={nav}
          aria-label={t('nav.label')}
          className="-mx-4 max-w-[calc(100%+2rem)] overflow-x-auto px-4 py-1 sm:mx-0 sm:max-w-full sm:px-0"
        >
          <ul className="flex gap-2 sm:flex-wrap">
            {sections.map(({ to, label, Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition ${
                      isActive
                        ? 'bg-ink-900 text-white'
                        : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:text-lotus-800'
                    }`
                  }
                >
                  <Icon size={16} />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

/** A customer opening the back office sees a calm 403 page rather than the generic error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    if (error.status === 403) return <ForbiddenView />;
    const code = (error.data as RouteErrorData | null)?.code;
    return <ErrorView status={error.status} code={code} />;
  }
  return <ErrorView />;
}
