import { PAYMENT_METHODS, WEBHOOK_EVENTS, gatewayOf } from '@lotus/core';
import type { DatabaseHandle } from '@lotus/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { type EventBus, createEventBus } from './events/events.ts';
import type { AccessTokens } from './lib/access-tokens.ts';
import type { ReferralTokens } from './lib/referral-tokens.ts';
import type { CacheVersions } from './lib/cache-versions.ts';
import type { Clock } from './lib/clock.ts';
import { createAddressService } from './modules/addresses/address.service.ts';
import { createUnitIndex } from './modules/addresses/address.units.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import type { SessionRevocations } from './modules/auth/session-revocations.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createProductAdminService } from './modules/catalogue-admin/product-admin.service.ts';
import { createCatalogueBulkService } from './modules/catalogue-admin/catalogue-bulk.service.ts';
import { createProductImageService } from './modules/catalogue-admin/product-image.service.ts';
import { createProductImageStore } from './modules/catalogue-admin/product-image.store.ts';
import type { Metrics } from './plugins/metrics.ts';
import { createCategoryService } from './modules/categories/category.service.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createUnsubscribeLinks } from './modules/contact/newsletter-links.ts';
import { createNewsletterService } from './modules/contact/newsletter.service.ts';
import { createContentPageService } from './modules/content/content-page.service.ts';
import { createFaqService } from './modules/content/faq.service.ts';
import { createNewsService } from './modules/content/news.service.ts';
import { createShowroomService } from './modules/content/showroom.service.ts';
import { createIntroService } from './modules/intros/intro.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createNotificationService } from './modules/notifications/notification.service.ts';
import { createInstallmentService } from './modules/payments/installment.service.ts';
import { createCheckoutService } from './modules/orders/checkout.service.ts';
import { createOfferAdminService } from './modules/offers/offer-admin.service.ts';
import { createOfferService } from './modules/offers/offer.service.ts';
import { createOrderPaymentService } from './modules/orders/order-payment.service.ts';
import { createOrderListeners } from './modules/orders/order.listeners.ts';
import { createOrderService } from './modules/orders/order.service.ts';
import type { Gateways } from './modules/payments/gateways/gateway.ts';
import { createPaymentService } from './modules/payments/payment.service.ts';
import { createProductService } from './modules/products/product.service.ts';
import { createReferralCampaignService } from './modules/referrals/referral-campaign.service.ts';
import { createReferralCompanyService } from './modules/referrals/referral-company.service.ts';
import { createReferralPayoutService } from './modules/referrals/referral-payout.service.ts';
import { createReferralRewardService } from './modules/referrals/referral-rewards.service.ts';
import { createReferralService } from './modules/referrals/referral.service.ts';
import { createMembershipCheckout } from './modules/providers/membership-checkout.service.ts';
import { createProviderService } from './modules/providers/provider.service.ts';
import { createSolutionFavourites } from './modules/providers/solution-favourite.service.ts';
import { createSolutionService } from './modules/providers/solution.service.ts';
import { createPhotoStore } from './modules/reviews/review-photos.ts';
import { createReviewService } from './modules/reviews/review.service.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createTrackingService } from './modules/tracking/tracking.service.ts';
import { createUserService } from './modules/users/user.service.ts';
import { createWebhookService } from './modules/webhooks/webhook.service.ts';
import { createAssistantService } from './modules/assistant/assistant.service.ts';
import { createLlmEngine } from './modules/assistant/llm-engine.ts';
import { audit } from './modules/back-office/audit.ts';
import { dashboardService } from './modules/back-office/dashboard.service.ts';
import { createStaffService } from './modules/users/staff.service.ts';
import { createCardService } from './modules/cards/card.service.ts';
import { createWishlistService } from './modules/wishlists/wishlist.service.ts';

/** What the services are built from (DESIGN.md, Services). */
export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  tokens: AccessTokens;
  /** The referral companies' own token pairs (decision 041). */
  referralTokens: ReferralTokens;
  /** Ended sessions, shared with the auth plugin. */
  revocations: SessionRevocations;
  /** The operators' counters (mail, login failures). */
  metrics: Metrics;
  log: FastifyBaseLogger;
  /** What this copy has heard of changes to cached content (pages, list totals). */
  cacheVersions: CacheVersions;
  /** The payment gateways (real, or the built-in sandbox). */
  gateways: Gateways;
  /** The server's signing secret: keys for signed links (the newsletter's unsubscribe) derive from it. */
  serverSecret: string;
  /** The event bus (default: a new one); `buildApp` registers its jobs with the queue. */
  events?: EventBus;
}

/**
 * Every service of the API, each built once from its dependencies. A service that needs another
 * module receives that module's service here, never its repository.
 */
export function createServices(deps: ServiceDeps) {
  const { config } = deps;
  const events = deps.events ?? createEventBus();
  const system = createSystemService({
    database: deps.database,
    publicUrl: config.publicUrl,
    cacheVersions: deps.cacheVersions,
  });
  const mail = createMailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    log: deps.log,
    counted: deps.metrics.mail,
    businessLines: (ctx, lang) => system.businessLines(ctx, lang),
  });
  const referrals = createReferralService({
    mail,
    publicUrl: config.publicUrl,
    // The users service is made below; the member's code reaches the profile through it.
    profiles: { setReferralCode: (ctx, id, code) => users.setReferralCode(ctx, id, code) },
  });
  const orderPayments = createOrderPaymentService({ events });
  const referralRewards = createReferralRewardService({ orders: orderPayments });
  const auth = createAuthService({
    mail,
    tokens: deps.tokens,
    revocations: deps.revocations,
    loginFailed: deps.metrics.loginFailed,
    publicUrl: config.publicUrl,
    signUpChecks: (tx, account) => referrals.atSignUp(tx, account),
  });
  const cards = createCardService({ publicUrl: config.publicUrl });
  const users = createUserService({ auth, qrCodeOf: (ctx, id) => cards.qrCodeOf(ctx, id) });
  const notifications = createNotificationService();
  const addresses = createAddressService({ units: createUnitIndex(), system });
  const categories = createCategoryService({
    cacheVersions: deps.cacheVersions,
    database: deps.database.db,
  });
  const offers = createOfferService({ categories, system });
  const products = createProductService({
    clock: deps.clock,
    cacheVersions: deps.cacheVersions,
    offers,
  });
  const cart = createCartService({ system, offers, referrals });
  const { payments: gatewaySettings } = config;
  const providers = createProviderService({ auth, mail, publicUrl: config.publicUrl });
  const membershipCheckout = createMembershipCheckout({
    gateways: deps.gateways,
    providers,
    publicUrl: config.publicUrl,
    online: gatewaySettings.vnpay !== null || gatewaySettings.sandbox,
  });
  const payments = createPaymentService({
    gateways: deps.gateways,
    offered: PAYMENT_METHODS.filter((method) => {
      if (method === 'COD') return true;
      const real = method === 'ONLINE' ? gatewaySettings.vnpay : gatewaySettings.alepay;
      return real !== null || gatewaySettings.sandbox;
    }),
    orders: orderPayments,
    users,
    mail,
    notifications,
    publicUrl: config.publicUrl,
    // A provider's membership is paid through the same gateways (issue 36).
    otherPurchases: {
      settle: async (ctx, gateway, message) =>
        gateway === 'VNPAY' ? membershipCheckout.settle(ctx, message) : 'NOT_FOUND',
    },
  });
  const installments = createInstallmentService({
    gateway: deps.gateways.ALEPAY,
    system,
    offered: payments.methods(),
  });
  const orders = createOrderService({ payments, events });
  const services = {
    mail,
    auth,
    users,
    staff: createStaffService({ auth }),
    audit,
    dashboard: dashboardService,
    products,
    productAdmin: createProductAdminService({
      everOrdered: (ctx, productId) => orders.productEverOrdered(ctx, productId),
    }),
    catalogueBulk: createCatalogueBulkService(),
    productImages: createProductImageService({
      store: createProductImageStore(config.uploadsDir),
    }),
    addresses,
    cart,
    checkout: createCheckoutService({
      cart,
      addresses,
      products,
      offers,
      payments,
      installments,
      orderPayments,
      system,
      events,
    }),
    orders,
    payments,
    installments,
    offers,
    notifications,
    tracking: createTrackingService({ publicUrl: config.publicUrl }),
    offerAdmin: createOfferAdminService({ offers, cart, users, products }),
    wishlists: createWishlistService({ products }),
    contact: createContactService({ mail, system }),
    newsletter: createNewsletterService({
      mail,
      links: createUnsubscribeLinks(deps.serverSecret),
      publicUrl: config.publicUrl,
    }),
    categories,
    intros: createIntroService(),
    contentPages: createContentPageService({ facts: (ctx) => system.shopFacts(ctx) }),
    faqs: createFaqService({ facts: (ctx) => system.shopFacts(ctx) }),
    news: createNewsService(),
    showrooms: createShowroomService(),
    seo: createSeoService({ publicUrl: config.publicUrl }),
    cards,
    system,
    referrals,
    referralRewards,
    referralCampaigns: createReferralCampaignService(),
    providers,
    membershipCheckout,
    solutionFavourites: createSolutionFavourites(),
    solutions: createSolutionService({
      screenshots: createPhotoStore(config.uploadsDir, 'solutions'),
    }),
    referralCompanies: createReferralCompanyService({
      auth,
      referrals,
      referralTokens: deps.referralTokens,
      revocations: deps.revocations,
    }),
    referralPayouts: createReferralPayoutService(),
    webhooks: createWebhookService({
      mail,
      retries: config.webhookRetries,
      timeout: config.webhookTimeout,
      production: config.isProduction,
      publicUrl: config.publicUrl,
    }),
  };
  subscribe(events, {
    products,
    offers,
    payments,
    referralRewards,
    orders: createOrderListeners({ mail, notifications, publicUrl: config.publicUrl }),
    webhooks: services.webhooks,
  });
  return {
    events,
    ...services,
    assistant: createAssistantService({
      products,
      orders: services.orders,
      contentPages: services.contentPages,
      faqs: services.faqs,
      offers,
      referrals,
      llm: config.llm ? createLlmEngine(config.llm) : null,
    }),
    reviews: createReviewService({
      events,
      orders: services.orders,
      products,
      notifications,
      photos: createPhotoStore(config.uploadsDir),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Who listens to what (house rule 17): what must be atomic with an order's change runs in its
 * transaction; everything else is a job after the commit, retried until it succeeds.
 */
function subscribe(
  events: EventBus,
  on: {
    products: ReturnType<typeof createProductService>;
    offers: ReturnType<typeof createOfferService>;
    payments: ReturnType<typeof createPaymentService>;
    orders: ReturnType<typeof createOrderListeners>;
    referralRewards: ReturnType<typeof createReferralRewardService>;
    webhooks: ReturnType<typeof createWebhookService>;
  },
): void {
  events.within('order.cancelled', 'stock', (tx, e) => on.products.restock(tx, e.lines, e.orderId));
  events.within('order.cancelled', 'offers', (tx, e) => on.offers.giveBack(tx, e.orderId));
  events.within('order.cancelled', 'refund', async (tx, e) => {
    if (e.refundDue) await on.payments.refundOrder(tx, e.orderId);
  });
  events.after('order.placed', 'mail', on.orders.confirmationMail);
  events.after('order.placed', 'notice', on.orders.placedNotice);
  events.after('order.placed', 'payment-window', on.orders.paymentWindow, {
    when: (e) => gatewayOf(e.paymentMethod) !== null,
  });
  // Housekeeping, not a shopper's: every hundredth order forgets the keys past their time.
  events.after('order.placed', 'forget-old-keys', on.orders.forgetOldKeys, {
    when: (e) => e.number.endsWith('00'),
  });
  events.after('order.status-changed', 'mail', on.orders.statusMail);
  events.after('order.status-changed', 'notice', on.orders.statusNotice);
  // The referral programme (issue 33): store credit back atomically with the cancel; rewards
  // written, held, cancelled and reversed after the commit, each exactly once (the ledger's keys).
  events.within('order.placed', 'store-credit', (tx, e) =>
    on.referralRewards.orderPlacedWithin(tx, e),
  );
  events.within('order.cancelled', 'store-credit', (tx, e) =>
    on.referralRewards.giveBack(tx, e.orderId),
  );
  events.after('order.placed', 'referral-reward', (ctx, e) =>
    on.referralRewards.orderPlaced(ctx, e.payload),
  );
  events.after(
    'order.status-changed',
    'referral-reward',
    (ctx, e) => on.referralRewards.orderSettled(ctx, e.payload.orderId),
    { when: (e) => e.to === 'done' && e.paymentStatus === 'paid' },
  );
  events.after('order.paid', 'referral-reward', (ctx, e) =>
    on.referralRewards.orderSettled(ctx, e.payload.orderId),
  );
  events.after('order.cancelled', 'referral-reward', (ctx, e) =>
    on.referralRewards.orderCancelled(ctx, e.payload.orderId, e.payload.status),
  );
  events.after('order.refunded', 'referral-reward', (ctx, e) =>
    on.referralRewards.orderRefunded(ctx, e.payload.orderId),
  );
  // Integrators hear every order event their webhooks ask for (none registered: nothing sent).
  for (const name of WEBHOOK_EVENTS) {
    events.after(name, 'webhooks', (ctx, event) => on.webhooks.fanOut(ctx, event));
  }
}
