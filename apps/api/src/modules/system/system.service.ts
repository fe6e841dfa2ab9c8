import {
  type ClientSetting,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  SOCIAL_NETWORKS,
  localize,
} from '@lotus/core';
import type { Database } from '@lotus/db';
import { z } from 'zod';
import { findSetting } from './system.repository.ts';

const localizedSchema = z.object({ vi: z.string(), en: z.string() });
const textSchema = z.union([z.string(), localizedSchema]);

/** The `client` settings document as stored: contact texts may be kept in both languages. */
const storedClientSettingSchema = z.object({
  siteName: z.string().default('Lotus'),
  contact: z
    .object({
      companyName: textSchema.default(''),
      address: textSchema.default(''),
      phone: z.string().default(''),
      hotline: z.string().default(''),
      email: z.string().default(''),
      workingHours: textSchema.default(''),
    })
    .prefault({}),
  socialLinks: z.record(z.string(), z.string().nullable()).default({}),
});

const pick = (text: z.infer<typeof textSchema>, lang: Language) =>
  typeof text === 'string' ? text : localize(text, lang);

/** What every visitor needs to know about the shop, in the visitor's language. */
export async function getClientSetting(
  db: Database,
  lang: Language,
  publicUrl: string,
): Promise<ClientSetting> {
  const stored = storedClientSettingSchema.parse((await findSetting(db, 'client')) ?? {});
  return {
    siteName: stored.siteName,
    publicUrl,
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: [...LANGUAGES],
    contact: {
      companyName: pick(stored.contact.companyName, lang),
      address: pick(stored.contact.address, lang),
      phone: stored.contact.phone,
      hotline: stored.contact.hotline,
      email: stored.contact.email,
      workingHours: pick(stored.contact.workingHours, lang),
    },
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, stored.socialLinks[network] ?? null]),
    ) as ClientSetting['socialLinks'],
  };
}
