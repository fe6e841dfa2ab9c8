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

/** One formatter per language and style: building an `Intl.DateTimeFormat` costs far more than using it. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(lang: Language, style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${lang} ${style}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', {
      dateStyle: 'medium',
      ...(style === 'dateTime' ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** Formats an instant for the shop's shoppers: in Asia/Ho_Chi_Minh, in the page's language. */
export function useDateTime(
  style: 'date' | 'dateTime' = 'dateTime',
): (iso: string | Date) => string {
  const format = dateTimeFormat(usePageLanguage(), style);
  return (iso) => format.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const averageFormats = new Map<Language, Intl.NumberFormat>();

/** A rating average with one decimal in the page's language: `4,5` or `4.5`. */
export function useAverage(): (value: number) => string {
  const lang = usePageLanguage();
  const format =
    averageFormats.get(lang) ??
    new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'vi-VN', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
  averageFormats.set(lang, format);
  return (value) => format.format(value);
}
