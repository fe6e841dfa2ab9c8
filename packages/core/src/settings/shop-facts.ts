import type { DeliveryMethod, ShippingZone } from '../shipping/shipping.rules.ts';
import { SHIPPING_ZONES } from '../shipping/shipping.rules.ts';
import type { Language } from '../i18n/language.ts';

// The shop's promises as its texts quote them (checkout, FAQ, policy pages, footer, mails), kept
// apart from their schemas (shop-setting.schema.ts) so a page can use them without zod.

/** Working days from confirmation to delivery; 0–0 is the same day. */
export interface DeliveryDays {
  min: number;
  max: number;
}

/** Delivery times by zone and method. */
export type DeliveryTimes = Record<ShippingZone, Record<DeliveryMethod, DeliveryDays>>;

/** The shop's delivery times when its settings name none (from its warehouse in HCMC). */
export const DEFAULT_DELIVERY_TIMES: DeliveryTimes = {
  LOCAL: { STANDARD: { min: 1, max: 2 }, EXPRESS: { min: 0, max: 0 } },
  REGIONAL: { STANDARD: { min: 2, max: 3 }, EXPRESS: { min: 1, max: 2 } },
  NATIONAL: { STANDARD: { min: 3, max: 5 }, EXPRESS: { min: 2, max: 3 } },
};

/** The warranty every robot and gadget carries at least, in months (a product may say more). */
export const DEFAULT_WARRANTY_MONTHS = 12;

/** The business the site belongs to, as its registration certificate names it. */
export interface BusinessRegistration {
  number: string;
  issuedBy: { vi: string; en: string };
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  moitUrl: string;
}

const WORDS = {
  vi: {
    sameDay: 'trong ngày',
    days: (range: string) => `${range} ngày làm việc`,
    upTo: (max: number) => `tối đa ${max} ngày làm việc`,
    registration: (number: string, by: string, on: string) =>
      `Giấy chứng nhận đăng ký doanh nghiệp số ${number}${by ? ` do ${by} cấp` : ''}${on ? ` ngày ${on}` : ''}`,
  },
  en: {
    sameDay: 'the same day',
    days: (range: string) => `${range} working days`,
    upTo: (max: number) => `up to ${max} working days`,
    registration: (number: string, by: string, on: string) =>
      `Business registration no. ${number}${by ? `, issued by ${by}` : ''}${on ? ` on ${on}` : ''}`,
  },
} satisfies Record<Language, unknown>;

/** "1–2 ngày làm việc" / "1–2 working days", "trong ngày" / "the same day". */
export function deliveryTimeText(days: DeliveryDays, lang: Language): string {
  const w = WORDS[lang];
  if (days.max === 0) return w.sameDay;
  if (days.min === 0) return w.upTo(days.max);
  return w.days(days.min === days.max ? String(days.min) : `${days.min}–${days.max}`);
}

/** Every zone's times of one method together: what a shopper waits before choosing a province. */
export function deliveryTimeRange(times: DeliveryTimes, method: DeliveryMethod): DeliveryDays {
  const all = SHIPPING_ZONES.map((zone) => times[zone][method]);
  return { min: Math.min(...all.map((d) => d.min)), max: Math.max(...all.map((d) => d.max)) };
}

/** `2019-03-15` as the language writes a date: `15/03/2019` in both. */
const dateText = (iso: string) => (iso ? iso.split('-').reverse().join('/') : '');

/** The registration line a shop's site and mails show beside the company's name and address. */
export function registrationText(business: BusinessRegistration, lang: Language): string {
  if (!business.number) return '';
  const by = (lang === 'en' && business.issuedBy.en) || business.issuedBy.vi;
  return WORDS[lang].registration(business.number, by, dateText(business.issuedOn));
}

/** The facts the shop's texts quote (FAQ, policies): its settings, in one place. */
export interface ShopFacts {
  deliveryTimes: DeliveryTimes;
  warrantyMonths: number;
}

const PLACEHOLDER = /\{\{\s*(delivery|warranty)(?::([A-Z]+):([A-Z]+))?\s*\}\}/g;

/**
 * Fills the shop's facts into a text an operator wrote: `{{delivery:STANDARD:LOCAL}}` (a
 * method's time to a zone, "1–2 ngày làm việc"), `{{warranty}}` (the months of warranty, "12").
 * A placeholder it does not know stays as written, so a typo shows rather than vanishes. The
 * texts then stay true when an admin changes a setting.
 */
export function fillShopFacts(textWithFacts: string, facts: ShopFacts, lang: Language): string {
  return textWithFacts.replace(
    PLACEHOLDER,
    (whole, kind: string, method?: string, zone?: string) => {
      if (kind === 'warranty') return method ? whole : String(facts.warrantyMonths);
      const days = facts.deliveryTimes[zone as ShippingZone]?.[method as DeliveryMethod];
      return days ? deliveryTimeText(days, lang) : whole;
    },
  );
}
