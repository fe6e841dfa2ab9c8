import { z } from 'zod';
import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  SHIPPING_ZONES,
  type ShippingZone,
} from '../shipping/shipping.rules.ts';
import { DEFAULT_DELIVERY_TIMES, DEFAULT_WARRANTY_MONTHS } from './shop-facts.ts';

// The shop's promises and identity, kept in its settings (key `shop`) and edited by an admin:
// how long delivery takes, how long robots are under warranty, and what Vietnamese law asks a
// shop's site to show (Decree 52/2013/NĐ-CP as amended by Decree 85/2021/NĐ-CP): the
// business registration number with its issuing authority and date, and the mark that the site
// was notified to the Ministry of Industry and Trade, linking to its record on online.gov.vn.
// The checkout, the FAQ, the policy pages, the footer and the order mails all read them here.

/** Working days from confirmation to delivery; 0–0 is the same day. */
export const deliveryDaysSchema = z
  .object({ min: z.number().int().min(0).max(30), max: z.number().int().min(0).max(30) })
  .refine((d) => d.min <= d.max, { message: 'InvalidValue', path: ['max'] });

const byMethod = (zone: ShippingZone) =>
  z
    .object(
      Object.fromEntries(
        DELIVERY_METHODS.map((m) => [
          m,
          deliveryDaysSchema.default(DEFAULT_DELIVERY_TIMES[zone][m]),
        ]),
      ) as Record<DeliveryMethod, z.ZodDefault<typeof deliveryDaysSchema>>,
    )
    .prefault({});

export const deliveryTimesSchema = z
  .object(
    Object.fromEntries(SHIPPING_ZONES.map((zone) => [zone, byMethod(zone)])) as Record<
      ShippingZone,
      ReturnType<typeof byMethod>
    >,
  )
  .prefault({});

const text = (max: number) => z.string().trim().max(max, 'TextTooLong');

/** A record on the Ministry of Industry and Trade's notification site, or none yet. */
const moitUrl = z
  .string()
  .trim()
  .max(300, 'TextTooLong')
  .refine((url) => url === '' || /^https?:\/\/(www\.)?online\.gov\.vn\/\S+$/.test(url), {
    message: 'InvalidValue',
  });

/** The business the site belongs to, as its registration certificate names it. */
export const businessRegistrationSchema = z.object({
  /** The enterprise code (mã số doanh nghiệp), 10 digits, or 13 for a branch (`0312345678-001`). */
  number: z
    .string()
    .trim()
    .refine((n) => n === '' || /^\d{10}(-\d{3})?$/.test(n), { message: 'InvalidValue' })
    .default(''),
  /** Who issued it (e.g. Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh), in both languages. */
  issuedBy: z.object({ vi: text(200), en: text(200) }).prefault({ vi: '', en: '' }),
  /** The date of its first issue, `YYYY-MM-DD`. */
  issuedOn: z
    .string()
    .trim()
    .refine((d) => d === '' || (/^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d))), {
      message: 'InvalidValue',
    })
    .default(''),
  /** The site's record on online.gov.vn, which the "notified" mark links to ('' until notified). */
  moitUrl: moitUrl.default(''),
});

/** The `shop` settings document, as stored and as the admin's form sends it. */
export const shopSettingSchema = z.object({
  business: businessRegistrationSchema.prefault({}),
  deliveryTimes: deliveryTimesSchema,
  warrantyMonths: z.number().int().min(1).max(120).default(DEFAULT_WARRANTY_MONTHS),
});
export type ShopSetting = z.infer<typeof shopSettingSchema>;
