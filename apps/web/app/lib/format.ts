import { DEFAULT_LANGUAGE, formatVnd, isLanguage, type Dong, type Language } from '@lotus/core';
import { useTranslation } from 'react-i18next';

/** The page's language as i18next has it (Vietnamese when it is anything else). */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Formats đồng in the page's language: `1.234.000 ₫` or `₫1,234,000`. */
export function useMoney(): (amount: Dong) => string {
  const lang = usePageLanguage();
  return (amount) => formatVnd(amount, lang);
}

/** Formats an instant for the shop's shoppers: in Asia/Ho_Chi_Minh, in the page's language. */
export function useDateTime(
  style: 'date' | 'dateTime' = 'dateTime',
): (iso: string | Date) => string {
  const lang = usePageLanguage();
  const format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'medium',
    ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  return (iso) => format.format(typeof iso === 'string' ? new Date(iso) : iso);
}
