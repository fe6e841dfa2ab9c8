import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { ensureDictionaries } from '../../../i18n/i18n';

/** Writes the choice to local storage too (spec section 3, key `language`). */
function rememberLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANGUAGE_COOKIE, lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
}

/**
 * VI | EN. Posts to `/language`, which sets the cookie and sends the shopper back to the same
 * page; React Router revalidates, so the page re-renders in the new language without a reload.
 * Works as a plain form without JavaScript too.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language;
  return (
    <Form
      method="post"
      action="/language"
      replace
      preventScrollReset
      className={`inline-flex items-center ${className}`}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div
        role="group"
        aria-label={t('language.label')}
        className="inline-flex rounded-full bg-white/10 p-0.5 ring-1 ring-white/20"
      >
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="submit"
            name="lang"
            value={lang}
            lang={lang}
            aria-pressed={lang === current}
            title={t(`language.${lang}`)}
            onClick={() => {
              rememberLanguage(lang);
              // Fetch the other dictionary while the action runs.
              void ensureDictionaries(i18n, lang).catch(() => undefined);
            }}
            className="rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide transition aria-pressed:bg-white aria-pressed:text-ink-900 not-aria-pressed:text-white/85 not-aria-pressed:hover:text-white"
          >
            <span aria-hidden="true">{t(`language.short.${lang}`)}</span>
            <span className="sr-only">{t(`language.${lang}`)}</span>
          </button>
        ))}
      </div>
    </Form>
  );
}
