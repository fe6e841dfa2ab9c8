/**
 * What a member types for each network of the e-card, and the link the server builds from it:
 * the card stores handles, never a link someone typed, so a card can only ever point where its
 * network's pages are (research C3). A pasted profile link of the right network is accepted and
 * reduced to its handle.
 */

/** The networks a card links to (the spec's social links without the payment ones). */
export const CARD_NETWORKS = [
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
] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

/** Skype closed on 5 May 2025: kept for old cards, hidden unless the member shows it. */
export const LEGACY_NETWORKS: readonly CardNetwork[] = ['skype'];

type Check = { ok: true; handle: string } | { ok: false; key: HandleKey };
export type HandleKey = 'InvalidHandle' | 'InvalidUrl' | 'InvalidPhone';

/** Links of the network whose path is the handle, with the prefixes people paste. */
const PROFILE_HOSTS: Partial<Record<CardNetwork, RegExp>> = {
  facebook: /^(?:https?:\/\/)?(?:www\.|m\.)?(?:facebook|fb)\.com\//i,
  github: /^(?:https?:\/\/)?(?:www\.)?github\.com\//i,
  instagram: /^(?:https?:\/\/)?(?:www\.)?instagram\.com\//i,
  linkedin: /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\//i,
  telegram: /^(?:https?:\/\/)?(?:t\.me|telegram\.me)\//i,
  twitter: /^(?:https?:\/\/)?(?:www\.)?(?:twitter|x)\.com\//i,
};

const HANDLE_RULES: Record<Exclude<CardNetwork, 'website' | 'whatsapp' | 'zalo'>, RegExp> = {
  // Facebook: 5–50 letters, digits and dots (or a numeric profile id).
  facebook: /^[A-Za-z0-9.]{5,50}$/,
  // GitHub: 1–39 letters, digits and single inner hyphens.
  github: /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/,
  instagram: /^[A-Za-z0-9._]{1,30}$/,
  linkedin: /^[A-Za-z0-9-]{3,100}$/,
  skype: /^[A-Za-z][A-Za-z0-9.,_-]{5,31}$/,
  // Telegram: 5–32 letters, digits and underscores, starting with a letter.
  telegram: /^[A-Za-z][A-Za-z0-9_]{4,31}$/,
  // X (Twitter): at most 15 letters, digits and underscores.
  twitter: /^[A-Za-z0-9_]{1,15}$/,
};

/** A phone as WhatsApp and Zalo take it: digits, with VN `0…` turned into `84…`. */
function phoneDigits(raw: string): string | null {
  const digits = raw.replace(/[\s.\-()]/g, '');
  if (/^0[35789]\d{8}$/.test(digits)) return `84${digits.slice(1)}`;
  const international = digits.replace(/^\+/, '');
  return /^[1-9]\d{7,14}$/.test(international) ? international : null;
}

/** A website: an http(s) address with a real host, nothing else (no `javascript:`, no `data:`). */
function website(raw: string): string | null {
  if (raw.length > 300 || !/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || url.username || url.password) {
      return null;
    }
    return url.href;
  } catch {
    return null;
  }
}

/**
 * What `raw` is as a handle of `network`: its handle (trimmed, `@` and a pasted profile link of
 * that network removed, a phone in international digits), or the validation key it fails.
 */
export function checkHandle(network: CardNetwork, raw: string): Check {
  const text = raw.trim();
  if (network === 'website') {
    const url = website(text);
    return url ? { ok: true, handle: url } : { ok: false, key: 'InvalidUrl' };
  }
  if (network === 'whatsapp' || network === 'zalo') {
    const digits = phoneDigits(text);
    return digits ? { ok: true, handle: digits } : { ok: false, key: 'InvalidPhone' };
  }
  const host = PROFILE_HOSTS[network];
  const bare = (host ? text.replace(host, '') : text).replace(/^@/, '').replace(/\/+$/, '');
  return HANDLE_RULES[network].test(bare)
    ? { ok: true, handle: bare }
    : { ok: false, key: 'InvalidHandle' };
}

/** The link a card shows for a stored handle (the server builds it; the member never types it). */
export function handleUrl(network: CardNetwork, handle: string): string {
  const h = encodeURIComponent(handle);
  switch (network) {
    case 'facebook':
      return `https://facebook.com/${h}`;
    case 'github':
      return `https://github.com/${h}`;
    case 'instagram':
      return `https://instagram.com/${h}`;
    case 'linkedin':
      return `https://linkedin.com/in/${h}`;
    case 'skype':
      return `skype:${h}?chat`;
    case 'telegram':
      return `https://t.me/${h}`;
    case 'twitter':
      return `https://x.com/${h}`;
    case 'whatsapp':
      return `https://wa.me/${h}`;
    case 'zalo':
      // Zalo links take the Vietnamese number as dialled (0…).
      return `https://zalo.me/${handle.startsWith('84') ? `0${h.slice(2)}` : h}`;
    case 'website':
      return handle;
  }
}

/** A handle as a card shows it: phones as dialled in Vietnam, websites without the scheme. */
export function handleLabel(network: CardNetwork, handle: string): string {
  if (network === 'website') return handle.replace(/^https?:\/\//, '').replace(/\/$/, '');
  if (network === 'zalo' || network === 'whatsapp') {
    return handle.startsWith('84') ? `0${handle.slice(2)}` : `+${handle}`;
  }
  return network === 'telegram' || network === 'twitter' || network === 'instagram'
    ? `@${handle}`
    : handle;
}

/** A PayPal.me name: at most 20 letters and digits (PayPal's rule). */
export const PAYPAL_HANDLE = /^[A-Za-z0-9]{1,20}$/;

/** The PayPal.me link (PayPal has no đồng, so the payer types the amount there). */
export function paypalUrl(handle: string): string {
  return `https://paypal.me/${encodeURIComponent(handle)}`;
}

/** A bank account number as VietQR carries it: 6–19 digits (letters for virtual accounts). */
export const BANK_ACCOUNT = /^[0-9]{6,19}$/;
/** MoMo's and ZaloPay's BVBank virtual accounts, copied from the app's "QR nhận tiền" screen. */
export const MOMO_ACCOUNT = /^99MM[0-9A-Z]{8,15}$/;
export const ZALOPAY_ACCOUNT = /^99ZP[0-9A-Z]{8,15}$/;

/**
 * A readable card address from a name: unaccented, lower case, words joined by hyphens
 * ("Nguyễn Minh Anh" → "nguyen-minh-anh"), 3–40 characters.
 */
export function cardSlugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `the-${slug || 'card'}`;
}

/** A card address a member may choose: 3–40 lower-case letters, digits and inner hyphens. */
export const CARD_SLUG = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;
