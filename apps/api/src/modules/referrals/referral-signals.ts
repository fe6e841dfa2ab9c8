import { createHash } from 'node:crypto';
import { canonicalEmail, canonicalPhone, vietnamDay } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { OrderPaymentService } from '../orders/order-payment.service.ts';
import * as repo from './referral.repository.ts';
import * as signals from './referral-signals.repository.ts';

/** Sign-ups an inviter gains in a Vietnamese day before their rewards wait for a review. */
export const SIGN_UPS_PER_DAY_BEFORE_REVIEW = 5;

/**
 * What the "same IP and browser" signal compares: a hash of the address and the browser's
 * user agent (neither is kept as it is), or null when either is unknown.
 */
export function seenAs(ip: string | undefined, userAgent: string | undefined): string | null {
  if (!ip || !userAgent) return null;
  return createHash('sha256').update(`${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/**
 * The suspicious signals of an invitee's qualifying order, each only flagging the reward for an
 * operator's review (never a refusal): many sign-ups through the inviter's code today, the
 * order carrying the inviter's own phone or mailbox, the invitee signing up from the inviter's
 * address and browser, the order shipping to a place the inviter uses.
 */
export async function signalsAtPlacement(
  ctx: ServiceContext,
  orders: OrderPaymentService,
  order: { orderId: string; inviteeId: string; inviterId: string },
): Promise<string[]> {
  const { orderId, inviteeId, inviterId } = order;
  const [signUpsToday, contact, inviter, seen, address] = await Promise.all([
    repo.attributionsSince(ctx.db, inviterId, vietnamDay(ctx.now).from),
    orders.payable(ctx, orderId),
    repo.person(ctx.db, inviterId),
    signals.sameSeen(ctx.db, inviteeId, inviterId),
    signals.sameAddress(ctx.db, orderId, inviterId),
  ]);
  const phone = contact && canonicalPhone(contact.phone);
  return [
    ...(signUpsToday > SIGN_UPS_PER_DAY_BEFORE_REVIEW ? ['many-sign-ups'] : []),
    ...(phone && inviter && phone === canonicalPhone(inviter.phone) ? ['inviter-phone'] : []),
    ...(contact && inviter && canonicalEmail(contact.email) === canonicalEmail(inviter.email)
      ? ['inviter-email']
      : []),
    ...(seen ? ['same-ip-browser'] : []),
    ...(address ? ['same-address'] : []),
  ];
}

/**
 * When the order is paid: a card the inviter also saved flags the order's pending rewards for
 * review (once, and never one an operator already reviewed).
 */
export async function flagCardAtSettlement(
  ctx: ServiceContext,
  rewards: { id: string; userId: string; status: string | null }[],
  orderId: string,
): Promise<void> {
  for (const reward of rewards) {
    if (reward.status !== 'pending') continue;
    if (await signals.sameCard(ctx.db, orderId, reward.userId)) {
      await signals.addFlags(ctx.db, reward.id, ['same-card']);
    }
  }
}
