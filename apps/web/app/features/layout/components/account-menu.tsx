import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons';

/**
 * A disclosure with the account links (log in, register). Closes on Escape (focus back on the
 * button), on a click outside and when a link is followed.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-11 items-center gap-1 rounded-full px-2.5 text-ink-800 hover:bg-lotus-50 hover:text-lotus-800 aria-expanded:bg-lotus-50"
      >
        <UserIcon size={22} />
        <span className="sr-only text-sm font-medium lg:not-sr-only">{t('account.menu')}</span>
        <ChevronDownIcon size={16} className="hidden lg:block" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl shadow-ink-900/10"
      >
        <ul className="flex flex-col">
          <li>
            <Link
              to="/login"
              onClick={() => setOpen(false)}
              className="block rounded-xl px-3 py-2.5 text-sm font-semibold text-ink-900 hover:bg-lotus-50"
            >
              {t('account.login')}
            </Link>
          </li>
          <li>
            <Link
              to="/register"
              onClick={() => setOpen(false)}
              className="block rounded-xl px-3 py-2.5 text-sm text-ink-700 hover:bg-lotus-50"
            >
              {t('account.register')}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
