import { z } from 'zod';
import { pageQueryOf } from '../http/pagination.ts';
import { wholeNumber } from '../http/input.ts';
import { BANK_BINS } from './banks.ts';
import {
  BANK_ACCOUNT,
  CARD_NETWORKS,
  CARD_SLUG,
  type CardNetwork,
  checkHandle,
  LEGACY_NETWORKS,
  MOMO_ACCOUNT,
  PAYPAL_HANDLE,
  ZALOPAY_ACCOUNT,
} from './card.rules.ts';

/** Who may see a field of a card: everyone, the owner's contacts, or nobody but the owner. */
export const VISIBILITIES = ['public', 'contacts', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The payment ways a card can show. */
export const CARD_PAYMENTS = ['bank', 'momo', 'zalopay', 'paypal'] as const;
export type CardPayment = (typeof CARD_PAYMENTS)[number];

/** Every field of a card that has its own visibility (the name is always shown). */
export const CARD_FIELDS = [
  'title',
  'company',
  'businessName',
  'bio',
  'phone',
  'email',
  'address',
  ...CARD_NETWORKS,
  ...CARD_PAYMENTS,
] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/**
 * A new card's visibilities: what a business card shows to anyone, phone and e-mail to the
 * owner's contacts, the address to nobody, and Skype (closed in 2025) hidden.
 */
export function defaultVisibility(field: CardField): Visibility {
  if (field === 'phone' || field === 'email') return 'contacts';
  if (field === 'address') return 'hidden';
  if ((LEGACY_NETWORKS as readonly string[]).includes(field)) return 'hidden';
  return 'public';
}

/** A field's visibility on a card: the member's choice, or the default. */
export function visibilityOf(
  chosen: Partial<Record<string, string>>,
  field: CardField,
): Visibility {
  const value = chosen[field];
  return (VISIBILITIES as readonly string[]).includes(value ?? '')
    ? (value as Visibility)
    : defaultVisibility(field);
}

/** Who is looking at a card: anyone, one of the owner's contacts, or the owner. */
export type CardViewer = 'visitor' | 'contact' | 'owner';

/** Whether a field of `visibility` reaches a viewer. */
export function shownTo(visibility: Visibility, viewer: CardViewer): boolean {
  if (viewer === 'owner') return true;
  if (visibility === 'public') return true;
  return visibility === 'contacts' && viewer === 'contact';
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'TextTooLong')
    .nullish()
    .transform((v) => (v ? v : null));

const optionalMatch = (pattern: RegExp, key: string) =>
  z
    .string()
    .trim()
    .max(40, key)
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || pattern.test(v), key);

/** One network's handle: empty clears it; otherwise the network's rule decides (card.rules). */
const handleInput = (network: CardNetwork) =>
  z
    .string()
    .max(300, 'TextTooLong')
    .nullish()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return null;
      const checked = checkHandle(network, raw);
      if (checked.ok) return checked.handle;
      ctx.addIssue({ code: 'custom', message: checked.key });
      return z.NEVER;
    });

export const cardHandlesInputSchema = z
  .object(
    Object.fromEntries(CARD_NETWORKS.map((n) => [n, handleInput(n)])) as {
      [N in CardNetwork]: ReturnType<typeof handleInput>;
    },
  )
  .partial()
  .strict();

export const cardBankInputSchema = z
  .object({
    bin: z.enum(BANK_BINS, { message: 'InvalidBank' }),
    account: z
      .string({ message: 'FieldIsNotEmpty' })
      .transform((v) => v.replace(/[\s.-]/g, ''))
      .pipe(z.string().regex(BANK_ACCOUNT, 'InvalidBankAccount')),
    /** The holder's name as the bank shows it: unaccented capitals (optional). */
    holder: z
      .string()
      .trim()
      .max(50, 'TextTooLong')
      .nullish()
      .transform((v) =>
        v
          ? v
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')
              .replace(/đ/gi, 'D')
              .toUpperCase()
          : null,
      )
      .refine((v) => v === null || /^[A-Z ]+$/.test(v), 'InvalidHolderName'),
  })
  .strict();

/**
 * A change to the member's e-card (POST /api/profile/update-profile): only the fields sent
 * change; an empty value clears one. Strict, so an unknown field is refused, not ignored.
 */
export const cardUpdateSchema = z
  .object({
    slug: z.string().trim().toLowerCase().regex(CARD_SLUG, 'InvalidSlug'),
    enabled: z.boolean(),
    title: optionalText(80),
    bio: optionalText(300),
    handles: cardHandlesInputSchema,
    bank: cardBankInputSchema.nullable(),
    momo: optionalMatch(MOMO_ACCOUNT, 'InvalidWalletAccount'),
    zalopay: optionalMatch(ZALOPAY_ACCOUNT, 'InvalidWalletAccount'),
    paypal: z
      .string()
      .trim()
      .max(40, 'InvalidHandle')
      .nullish()
      .transform((v) => (v ? v.replace(/^(?:https?:\/\/)?(?:www\.)?paypal\.me\//i, '') : null))
      .refine((v) => v === null || PAYPAL_HANDLE.test(v), 'InvalidHandle'),
    visibility: z
      .object(
        Object.fromEntries(CARD_FIELDS.map((f) => [f, z.enum(VISIBILITIES)])) as {
          [F in CardField]: z.ZodEnum<{ public: 'public'; contacts: 'contacts'; hidden: 'hidden' }>;
        },
      )
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export type CardUpdateInput = z.infer<typeof cardUpdateSchema>;

/** A card photo as uploaded: at most 5 MB of JPEG, PNG or WebP. */
export const CARD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CARD_PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** The stored photo's side in pixels (square): sharp on a phone, small in a vCard. */
export const CARD_PHOTO_EDGE = 320;

/** The largest amount a payer may put in a transfer code (VietQR carries up to 13 digits). */
export const MAX_TRANSFER_AMOUNT = 500_000_000;

export const cardSlugParams = z.object({
  slug: z.string().trim().toLowerCase().regex(CARD_SLUG, 'InvalidSlug'),
});

/**
 * How a card was reached (`qr` from its QR code, `view` from a link: each counted once per
 * request) and what the payer wants the transfer codes to carry.
 */
export const cardQuerySchema = z.object({
  via: z.enum(['view', 'qr', 'none']).default('none'),
  amount: wholeNumber(1, MAX_TRANSFER_AMOUNT).optional(),
  message: z.string().trim().max(60, 'TextTooLong').optional(),
});

const cardLinkSchema = z.object({
  network: z.enum(CARD_NETWORKS),
  handle: z.string(),
  url: z.string(),
});

const cardPaymentSchema = z.object({
  kind: z.enum(CARD_PAYMENTS),
  /** The bank's or wallet's name. */
  label: z.string(),
  account: z.string(),
  holder: z.string().nullable(),
  /** The VietQR payload to draw (bank, MoMo, ZaloPay), or null for a link (PayPal). */
  payload: z.string().nullable(),
  url: z.string().nullable(),
});

/**
 * A card as one viewer may see it: a field not shown to this viewer is null (its value never
 * leaves the server). The owner also gets the visibilities, the switch and the counters.
 */
export const cardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  viewer: z.enum(['visitor', 'contact', 'owner']),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The member's photo (a square JPEG), or null: the card shows initials. */
  photoUrl: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  businessName: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  links: z.array(cardLinkSchema),
  payments: z.array(cardPaymentSchema),
  /** The viewer (signed in) has this card in their contacts. */
  saved: z.boolean(),
  /** The viewer has a card of their own to leave ("save my card back"). */
  canGiveBack: z.boolean(),
  updatedAt: z.string(),
  owner: z
    .object({
      enabled: z.boolean(),
      visibility: z.record(z.string(), z.enum(VISIBILITIES)),
      handles: z.record(z.string(), z.string()),
      bank: z
        .object({ bin: z.string(), account: z.string(), holder: z.string().nullable() })
        .nullable(),
      momo: z.string().nullable(),
      zalopay: z.string().nullable(),
      paypal: z.string().nullable(),
      views: z.number().int(),
      qrScans: z.number().int(),
      vcardDownloads: z.number().int(),
    })
    .nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/**
 * The photo form's text fields (the file travels as `photo` in the same multipart form, read by
 * the route): none; unknown fields are dropped.
 */
export const cardPhotoSchema = z.object({});

/** Save a card to your contacts, with a note of where you met. */
export const saveContactSchema = z
  .object({
    slug: z.string().trim().toLowerCase().regex(CARD_SLUG, 'InvalidSlug'),
    note: optionalText(200),
  })
  .strict();

/** Leave your own card with the owner of the card you are looking at: only with consent. */
export const giveBackSchema = z
  .object({
    slug: z.string().trim().toLowerCase().regex(CARD_SLUG, 'InvalidSlug'),
    consent: z.literal(true, { message: 'ConsentRequired' }),
  })
  .strict();

/** One entry of a member's contacts. `given`: its owner left it ("save my card back"). */
export const contactSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(['saved', 'given']),
  savedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The contacts list: the spec's profile list defaults (page size 10, search empty). */
export const contactListQuerySchema = pageQueryOf(10).extend({
  search: z.string().trim().max(100).optional(),
});
