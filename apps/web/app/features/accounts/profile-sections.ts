import { profileUpdateSchema, SOCIAL_NETWORKS, type User } from '@lotus/core';
import { issuesToFieldErrors, type FieldErrors } from '../../lib/form-errors';

/** The profile's tabs with a form, and the fields (form names) each one edits. */
export const PROFILE_SECTIONS = {
  personal: ['firstName', 'lastName', 'phone', 'dateOfBirth', 'company', 'businessName'],
  social: SOCIAL_NETWORKS.map((network) => `socialLinks.${network}`),
  contact: ['address', 'city', 'country'],
} as const satisfies Record<string, readonly string[]>;

export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** What the profile edits, as the user has it now (the API replaces the whole profile). */
function currentProfile(user: User) {
  const profile = user.profile;
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
    dateOfBirth: profile?.dateOfBirth ?? null,
    company: profile?.company ?? null,
    businessName: profile?.businessName ?? null,
    address: profile?.address ?? null,
    city: profile?.city ?? null,
    country: profile?.country ?? null,
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, profile?.socialLinks[network] ?? null]),
    ),
  };
}

/** The whole profile with one tab's form values in place of what it had. */
export function mergeProfileSection(
  user: User,
  section: ProfileSection,
  values: Record<string, string>,
) {
  const merged = currentProfile(user);
  if (section === 'social') {
    merged.socialLinks = Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, values[`socialLinks.${network}`] ?? '']),
    );
    return merged;
  }
  const fields = PROFILE_SECTIONS[section] as readonly (keyof typeof merged)[];
  return {
    ...merged,
    ...Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])),
  };
}

/**
 * Checks one tab's form with core's profile schema, as the API will: the errors of this tab's
 * fields, and apart the fields of other tabs that keep the profile from being saved.
 */
export function checkProfileSection(
  user: User,
  section: ProfileSection,
  values: Record<string, string>,
) {
  const parsed = profileUpdateSchema.safeParse(mergeProfileSection(user, section, values));
  if (parsed.success) return { input: parsed.data, errors: {}, elsewhere: [] as string[] };
  const errors: FieldErrors = issuesToFieldErrors(parsed.error);
  const own = new Set<string>(PROFILE_SECTIONS[section]);
  return {
    input: null,
    errors: Object.fromEntries(Object.entries(errors).filter(([field]) => own.has(field))),
    elsewhere: Object.keys(errors).filter((field) => !own.has(field)),
  };
}
