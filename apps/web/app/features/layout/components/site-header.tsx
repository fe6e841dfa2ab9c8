import type { Category, ClientSetting, User } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LotusMark, PhoneIcon } from '../../../components/ui/icons';
import { NotificationBell } from '../../notifications';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { LanguageSwitch } from './language-switch';
import { SearchForm } from './search-form';
import { WishlistLink } from './wishlist-link';

/** Top bar (promise, hotline, language), brand row (logo, search, account, cart), categories. */
export function SiteHeader({
  setting,
  categories,
  user = null,
}: {
  setting: ClientSetting;
  categories: Category[];
  /** The signed-in user (the account menu shows their name), or null for a visitor. */
  user?: User | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const activeCategory =
    location.pathname === '/products'
      ? new URLSearchParams(location.search).get('categories')
      : null;
  const hotline = setting.contact.hotline || setting.contact.phone;
  const navLink = (active: boolean) =>
    `inline-flex h-10 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition ${
      active ? 'bg-lotus-700 text-white' : 'text-ink-700 hover:bg-lotus-50 hover:text-lotus-800'
    }`;

  return (
    <header className="border-b border-ink-100 bg-white">
      <div className="bg-ink-900 text-white">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-3 px-4 text-xs">
          <p className="hidden truncate text-white/85 sm:block">{t('topbar.promise')}</p>
          {hotline ? (
            <a
              href={`tel:${hotline.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-1.5 font-medium text-white/90 hover:text-white sm:ml-auto"
            >
              <PhoneIcon size={14} />
              {t('topbar.hotline', { phone: hotline })}
            </a>
          ) : (
            <span />
          )}
          <LanguageSwitch />
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-3 pb-3 md:flex-nowrap md:gap-6 md:py-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg text-lotus-700">
          <LotusMark size={34} />
          <span className="flex flex-col leading-none">
            <span className="text-xl font-extrabold tracking-tight text-ink-900">
              {setting.siteName}
            </span>
            <span className="mt-1 hidden text-[11px] font-medium text-ink-500 sm:block">
              {t('tagline')}
            </span>
          </span>
        </Link>
        <SearchForm id="site-search" className="order-last w-full md:order-none md:flex-1" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <AccountMenu user={user} />
          <NotificationBell />
          <WishlistLink />
          <CartLink />
        </div>
      </div>

      <nav aria-label={t('nav.label')} className="mx-auto max-w-7xl px-4">
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 [scrollbar-width:none]">
          <li>
            <NavLink to="/" end className={({ isActive }) => navLink(isActive)}>
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <Link
              to="/products"
              className={navLink(location.pathname === '/products' && !activeCategory)}
              aria-current={
                location.pathname === '/products' && !activeCategory ? 'page' : undefined
              }
            >
              {t('nav.allProducts')}
            </Link>
          </li>
          <li>
            <NavLink to="/vouchers" className={({ isActive }) => navLink(isActive)}>
              {t('nav.vouchers')}
            </NavLink>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/products?categories=${encodeURIComponent(category.slug)}`}
                className={navLink(activeCategory === category.slug)}
                aria-current={activeCategory === category.slug ? 'page' : undefined}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
