import {
  type CheckoutSetting,
  type ClientSetting,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  SOCIAL_NETWORKS,
  type ShopFacts,
  type ShopSetting,
  checkoutSettingSchema,
  localize,
  registrationText,
  shopSettingSchema,
} from '@lotus/core';
import type { DatabaseHandle } from '@lotus/db';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { type CacheVersions, keptUntilChanged } from '../../lib/cache-versions.ts';
import { findSetting, saveSetting } from './system.repository.ts';

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

/** How long the readiness check waits for the database's answer. */
const READY_WAIT_MS = 2_000;

type StoredClientSetting = z.infer<typeof storedClientSettingSchema>;

const pick = (text: z.infer<typeof textSchema>, lang: Language) =>
  typeof text === 'string' ? text : localize(text, lang);

/** Liveness, readiness and the shop's public settings. */
export function createSystemService(deps: {
  database: DatabaseHandle;
  publicUrl: string;
  cacheVersions: CacheVersions;
}) {
  // The checkout's settings are read on every cart and order, and kept between requests: the
  // settings table announces its changes (tag `content`, migration 0009), which drop the copy.
  const checkout = keptUntilChanged<CheckoutSetting>(deps.cacheVersions, 'content');
  // The shop's promises and identity, and its contacts: read for every page's shell, FAQ and
  // order mail (in the order's transaction too, as the checkout's settings are: nothing writes
  // settings in a transaction of its own).
  const shop = keptUntilChanged<ShopSetting>(deps.cacheVersions, 'content');
  const client = keptUntilChanged<StoredClientSetting>(deps.cacheVersions, 'content');

  /** The `shop` settings, defaults where the shop has set none (or kept something unreadable). */
  async function shopSetting(ctx: ServiceContext): Promise<ShopSetting> {
    const load = async () => {
      const parsed = shopSettingSchema.safeParse((await findSetting(ctx.db, 'shop')) ?? {});
      return parsed.success ? parsed.data : shopSettingSchema.parse({});
    };
    return shop.current ?? shop.read(load);
  }

  /** The `client` settings document as stored. */
  const storedClient = (ctx: ServiceContext) =>
    client.current ??
    client.read(async () =>
      storedClientSettingSchema.parse((await findSetting(ctx.db, 'client')) ?? {}),
    );

  const service = {
    /** Whether the database answers; the kind of database when it does. */
    async ready(
      _ctx: ServiceContext,
    ): Promise<{ ready: true; database: string } | { ready: false; error: unknown }> {
      try {
        // A database that does not answer at once counts as away: a balancer must not wait.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer from the database')), READY_WAIT_MS);
        });
        await Promise.race([deps.database.ping(), late]).finally(() => clearTimeout(timer));
        return { ready: true, database: deps.database.kind };
      } catch (error) {
        return { ready: false, error };
      }
    },

    /**
     * The checkout's settings (free-shipping threshold, set of administrative units), defaults
     * where the shop has set none; a change is seen once its notice arrives.
     */
    async checkoutSetting(ctx: ServiceContext): Promise<CheckoutSetting> {
      // Kept when read inside an order's transaction too: at read committed it sees what is
      // committed, as nothing writes settings in a transaction of its own.
      return (
        checkout.current ??
        checkout.read(async () => {
          const stored = (await findSetting(ctx.db, 'checkout')) ?? {};
          const parsed = checkoutSettingSchema.safeParse(stored);
          return parsed.success ? parsed.data : checkoutSettingSchema.parse({});
        })
      );
    },

    shopSetting,

    /**
     * Replaces the shop's settings (an admin's form); every page, the FAQ and policy pages and
     * the order mails follow once the settings table's notice arrives.
     */
    async updateShopSetting(ctx: ServiceContext, input: ShopSetting): Promise<ShopSetting> {
      await saveSetting(ctx.db, 'shop', input, ctx.now);
      return input;
    },

    /** The facts the shop's texts quote: delivery times and warranty (see core's `fillShopFacts`). */
    async shopFacts(ctx: ServiceContext): Promise<ShopFacts> {
      const { deliveryTimes, warrantyMonths } = await shopSetting(ctx);
      return { deliveryTimes, warrantyMonths };
    },

    /**
     * The lines an order mail ends with: the company's name and address, and its registration
     * (what the law asks the shop to show), in `lang`.
     */
    async businessLines(ctx: ServiceContext, lang: Language): Promise<string[]> {
      const client = await service.clientSetting({ ...ctx, lang });
      return [
        [client.contact.companyName, client.contact.address].filter(Boolean).join(', '),
        client.business.registration,
      ].filter(Boolean);
    },

    /** What every visitor needs to know about the shop, in the visitor's language. */
    async clientSetting(ctx: ServiceContext): Promise<ClientSetting> {
      const lang = ctx.lang;
      const [stored, own] = await Promise.all([storedClient(ctx), shopSetting(ctx)]);
      return {
        siteName: stored.siteName,
        publicUrl: deps.publicUrl,
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
        business: {
          registration: registrationText(own.business, lang),
          moitUrl: own.business.moitUrl,
        },
        deliveryTimes: own.deliveryTimes,
        warrantyMonths: own.warrantyMonths,
      };
    },
  };
  return service;
}

export type SystemService = ReturnType<typeof createSystemService>;
