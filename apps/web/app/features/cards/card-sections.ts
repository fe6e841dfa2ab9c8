import { CARD_NETWORKS, type CardField } from '@lotus/core';

/**
 * The profile's tabs that edit the e-card, and the card fields (with a visibility) each one
 * shows: the tab's form sends only these, so saving one tab leaves the others' fields alone.
 */
export const CARD_SECTIONS = {
  personal: ['title', 'company', 'businessName', 'bio'],
  social: CARD_NETWORKS,
  contact: ['phone', 'email', 'address'],
  payment: ['bank', 'momo', 'zalopay', 'paypal'],
} as const satisfies Record<string, readonly CardField[]>;

export type CardSection = keyof typeof CARD_SECTIONS;

export function isCardSection(value: unknown): value is CardSection {
  return typeof value === 'string' && Object.hasOwn(CARD_SECTIONS, value);
}

/** One tab's form values as the card's update (`POST /api/profile/update-profile`) takes them. */
export function cardInputFromForm(
  section: CardSection,
  values: Record<string, string>,
): Record<string, unknown> {
  const visibility = Object.fromEntries(
    CARD_SECTIONS[section]
      .filter((field) => values[`visibility.${field}`])
      .map((field) => [field, values[`visibility.${field}`]]),
  );
  const text = (name: string) => values[name] ?? '';
  switch (section) {
    case 'personal':
      return {
        enabled: values.enabled === 'on',
        slug: text('slug'),
        title: text('title'),
        bio: text('bio'),
        visibility,
      };
    case 'social':
      return {
        handles: Object.fromEntries(CARD_NETWORKS.map((n) => [n, text(`handles.${n}`)])),
        visibility,
      };
    case 'contact':
      return { visibility };
    case 'payment':
      return {
        bank: values['bank.bin']
          ? {
              bin: text('bank.bin'),
              account: text('bank.account'),
              holder: text('bank.holder'),
            }
          : null,
        momo: text('momo'),
        zalopay: text('zalopay'),
        paypal: text('paypal'),
        visibility,
      };
  }
}
