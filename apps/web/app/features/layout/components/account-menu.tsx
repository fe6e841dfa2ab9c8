import { can, displayName, type User } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useNavigate, useRevalidator } from 'react-router';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../../../components/ui/icons';
import { useSignedOut } from '../../../store/use-signed-out';
import { useDropdown } from '../../../lib/use-dropdown';

const itemClass =
  'flex w-full items-center rounded-xl px-3 py-2.5 text-left text-sm text-ink-700 hover:bg-lotus-50 hover:text-lotus-800';

/**
 * A disclosure with the account links: log in and register for a visitor; for a signed-in user
 * their name, profile, wishlist, password, the back office (staff) and logging out. Closes on
 * Escape (focus back on the button), on a click outside and when a link is followed.
 */
export function AccountMenu({ user = null }: { user?: User | null }) {
  const { t } = useTranslation(['common', 'accounts']);
  const { open, setOpen, panelId, root, button } = useDropdown();
  const logout = useFetcher<{ loggedOut: true }>();
  const signedOut = useSignedOut();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const handled = useRef<unknown>(undefined);

  // Once the server has ended the session: local state goes, then home, where the shell asks
  // again who is there (a protected page being left may have cut its own revalidation short, and
  // the header would keep the name).
  useEffect(() => {
    if (logout.state !== 'idle' || !logout.data?.loggedOut || handled.current === logout.data) {
      return;
    }
    handled.current = logout.data;
    setOpen(false);
    signedOut();
    void Promise.resolve(navigate('/')).then(() => revalidator.revalidate());
  }, [logout.state, logout.data, signedOut, navigate, revalidator, setOpen]);

  const name = user ? displayName(user.role, user.profile) || user.email : '';
  const staff = can(user, 'backoffice.enter');
  const close = () => setOpen(false);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 items-center gap-1.5 rounded-full px-2.5 text-ink-800 hover:bg-lotus-50 hover:text-lotus-800 aria-expanded:bg-lotus-50"
      >
        {user ? (
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-lotus-700 text-xs font-bold text-white uppercase"
          >
            {(user.profile?.firstName || name).trim().charAt(0) || '•'}
          </span>
        ) : (
          <UserIcon size={22} />
        )}
        <span className="sr-only max-w-40 truncate text-sm font-medium lg:not-sr-only">
          {user ? name : t('account.menu')}
        </span>
        <ChevronDownIcon size={16} className="hidden lg:block" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl shadow-ink-900/10"
      >
        {user ? (
          <>
            <div className="border-b border-ink-100 px-3 pt-2 pb-3">
              <p className="text-xs text-ink-500">{t('accounts:menu.greeting')}</p>
              <p className="truncate text-sm font-semibold text-ink-900">{name}</p>
              <p className="truncate text-xs text-ink-500">{user.email}</p>
            </div>
            <ul className="flex flex-col pt-2">
              <li>
                <Link to="/profile" onClick={close} className={itemClass}>
                  {t('accounts:menu.profile')}
                </Link>
              </li>
              {can(user, 'orders.read-own') ? (
                <li>
                  <Link to="/profile/orders" onClick={close} className={itemClass}>
                    {t('accounts:menu.orders')}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link to="/profile/wishlist" onClick={close} className={itemClass}>
                  {t('accounts:menu.wishlist')}
                </Link>
              </li>
              <li>
                <Link to="/profile/password" onClick={close} className={itemClass}>
                  {t('accounts:menu.changePassword')}
                </Link>
              </li>
              {staff ? (
                <li>
                  <Link to="/portal" onClick={close} className={itemClass}>
                    {t('accounts:menu.admin')}
                  </Link>
                </li>
              ) : null}
              <li className="mt-1 border-t border-ink-100 pt-1">
                <logout.Form method="post" action="/logout">
                  <button
                    type="submit"
                    disabled={logout.state !== 'idle'}
                    className={`${itemClass} gap-2 font-medium`}
                  >
                    <LogOutIcon size={16} />
                    {t('accounts:menu.logout')}
                  </button>
                </logout.Form>
              </li>
            </ul>
          </>
        ) : (
          <ul className="flex flex-col">
            <li>
              <Link
                to="/login"
                onClick={close}
                className="block rounded-xl px-3 py-2.5 text-sm font-semibold text-ink-900 hover:bg-lotus-50"
              >
                {t('account.login')}
              </Link>
            </li>
            <li>
              <Link
                to="/register"
                onClick={close}
                className="block rounded-xl px-3 py-2.5 text-sm text-ink-700 hover:bg-lotus-50"
              >
                {t('account.register')}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
