import { type CardLink, type Result, type SavedCard, fail, maskCardNumber, ok } from '@lotus/core';
import { type ServiceContext, actorOf } from '../../context.ts';
import type { PaymentDeps } from './payment-deps.ts';
import * as repo from './payment.repository.ts';

const toCard = (row: repo.CardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  maskedNumber: maskCardNumber(row.firstSix, row.lastFour),
  expiry: row.expiry,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Saved cards, linked at the card gateway (Alepay's protocol): the shop keeps only the gateway's
 * token and what the shopper recognises.
 */
export function createSavedCards(deps: PaymentDeps) {
  const { gateways } = deps;
  return {
    /** The shopper's saved cards. */
    async cards(ctx: ServiceContext): Promise<SavedCard[]> {
      return (await repo.cardsOf(ctx.db, actorOf(ctx).id)).map(toCard);
    },

    /** Whether `cardId` is one of the shopper's saved cards. */
    async ownsCard(ctx: ServiceContext, cardId: string): Promise<boolean> {
      return (await repo.findCard(ctx.db, cardId, actorOf(ctx).id)) !== null;
    },

    /** The card gateway's page where the shopper links a card. */
    async linkCard(ctx: ServiceContext): Promise<Result<CardLink>> {
      if (!deps.offered.includes('THEGHINO')) return fail('PAYMENT_METHOD_UNAVAILABLE');
      const me = await deps.users.me(ctx);
      if (!me.ok) return me;
      const { profile } = me.value;
      const page = await gateways.ALEPAY.linkPage(
        {
          id: me.value.id,
          firstName: profile?.firstName ?? '',
          lastName: profile?.lastName ?? '',
          email: me.value.email,
          phone: profile?.phone ?? '',
        },
        {
          returnUrl: `${deps.publicUrl}/api/payment/alepay/card-return`,
          cancelUrl: `${deps.publicUrl}/api/payment/alepay/card-return`,
        },
        ctx.lang,
      );
      if (!page.ok) {
        return page.code
          ? fail('PAYMENT_INTERRUPTED', { params: { code: page.code } })
          : fail('PAYMENT_GATEWAY_ERROR');
      }
      return ok({ linkUrl: page.url });
    },

    /**
     * A card link's outcome from the gateway (return URL or webhook): a linked card is kept for
     * the customer the gateway names. Null when the message is forged.
     */
    async cardLinked(ctx: ServiceContext, message: unknown): Promise<{ code: string } | null> {
      const verified = gateways.ALEPAY.verifyCard(message);
      if (!verified) return null;
      const { card } = verified;
      if (card && /^[0-9a-f-]{36}$/i.test(card.customerId)) {
        await repo.saveCard(ctx.db, {
          userId: card.customerId,
          token: card.token,
          brand: card.brand,
          firstSix: card.firstSix,
          lastFour: card.lastFour,
          expiry: card.expiry,
          createdAt: ctx.now,
        });
      }
      return { code: verified.code };
    },

    /** Unlinks one of the shopper's cards at the gateway and forgets it. */
    async removeCard(ctx: ServiceContext, id: string): Promise<Result<{ id: string }>> {
      const card = await repo.findCard(ctx.db, id, actorOf(ctx).id);
      if (!card) return fail('CARD_NOT_FOUND');
      const unlinked = await gateways.ALEPAY.unlink(card.token, ctx.lang);
      // A token the gateway no longer knows is gone there already.
      if (!unlinked.ok && !unlinked.code) return fail('PAYMENT_GATEWAY_ERROR');
      await repo.deleteCard(ctx.db, id, actorOf(ctx).id);
      return ok({ id });
    },
  };
}
