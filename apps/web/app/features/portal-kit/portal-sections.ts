import { can, type Action, type Principal } from '@lotus/core';

/** The back office's areas, in the order the navigation shows them. */
export type PortalArea = 'sales' | 'catalogue' | 'offers' | 'content' | 'shop';

/** One entry of the back office's navigation. */
export interface PortalSection {
  to: string;
  area: PortalArea;
  /** Its label's dictionary key (any namespace). */
  label: string;
  icon: PortalIconName;
  /** What the staff member must be allowed to do to see it. */
  action: Action;
  /** Active only on its own address (the dashboard is `/portal` itself). */
  end?: boolean;
}

export type PortalIconName =
  | 'orders'
  | 'products'
  | 'refunds'
  | 'vouchers'
  | 'flashSales'
  | 'promotions'
  | 'priceRules'
  | 'preview'
  | 'pages'
  | 'faqs'
  | 'news'
  | 'showrooms'
  | 'newsletter'
  | 'messages'
  | 'reviews'
  | 'accounts'
  | 'tracking'
  | 'settings'
  | 'referral'
  | 'webhooks'
  | 'dashboard'
  | 'staff'
  | 'audit';

/** Every screen of the back office, grouped by area. */
export const PORTAL_SECTIONS: readonly PortalSection[] = [
  {
    to: '/portal',
    area: 'sales',
    label: 'portal:nav.dashboard',
    icon: 'dashboard',
    action: 'dashboard.read',
    end: true,
  },
  {
    to: '/portal/orders',
    area: 'sales',
    label: 'portal:nav.orders',
    icon: 'orders',
    action: 'orders.list',
    end: true,
  },
  {
    to: '/portal/refunds',
    area: 'sales',
    label: 'portal:nav.refunds',
    icon: 'refunds',
    action: 'payments.refunds',
  },
  {
    to: '/portal/products',
    area: 'catalogue',
    label: 'portal:nav.products',
    icon: 'products',
    action: 'catalogue.read-unpublished',
  },
  {
    to: '/portal/vouchers',
    area: 'offers',
    label: 'portal:nav.vouchers',
    icon: 'vouchers',
    action: 'offers.manage',
  },
  {
    to: '/portal/flash-sales',
    area: 'offers',
    label: 'portal:nav.flashSales',
    icon: 'flashSales',
    action: 'offers.manage',
  },
  {
    to: '/portal/promotions',
    area: 'offers',
    label: 'portal:nav.promotions',
    icon: 'promotions',
    action: 'offers.manage',
  },
  {
    to: '/portal/price-rules',
    area: 'offers',
    label: 'portal:nav.priceRules',
    icon: 'priceRules',
    action: 'offers.manage',
  },
  {
    to: '/portal/offers/preview',
    area: 'offers',
    label: 'portal:nav.preview',
    icon: 'preview',
    action: 'offers.manage',
  },
  {
    to: '/portal/referral',
    area: 'offers',
    label: 'portal:nav.referral',
    icon: 'referral',
    action: 'referral.manage',
  },
  {
    to: '/portal/referral-ledger',
    area: 'offers',
    label: 'portal:nav.referralLedger',
    icon: 'referral',
    action: 'referral.manage',
  },
  {
    to: '/portal/referral-payouts',
    area: 'offers',
    label: 'portal:nav.referralPayouts',
    icon: 'refunds',
    action: 'referral.payout',
  },
  {
    to: '/portal/referral-companies',
    area: 'offers',
    label: 'portal:nav.referralCompanies',
    icon: 'accounts',
    action: 'referral.companies',
  },
  {
    to: '/portal/pages',
    area: 'content',
    label: 'portal:nav.pages',
    icon: 'pages',
    action: 'content.manage',
  },
  {
    to: '/portal/faqs',
    area: 'content',
    label: 'portal:nav.faqs',
    icon: 'faqs',
    action: 'content.manage',
  },
  {
    to: '/portal/news',
    area: 'content',
    label: 'portal:nav.news',
    icon: 'news',
    action: 'content.manage',
  },
  {
    to: '/portal/showrooms',
    area: 'content',
    label: 'portal:nav.showrooms',
    icon: 'showrooms',
    action: 'content.manage',
  },
  {
    to: '/portal/newsletter',
    area: 'content',
    label: 'contact:portal.navNewsletter',
    icon: 'newsletter',
    action: 'contact.manage',
  },
  {
    to: '/portal/messages',
    area: 'content',
    label: 'contact:portal.navMessages',
    icon: 'messages',
    action: 'contact.manage',
  },
  {
    to: '/portal/reviews',
    area: 'content',
    label: 'reviews:portal.nav',
    icon: 'reviews',
    action: 'reviews.moderate',
  },
  {
    to: '/portal/accounts',
    area: 'shop',
    label: 'portal:nav.accounts',
    icon: 'accounts',
    action: 'accounts.list',
  },
  {
    to: '/portal/staff',
    area: 'shop',
    label: 'portal:nav.staff',
    icon: 'staff',
    action: 'staff.manage',
  },
  {
    to: '/portal/audit',
    area: 'shop',
    label: 'portal:nav.audit',
    icon: 'audit',
    action: 'audit.read',
  },
  {
    to: '/portal/tracking',
    area: 'shop',
    label: 'portal:nav.tracking',
    icon: 'tracking',
    action: 'tracking.read',
  },
  {
    to: '/portal/shop-settings',
    area: 'shop',
    label: 'portal:nav.shopSettings',
    icon: 'settings',
    action: 'settings.edit',
  },
  {
    to: '/portal/webhooks',
    area: 'shop',
    label: 'portal:nav.webhooks',
    icon: 'webhooks',
    action: 'webhooks.manage',
  },
];

const AREAS: readonly PortalArea[] = ['sales', 'catalogue', 'offers', 'content', 'shop'];

/**
 * The navigation a staff member sees: only the screens their role may use (core's `can`; the
 * server still decides), area by area, an area with none left out.
 */
export function sectionsFor(me: Principal) {
  return AREAS.map((area) => ({
    area,
    sections: PORTAL_SECTIONS.filter((s) => s.area === area && can(me, s.action)),
  })).filter((group) => group.sections.length > 0);
}
