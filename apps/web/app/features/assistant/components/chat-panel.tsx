import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { ChatView } from './chat-view';

/**
 * The floating chat panel (loaded only when the shopper opens it): the whole screen on a phone,
 * a panel at the bottom right on a wider one. Escape closes it and gives focus back to the button.
 */
export default function ChatPanel({
  signedIn,
  onClose,
}: {
  signedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('assistant');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="assistant-panel"
      className="fixed inset-x-0 bottom-0 z-50 flex h-[88dvh] flex-col overflow-hidden rounded-t-2xl border border-ink-200 bg-white shadow-2xl sm:inset-x-auto sm:right-5 sm:bottom-5 sm:h-[min(640px,calc(100dvh-2.5rem))] sm:w-[400px] sm:rounded-2xl"
    >
      <header className="flex items-center gap-3 bg-gradient-to-r from-lotus-800 to-lotus-700 px-4 py-3 text-white">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-white/15 text-lg"
        >
          ✿
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-tight font-semibold">
            {t('title')}
          </h2>
          <p className="truncate text-xs text-white/80">{t('subtitle')}</p>
        </div>
        {signedIn ? (
          <Link
            to="/profile/assistant"
            onClick={onClose}
            className="hidden rounded-md px-2 py-1 text-xs font-semibold text-white/90 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:inline"
          >
            {t('fullPage')}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={onClose}
          className="grid size-9 place-items-center rounded-full hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <CloseIcon size={20} aria-hidden="true" />
          <span className="sr-only">{t('close')}</span>
        </button>
      </header>
      <ChatView
        initial={null}
        signedIn={signedIn}
        onContact={onClose}
        autoFocus
        className="flex-1 bg-ink-50/40"
      />
    </div>
  );
}
