import {
  type AssistantCard,
  type AssistantSlots,
  type ProductCard,
  type ProductDetail,
  excerptOf,
  isPolicyKey,
  orderPagePath,
  policyPath,
  rankPassages,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import type { FaqService } from '../content/faq.service.ts';
import type { ContentPageService } from '../content/content-page.service.ts';
import type { OfferService } from '../offers/offer.service.ts';
import type { OrderService } from '../orders/order.service.ts';
import type { ProductService } from '../products/product.service.ts';
import type { ReferralService } from '../referrals/referral.service.ts';

/** The shop's services the assistant's tools call, each with the caller's rights. */
export interface ToolDeps {
  products: Pick<ProductService, 'list' | 'find'>;
  orders: Pick<OrderService, 'myOrders'>;
  contentPages: Pick<ContentPageService, 'page'>;
  faqs: Pick<FaqService, 'published'>;
  offers: Pick<OfferService, 'publicVouchers' | 'currentFlashSale' | 'currentPromotion'>;
  referrals: Pick<ReferralService, 'mine'>;
}

/** How many products an answer shows. */
export const PRODUCTS_SHOWN = 4;

/**
 * The assistant's tools (decision 039): the shop's own services run with the caller's context,
 * so a visitor sees what a visitor may, a shopper only their own orders. Each tool answers cards
 * drawn from the database now; both engines call these and nothing else for facts.
 */
export function createAssistantTools(deps: ToolDeps) {
  /** A product's card, with the variant the question's colour and size name (in stock first). */
  function productCard(product: ProductDetail, slots: Partial<AssistantSlots> | null): ProductCard {
    const fits = product.variants.filter(
      (v) =>
        (!slots?.colours?.length || (v.colour !== null && slots.colours.includes(v.colour))) &&
        (!slots?.size || v.size === slots.size),
    );
    const pool = fits.length ? fits : product.variants;
    const variant = pool.find((v) => v.stock > 0) ?? pool[0] ?? null;
    return {
      kind: 'product',
      id: product.id,
      slug: product.slug,
      name: product.name,
      image: product.image,
      price: product.price,
      currentPrice: product.currentPrice,
      discountPercent: product.discountPercent,
      inStock: product.inStock,
      stock: product.stock,
      variant: variant && {
        id: variant.id,
        colour: variant.colour,
        size: variant.size,
        stock: variant.stock,
      },
      specifications: [],
    };
  }

  /** Product cards by id, in that order; ids that are not published products are left out. */
  async function productCards(
    ctx: ServiceContext,
    ids: readonly string[],
    slots: Partial<AssistantSlots> | null = null,
    withSpecifications = false,
  ): Promise<ProductCard[]> {
    const found = await Promise.all(ids.map((id) => deps.products.find(ctx, id)));
    return found.flatMap((result) => {
      if (!result.ok) return [];
      const card = productCard(result.value, slots);
      return [withSpecifications ? { ...card, specifications: result.value.specifications } : card];
    });
  }

  return {
    productCards,

    /**
     * Published products matching the slots: every word first, then fewer words from the end
     * (a question says more than a product's name), cheapest first when a price bound is asked.
     */
    async searchProducts(
      ctx: ServiceContext,
      slots: AssistantSlots,
    ): Promise<{ cards: ProductCard[]; total: number }> {
      const base = {
        description: undefined,
        categories: undefined,
        SKU: undefined,
        providerName: undefined,
        brand: undefined,
        exact: undefined,
        page: 1,
        limit: PRODUCTS_SHOWN,
        colour: slots.colours.length ? slots.colours : undefined,
        size: slots.size ? [slots.size] : undefined,
        minPrice: slots.minPrice ?? undefined,
        maxPrice: slots.maxPrice ?? undefined,
        inStock: slots.inStock || undefined,
        sort: slots.maxPrice !== null || slots.minPrice !== null ? 'price_asc' : 'default',
        orderByPriority: 'ASC',
      } as const;
      const tries = slots.words.length
        ? slots.words.map((_, i) => slots.words.slice(0, slots.words.length - i).join(' '))
        : [''];
      for (const name of tries.slice(0, 3)) {
        const found = await deps.products.list(ctx, { ...base, name: name || undefined });
        if (found.meta.total > 0) {
          const cards = await productCards(
            ctx,
            found.items.map((p) => p.id),
            slots,
          );
          return { cards, total: found.meta.total };
        }
      }
      return { cards: [], total: 0 };
    },

    /** The signed-in shopper's latest orders (or the one numbered), null for a visitor. */
    async myOrders(
      ctx: ServiceContext,
      orderNumber: string | null,
      limit = orderNumber ? 50 : 3,
    ): Promise<AssistantCard[] | null> {
      if (!ctx.actor) return null;
      const page = await deps.orders.myOrders(ctx, { tab: 'ALL', page: 1, limit });
      return page.items
        .filter((order) => !orderNumber || order.number === orderNumber)
        .map((order) => ({
          kind: 'order',
          id: order.id,
          number: order.number,
          status: order.status,
          grandTotal: order.grandTotal,
          itemQuantity: order.itemQuantity,
          createdAt: order.createdAt,
        }));
    },

    /** A policy page's card: its title, the first words, its link. */
    async policy(ctx: ServiceContext, key: string): Promise<AssistantCard | null> {
      if (!isPolicyKey(key)) return null;
      const page = await deps.contentPages.page(ctx, key);
      if (!page.ok) return null;
      return {
        kind: 'policy',
        key,
        title: page.value.title,
        excerpt: excerptOf(page.value.summary || page.value.body),
        href: policyPath(key),
      };
    },

    /** The published questions closest to the question asked (at most `limit`). */
    async faqs(ctx: ServiceContext, question: string, limit = 2): Promise<AssistantCard[]> {
      const faqs = await deps.faqs.published(ctx);
      return rankPassages(question, faqs, (f) => `${f.question} ${f.question} ${f.answer}`, 1.5)
        .slice(0, limit)
        .map(({ passage }) => ({
          kind: 'faq',
          id: passage.id,
          question: passage.question,
          excerpt: excerptOf(passage.answer, 260),
          href: '/faq',
        }));
    },

    /** Published questions by id (a kept answer's cards drawn again). */
    async faqsById(ctx: ServiceContext, ids: ReadonlySet<string>): Promise<AssistantCard[]> {
      const faqs = await deps.faqs.published(ctx);
      return faqs
        .filter((f) => ids.has(f.id))
        .map((f) => ({
          kind: 'faq',
          id: f.id,
          question: f.question,
          excerpt: excerptOf(f.answer, 260),
          href: '/faq',
        }));
    },

    /** Today's deals: the running flash sale, the running promotions, the public vouchers. */
    async deals(ctx: ServiceContext): Promise<AssistantCard[]> {
      const [flash, promotions, vouchers] = await Promise.all([
        deps.offers.currentFlashSale(ctx),
        deps.offers.currentPromotion(ctx),
        deps.offers.publicVouchers(ctx, { page: 1, limit: 3 }),
      ]);
      const cards: AssistantCard[] = [];
      const sale = flash.answer.currentFlashSale;
      if (sale) {
        cards.push({
          kind: 'deal',
          dealKind: 'flash-sale',
          id: sale.id,
          title: sale.name,
          description: '',
          code: null,
          endsAt: sale.endsAt,
          href: '/',
        });
      }
      for (const p of promotions.current.slice(0, 2)) {
        cards.push({
          kind: 'deal',
          dealKind: 'promotion',
          id: p.id,
          title: p.name,
          description: p.description,
          code: null,
          endsAt: p.endsAt,
          href: '/products',
        });
      }
      for (const v of vouchers.items) {
        if (new Date(v.startsAt) > ctx.now) continue;
        cards.push({
          kind: 'deal',
          dealKind: 'voucher',
          id: v.id,
          title: v.name,
          description: v.description,
          code: v.code,
          endsAt: v.endsAt,
          href: '/vouchers',
        });
      }
      return cards;
    },

    /**
     * The shopper's referral code and balance: null for a visitor or a role the programme is
     * not for, 'not-joined' before joining.
     */
    async referral(ctx: ServiceContext): Promise<AssistantCard | 'not-joined' | null> {
      if (ctx.actor?.role !== 'CUSTOMER') return null;
      const mine = await deps.referrals.mine(ctx);
      if (!mine.ok) return 'not-joined';
      return {
        kind: 'referral',
        code: mine.value.code,
        link: mine.value.link,
        balance: mine.value.balances.available,
        href: '/profile/referral',
      };
    },

    /** The order page of an order card. */
    orderHref: orderPagePath,
  };
}

export type AssistantTools = ReturnType<typeof createAssistantTools>;
