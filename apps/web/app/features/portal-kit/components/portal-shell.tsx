import type { Principal } from '@lotus/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ArrowRightIcon, CloseIcon, LotusMark } from '../../../components/ui/icons';
import { MenuIcon } from './portal-icons';
import { PortalNav } from './portal-nav';

/** The signed-in staff member as the shell shows them. */
export interface PortalStaff extends Principal {
  id: string;
  name: string;
}

function StaffName({ me }: { me: PortalStaff }) {
  const { t } = useTranslation('portal');
  return (
    <p className="min-w-0 text-sm leading-5">
      <span className="block truncate font-semibold text-ink-900">{me.name}</span>
      <span className="block truncate text-ink-600">{t(`roles.${me.role}`)}</span>
    </p>
  );
}

/**
 * The back office's own frame, without the storefront's header, footer or newsletter box: a top
 * bar (the back office's name, the staff member, a way back to the shop) and the side
 * navigation by area. On a phone the navigation hides behind a menu button and opens over the
 * page (Escape or a choice closes it, focus goes back to the button).
 */
export function PortalShell({ me, children }: { me: PortalStaff; children: ReactNode }) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  // Open on the page it was opened on: a choice in the menu navigates, and the menu closes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (wasOpen.current) menuButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const onDrawerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  };

  return (
    <div className="min-h-dvh bg-ink-50/60">
      <header className="sticky top-0 z-30 border-b border-ink-100 bg-white/95 backdrop-blur">
        <div className="flex h-14 items-center gap-2 px-3 sm:px-5">
          <button
            ref={menuButton}
            type="button"
            aria-label={t('kit.menu')}
            aria-expanded={open}
            aria-controls="portal-drawer"
            onClick={() => setOpen(true)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 lg:hidden"
          >
            <MenuIcon size={22} />
          </button>
          <Link to="/portal" className="flex min-w-0 items-center gap-2 font-bold text-ink-900">
            <LotusMark size={28} />
            <span className="truncate">{t('title')}</span>
          </Link>
          <div className="ml-auto flex items-center gap-4">
            <div className="hidden sm:block">
              <StaffName me={me} />
            </div>
            <Link
              to="/"
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-ink-200 px-3 text-sm font-medium whitespace-nowrap text-ink-800 hover:border-lotus-300 hover:text-lotus-800"
            >
              {t('kit.backToShop')}
              <ArrowRightIcon size={16} />
            </Link>
          </div>
        </div>
      </header>

      <div className="lg:grid lg:min-h-[calc(100dvh-3.5rem)] lg:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="hidden border-r border-ink-100 bg-white lg:block">
          <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto px-3 py-5">
            <PortalNav me={me} id="portal-nav" />
          </div>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>

      {open ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-0 bg-ink-900/40"
            onClick={() => setOpen(false)}
          />
          <div
            id="portal-drawer"
            role="dialog"
            aria-modal="true"
            aria-label={t('nav.label')}
            onKeyDown={onDrawerKeyDown}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
          >
            <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
              <StaffName me={me} />
              <button
                ref={closeButton}
                type="button"
                aria-label={t('kit.closeMenu')}
                onClick={() => setOpen(false)}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100"
              >
                <CloseIcon size={22} />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-3 py-4">
              <PortalNav me={me} id="portal-drawer-nav" />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
