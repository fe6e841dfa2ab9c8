import { parsedRows } from '@lotus/db';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../context.ts';

/*
 * What the referral programme adds to a signed-in shopper's cart, read as columns of the cart's
 * own claim at checkout (so an order stays six round trips), or on their own for the cart page.
 */

/** The terms of an invitee's welcome campaign the cart prices with. */
export interface WelcomeTerms {
  id: string;
  nameVi: string;
  nameEn: string;
  isActive: boolean;
  startsAt: Date;
  endsAt: Date | null;
  attributionDays: number;
  inviteeKind: 'FIXED' | 'PERCENT';
  inviteeValue: number;
  inviteeCap: number | null;
  minimumOrder: number;
}

/**
 * What the referral programme adds to `userId`'s cart, as two columns of another module's
 * statement (the cart's claim, to keep an order's round trips at six): `referralWelcome`, the
 * terms of the welcome campaign of an invitee who has not ordered yet (or null), and
 * `referralCredit`, the member's available balance (or null). `checkoutExtrasFrom` reads them.
 */
export const checkoutExtrasColumns = (userId: string): SQL =>
  sql`(SELECT jsonb_build_object('id', c.id, 'nameVi', c.name_vi, 'nameEn', c.name_en,
        'isActive', c.is_active, 'startsAt', c.starts_at, 'endsAt', c.ends_at,
        'attributionDays', c.attribution_days, 'inviteeKind', c.invitee_kind,
        'inviteeValue', c.invitee_value, 'inviteeCap', c.invitee_cap,
        'minimumOrder', c.minimum_order)
      FROM referral_attributions a JOIN referral_campaigns c ON c.id = a.campaign_id
      WHERE a.invitee_id = ${userId}::uuid AND a.first_order_id IS NULL LIMIT 1) AS "referralWelcome",
    (SELECT m.available FROM referral_members m WHERE m.user_id = ${userId}::uuid) AS "referralCredit"`;

const welcomeTerms = z.object({
  id: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  isActive: z.boolean(),
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date().nullable(),
  attributionDays: z.number(),
  inviteeKind: z.enum(['FIXED', 'PERCENT']),
  inviteeValue: z.coerce.number(),
  inviteeCap: z.coerce.number().nullable(),
  minimumOrder: z.coerce.number(),
});

const checkoutExtrasJson = z.object({
  referralWelcome: welcomeTerms.nullable(),
  referralCredit: z.coerce.number().nullable(),
});

/** `checkoutExtrasColumns`'s values, read back from the statement's JSON (parsed, never cast). */
export function checkoutExtrasFrom(json: unknown): {
  welcome: WelcomeTerms | null;
  credit: number | null;
} {
  const parsed = checkoutExtrasJson.parse(json);
  return { welcome: parsed.referralWelcome, credit: parsed.referralCredit };
}

/** The same two values read on their own (the cart page, the checkout preview). */
export async function checkoutExtras(db: Db, userId: string) {
  const [row] = await parsedRows(
    db,
    sql`SELECT to_jsonb(x) AS json FROM (SELECT ${checkoutExtrasColumns(userId)}) x`,
    z.object({ json: z.unknown() }),
  );
  return checkoutExtrasFrom(row?.json);
}
