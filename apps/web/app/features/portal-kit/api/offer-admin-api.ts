import {
  portalOfferContract as c,
  type EndpointData,
  type FlashSaleInput,
  type OfferPreviewInput,
  type OfferState,
  type PortalFlashSale,
  type PortalPriceRule,
  type PortalPromotion,
  type PortalVoucher,
  type PriceRuleInput,
  type PromotionInput,
  type VoucherInput,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The back office's kinds of programme, as their pages' addresses name them. */
export const OFFER_KINDS = ['price-rules', 'flash-sales', 'promotions', 'vouchers'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Every price rule, newest first. */
export function listPriceRules(api: ApiClient): Promise<PortalPriceRule[]> {
  return api.call(c.priceRules);
}

/** Creates a price rule, or changes the one `id` names (refused with OFFER_ENDED once over). */
export function savePriceRule(
  api: ApiClient,
  id: string | null,
  body: PriceRuleInput,
): Promise<PortalPriceRule> {
  return id
    ? api.call(c.updatePriceRule, { params: { id }, body })
    : api.call(c.createPriceRule, { body });
}

/** Every flash sale with its items, quotas and sales, newest first. */
export function listFlashSales(api: ApiClient): Promise<PortalFlashSale[]> {
  return api.call(c.flashSales);
}

export function saveFlashSale(
  api: ApiClient,
  id: string | null,
  body: FlashSaleInput,
): Promise<PortalFlashSale> {
  return id
    ? api.call(c.updateFlashSale, { params: { id }, body })
    : api.call(c.createFlashSale, { body });
}

/** Every promotion, newest first. */
export function listPromotions(api: ApiClient): Promise<PortalPromotion[]> {
  return api.call(c.promotions);
}

export function savePromotion(
  api: ApiClient,
  id: string | null,
  body: PromotionInput,
): Promise<PortalPromotion> {
  return id
    ? api.call(c.updatePromotion, { params: { id }, body })
    : api.call(c.createPromotion, { body });
}

/** Every voucher with its uses, newest first. */
export function listVouchers(api: ApiClient): Promise<PortalVoucher[]> {
  return api.call(c.vouchers);
}

/** Creates or changes a voucher (a code already taken is refused: VOUCHER_CODE_EXISTING). */
export function saveVoucher(
  api: ApiClient,
  id: string | null,
  body: VoucherInput,
): Promise<PortalVoucher> {
  return id
    ? api.call(c.updateVoucher, { params: { id }, body })
    : api.call(c.createVoucher, { body });
}

/** Puts a voucher into a customer's wallet, by email (CUSTOMER_NOT_FOUND when there is none). */
export function grantVoucher(api: ApiClient, id: string, email: string): Promise<PortalVoucher> {
  return api.call(c.grantVoucher, { params: { id }, body: { email } });
}

/** Stops a programme now; what it answers is the programme's new state. */
export async function stopOffer(
  api: ApiClient,
  kind: OfferKind,
  id: string,
): Promise<{ id: string; state: OfferState }> {
  const params = { params: { id } };
  switch (kind) {
    case 'price-rules':
      return api.call(c.stopPriceRule, params);
    case 'flash-sales':
      return api.call(c.stopFlashSale, params);
    case 'promotions':
      return api.call(c.stopPromotion, params);
    case 'vouchers':
      return api.call(c.stopVoucher, params);
  }
}

/** What a cart would pay at an instant, with every programme in force then. */
export type OfferPreview = EndpointData<typeof c.preview>;

export function previewOffers(api: ApiClient, body: OfferPreviewInput): Promise<OfferPreview> {
  return api.call(c.preview, { body });
}

/**
 * The product a variant belongs to, or null. A promotion answers only its gift's variant id, and
 * the preview is the one endpoint that tells a variant's product (it prices any variant,
 * published or not).
 */
export async function productOfVariant(api: ApiClient, infoId: string): Promise<string | null> {
  const { pricing } = await previewOffers(api, { lines: [{ infoId, quantity: 1 }] });
  return (
    pricing.lines.find((line) => line.infoId === infoId && line.giftOf === null)?.productId ?? null
  );
}
