import { accountContract } from './accounts/account.contract.ts';
import { authContract } from './accounts/auth.contract.ts';
import { addressContract } from './addresses/address.contract.ts';
import { assistantContract, portalAssistantContract } from './assistant/assistant.contract.ts';
import { cardContactContract, cardContract } from './cards/card.contract.ts';
import { cartContract } from './cart/cart.contract.ts';
import { catalogContract } from './catalog/catalog.contract.ts';
import { portalProductContract } from './catalog/product-admin.contract.ts';
import { portalProductImageContract } from './catalog/product-images.contract.ts';
import { portalCatalogueBulkContract } from './catalog/catalogue-bulk.contract.ts';
import { checkoutContract } from './checkout/checkout.contract.ts';
import { contactContract, newsletterContract } from './contact/contact.contract.ts';
import type { Endpoint } from './http/contract.ts';
import { contentPageContract, portalContentPageContract } from './content/content-page.contract.ts';
import { faqContract, portalFaqContract } from './content/faq.contract.ts';
import { newsContract, portalNewsContract } from './content/news.contract.ts';
import { portalShowroomContract, showroomContract } from './content/showroom.contract.ts';
import { offerContract, portalOfferContract } from './offers/offer.contract.ts';
import { orderContract } from './orders/order.contract.ts';
import { paymentContract } from './payments/payment.contract.ts';
import { installmentContract } from './payments/installment.contract.ts';
import { portalContract } from './portal/portal.contract.ts';
import {
  portalProviderContract,
  providerContract,
  solutionContract,
  solutionFavouriteContract,
} from './providers/provider.contract.ts';
import { portalBackOfficeContract } from './backoffice/back-office.contract.ts';
import { portalReferralContract, referralContract } from './referrals/referral.contract.ts';
import {
  payoutRequestContract,
  portalReferralCompanyContract,
  referralCompanyContract,
} from './referrals/referral-company.contract.ts';
import { portalReviewContract, reviewContract } from './reviews/review.contract.ts';
import { portalShopSettingContract } from './settings/shop-setting.contract.ts';
import { systemContract } from './system/system.contract.ts';
import { notificationContract } from './notifications/notification.contract.ts';
import { trackingContract } from './tracking/tracking.contract.ts';
import { wishlistContract } from './wishlists/wishlist.contract.ts';
import { portalWebhookContract } from './webhooks/webhook.contract.ts';

/** Every area's contract, by area. A new area's contract is added here. */
export const CONTRACTS = {
  system: systemContract,
  portalShopSettings: portalShopSettingContract,
  catalog: catalogContract,
  portalProducts: portalProductContract,
  portalProductImages: portalProductImageContract,
  portalCatalogueBulk: portalCatalogueBulkContract,
  wishlists: wishlistContract,
  auth: authContract,
  accounts: accountContract,
  cart: cartContract,
  addresses: addressContract,
  checkout: checkoutContract,
  orders: orderContract,
  portal: portalContract,
  portalBackOffice: portalBackOfficeContract,
  offers: offerContract,
  portalOffers: portalOfferContract,
  payments: paymentContract,
  installments: installmentContract,
  reviews: reviewContract,
  portalReviews: portalReviewContract,
  contact: contactContract,
  newsletter: newsletterContract,
  notifications: notificationContract,
  tracking: trackingContract,
  contentPages: contentPageContract,
  portalContentPages: portalContentPageContract,
  faqs: faqContract,
  portalFaqs: portalFaqContract,
  news: newsContract,
  portalNews: portalNewsContract,
  showrooms: showroomContract,
  portalShowrooms: portalShowroomContract,
  referral: referralContract,
  portalReferral: portalReferralContract,
  provider: providerContract,
  solution: solutionContract,
  solutionFavourites: solutionFavouriteContract,
  portalProviders: portalProviderContract,

  referralCompany: referralCompanyContract,
  payoutRequests: payoutRequestContract,
  portalReferralCompanies: portalReferralCompanyContract,
  portalWebhooks: portalWebhookContract,
  cards: cardContract,
  cardContacts: cardContactContract,
  assistant: assistantContract,
  portalAssistant: portalAssistantContract,
} as const;

/** Every endpoint of the API, as core describes it (for the route check, docs and fuzzing). */
export function allEndpoints(): Endpoint[] {
  return Object.values(CONTRACTS).flatMap((contract) => Object.values(contract) as Endpoint[]);
}

let operationIds: Map<Endpoint, string> | undefined;

/**
 * An endpoint's name for generated clients (the OpenAPI `operationId`): its area and its name in
 * that area's contract, `orders_placeOrder`. Unique, as the areas and each area's names are.
 */
export function operationIdOf(endpoint: Endpoint): string | undefined {
  operationIds ??= new Map(
    Object.entries(CONTRACTS).flatMap(([area, contract]) =>
      Object.entries(contract as Record<string, Endpoint>).map(
        ([name, e]) => [e, `${area}_${name}`] as const,
      ),
    ),
  );
  return operationIds.get(endpoint);
}
