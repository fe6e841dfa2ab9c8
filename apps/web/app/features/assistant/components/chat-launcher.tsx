import { isLanguage } from '@lotus/core';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getBrowserI18n } from '../../../i18n/i18n';
import { chatbotToggled } from '../../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../../store/store';

/**
 * The panel and its words, fetched the first time the shopper opens the chat: nothing of it is
 * in any page's first load.
 */
const ChatPanel = lazy(async () => {
  const i18n = getBrowserI18n();
  const lang = i18n?.language;
  const words =
    i18n && isLanguage(lang)
      ? import('../../../i18n/lazy-namespaces').then(({ ensureNamespaces }) =>
          ensureNamespaces(i18n, lang, ['assistant']),
        )
      : Promise.resolve();
  const [panel] = await Promise.all([import('./chat-panel'), words]);
  return panel;
});

const CHAT_PAGE = '/profile/assistant';

/**
 * The floating chat button on every storefront page (spec: `isOpenChatbot`). It opens the
 * assistant's panel, loaded on demand; closing it gives focus back to the button.
 */
export function ChatLauncher({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const open = useAppSelector((state) => state.common.isOpenChatbot);
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Closing gives the focus back to the button, once it is there again.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = useCallback(() => dispatch(chatbotToggled(false)), [dispatch]);
  // The profile's chat page is the same conversation, full size: no button over it.
  if (pathname === CHAT_PAGE) return null;
  return (
    <>
      {open ? null : (
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => dispatch(chatbotToggled(true))}
          className="fixed right-4 bottom-4 z-40 flex h-14 items-center gap-2 rounded-full bg-lotus-700 pr-5 pl-4 text-sm font-semibold text-white shadow-lg shadow-lotus-900/25 transition hover:bg-lotus-800 focus-visible:ring-2 focus-visible:ring-lotus-600 focus-visible:ring-offset-2 focus-visible:outline-none sm:right-5 sm:bottom-5"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width={22}
            height={22}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
            <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />
          </svg>
          <span className="sr-only sm:not-sr-only">{t('assistant.label')}</span>
          <span className="sr-only">{t('assistant.open')}</span>
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel signedIn={signedIn} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
