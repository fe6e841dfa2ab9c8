import { schema } from '@lotus/db';
import { type AnyColumn, and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../context.ts';

const {
  referralAttributions,
  referralMembers,
  referralLedger,
  orders,
  userAddresses,
  paymentAttempts,
  savedCards,
} = schema;

/** A street as the signals compare it: lower case, one space between words. */
const street = (column: AnyColumn) => sql`lower(regexp_replace(trim(${column}), '\\s+', ' ', 'g'))`;

/** Whether the invitee signed up from an address and browser the inviter was seen with. */
export async function sameSeen(db: Db, inviteeId: string, inviterId: string): Promise<boolean> {
  const [row] = await db
    .select({ inviteeId: referralAttributions.inviteeId })
    .from(referralAttributions)
    .innerJoin(referralMembers, eq(referralMembers.userId, inviterId))
    .where(
      and(
        eq(referralAttributions.inviteeId, inviteeId),
        isNotNull(referralAttributions.seenAs),
        sql`${referralAttributions.seenAs} = ANY(${referralMembers.seen})`,
      ),
    );
  return row !== undefined;
}

const inviterOrders = alias(orders, 'inviter_orders');

/**
 * Whether the order ships to a place the inviter uses: the same street and ward as one of the
 * inviter's saved addresses or earlier orders.
 */
export async function sameAddress(db: Db, orderId: string, inviterId: string): Promise<boolean> {
  const [book] = await db
    .select({ id: userAddresses.id })
    .from(orders)
    .innerJoin(
      userAddresses,
      and(
        eq(userAddresses.userId, inviterId),
        eq(userAddresses.wardId, orders.wardId),
        sql`${street(userAddresses.address)} = ${street(orders.address)}`,
      ),
    )
    .where(eq(orders.id, orderId))
    .limit(1);
  if (book) return true;
  const [shipped] = await db
    .select({ id: inviterOrders.id })
    .from(orders)
    .innerJoin(
      inviterOrders,
      and(
        eq(inviterOrders.userId, inviterId),
        ne(inviterOrders.id, orders.id),
        eq(inviterOrders.wardId, orders.wardId),
        sql`${street(inviterOrders.address)} = ${street(orders.address)}`,
      ),
    )
    .where(eq(orders.id, orderId))
    .limit(1);
  return shipped !== undefined;
}

const inviterCards = alias(savedCards, 'inviter_cards');

/**
 * Whether the order was paid with a card the inviter also saved: the same first six and last
 * four digits and expiry (the gateway gives each account its own token for one card).
 */
export async function sameCard(db: Db, orderId: string, inviterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .innerJoin(savedCards, eq(savedCards.id, paymentAttempts.cardId))
    .innerJoin(
      inviterCards,
      and(
        eq(inviterCards.userId, inviterId),
        eq(inviterCards.firstSix, savedCards.firstSix),
        eq(inviterCards.lastFour, savedCards.lastFour),
        eq(inviterCards.expiry, savedCards.expiry),
      ),
    )
    .where(eq(paymentAttempts.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

/**
 * Adds signals to a pending reward no operator has reviewed yet (they hold it for review); the
 * reward's flags after, or null when it was reviewed or is not pending.
 */
export async function addFlags(db: Db, rewardId: string, flags: string[]) {
  if (!flags.length) return null;
  const [row] = await db
    .update(referralLedger)
    .set({
      flags: sql`ARRAY(SELECT DISTINCT unnest(${referralLedger.flags} || ${sql.param(flags)}::text[]) ORDER BY 1)`,
    })
    .where(
      and(
        eq(referralLedger.id, rewardId),
        eq(referralLedger.status, 'pending'),
        or(isNull(referralLedger.reviewNote), eq(referralLedger.reviewNote, '')),
      ),
    )
    .returning({ flags: referralLedger.flags });
  return row?.flags ?? null;
}
