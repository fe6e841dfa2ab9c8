import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/language.ts';
import { deliveryTimesSchema } from './shop-setting.schema.ts';

/** The spec's social links (section 3), each an address or null when the shop has none. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'github',
  'instagram',
  'linkedin',
  'skype',
  'telegram',
  'twitter',
  'whatsapp',
  'website',
  'zalo',
  'momo',
  'paypal',
  'zalopay',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().nullable()])) as Record<
    SocialNetwork,
    z.ZodNullable<z.ZodString>
  >,
);

/** What the shop tells every visitor: its name (also the page title), languages and contacts. */
export const clientSettingSchema = z.object({
  siteName: z.string(),
  /** The shop's public address (PUBLIC_URL, no trailing slash): canonical links, sitemap, sharing. */
  publicUrl: z.string(),
  defaultLanguage: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  languages: z.array(z.enum(LANGUAGES)),
  contact: z.object({
    companyName: z.string(),
    address: z.string(),
    phone: z.string(),
    hotline: z.string(),
    email: z.string(),
    workingHours: z.string(),
  }),
  socialLinks: socialLinksSchema,
  /** What the law asks every page to show beside the company's name and address. */
  business: z.object({
    /** "Giấy chứng nhận đăng ký doanh nghiệp số … do … cấp ngày …" ('' until the admin sets it). */
    registration: z.string(),
    /** The site's record on online.gov.vn that the "notified" mark links to ('' until notified). */
    moitUrl: z.string(),
  }),
  /** How long delivery takes, by zone and method (the checkout's promise). */
  deliveryTimes: deliveryTimesSchema,
  /** The warranty every robot and gadget carries at least, in months. */
  warrantyMonths: z.number().int(),
});

export type ClientSetting = z.infer<typeof clientSettingSchema>;
