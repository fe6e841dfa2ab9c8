import {
  type CheckoutSetting,
  DEFAULT_ADDRESS_SET,
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_MAX_UNPAID_ORDERS,
  DEFAULT_MAX_UNPAID_UNITS,
  DEFAULT_PRICE_ROUNDING_UNIT,
  DEFAULT_INSTALLMENT_MINIMUM,
  type Language,
  type Localized,
  type Role,
  type ShopSetting,
  type SocialNetwork,
  DEFAULT_DELIVERY_TIMES,
  DEFAULT_WARRANTY_MONTHS,
} from '@lotus/core';

/** What each role may do, as the back office describes it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  ADMIN: 'Administrator: full access to the back office, settings and accounts',
  OPERATOR: 'Operator: manages products, orders, promotions and customer support',
  CUSTOMER: 'Customer: shops, orders, reviews and earns referral rewards',
  PROVIDER: 'Provider: publishes and maintains solutions offered through the shop',
};

/**
 * The `client` setting as stored: address and working hours are kept in both languages and the
 * API picks one per request (core's `ClientSetting` is the localised shape it returns).
 */
export interface StoredClientSetting {
  siteName: string;
  defaultLanguage: Language;
  languages: Language[];
  contact: {
    companyName: Localized;
    address: Localized;
    phone: string;
    hotline: string;
    email: string;
    workingHours: Localized;
  };
  socialLinks: Record<SocialNetwork, string | null>;
}

export const CLIENT_SETTING: StoredClientSetting = {
  siteName: 'Lotus',
  defaultLanguage: 'vi',
  languages: ['vi', 'en'],
  contact: {
    companyName: {
      vi: 'Công ty TNHH Thương mại Lotus Việt Nam',
      en: 'Lotus Vietnam Trading Co., Ltd.',
    },
    address: {
      vi: '123 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
      en: '123 Nguyen Hue Street, Sai Gon Ward, Ho Chi Minh City, Vietnam',
    },
    phone: '028 3822 6688',
    hotline: '1900 6868',
    email: 'hello@lotus.vn',
    workingHours: {
      vi: 'Thứ Hai – Chủ Nhật, 8:00 – 21:00',
      en: 'Monday to Sunday, 8:00 am – 9:00 pm',
    },
  },
  socialLinks: {
    facebook: 'https://facebook.com/lotus.shop.vn',
    github: null,
    instagram: 'https://instagram.com/lotus.shop.vn',
    linkedin: 'https://www.linkedin.com/company/lotus-shop-vn',
    skype: null,
    telegram: 'https://t.me/lotusshopvn',
    twitter: 'https://x.com/lotusshopvn',
    whatsapp: null,
    website: 'https://lotus.vn',
    zalo: 'https://zalo.me/19006868',
    momo: 'https://me.momo.vn/lotusshop',
    paypal: null,
    zalopay: null,
  },
};

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The staff's work phones (the back office's staff list shows them). */
  phone?: string;
}

/**
 * Accounts for trying the shop out, seeded only outside production. The passwords are public on
 * purpose: anyone running a development copy signs in with them.
 */
/**
 * The `checkout` setting: shipping is free from 500.000 ₫ of merchandise, addresses use the
 * two-level administrative units in force since 1 July 2025 (`2025-03` brings back districts),
 * a shopper may hold 3 unpaid online orders with at most 5 units of a variant in them, and a
 * price rule's percentage price is rounded down to whole thousands of đồng; orders from
 * 3.000.000 ₫ may be paid in installments.
 */
export const CHECKOUT_SETTING: CheckoutSetting = {
  freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
  addressSet: DEFAULT_ADDRESS_SET,
  maxUnpaidOrders: DEFAULT_MAX_UNPAID_ORDERS,
  maxUnpaidUnitsPerVariant: DEFAULT_MAX_UNPAID_UNITS,
  priceRoundingUnit: DEFAULT_PRICE_ROUNDING_UNIT,
  installmentMinimum: DEFAULT_INSTALLMENT_MINIMUM,
};

/**
 * The `shop` setting: the demo company's registration and the record of its notification to the
 * Ministry of Industry and Trade (made-up figures in the shape of real ones: a demo shop is not
 * registered anywhere), the shop's delivery times and its warranty, which the FAQ, the policy
 * pages and the checkout quote.
 */
export const SHOP_SETTING: ShopSetting = {
  business: {
    number: '0318765432',
    issuedBy: {
      vi: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
      en: 'Department of Planning and Investment of Ho Chi Minh City',
    },
    issuedOn: '2019-03-15',
    moitUrl: 'http://online.gov.vn/Home/WebDetails/112233',
  },
  deliveryTimes: DEFAULT_DELIVERY_TIMES,
  warrantyMonths: DEFAULT_WARRANTY_MONTHS,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'ADMIN',
    email: 'admin@lotus.vn',
    password: 'Admin@2026',
    firstName: 'Minh Anh',
    lastName: 'Nguyễn',
    phone: '0388000101',
  },
  {
    role: 'OPERATOR',
    email: 'operator@lotus.vn',
    password: 'Operator@2026',
    firstName: 'Thu Hà',
    lastName: 'Trần',
    phone: '0388000102',
  },
  {
    role: 'CUSTOMER',
    email: 'customer@lotus.vn',
    password: 'Customer@2026',
    firstName: 'Quốc Bảo',
    lastName: 'Lê',
  },
  {
    role: 'PROVIDER',
    email: 'provider@lotus.vn',
    password: 'Provider@2026',
    firstName: 'Văn Hùng',
    lastName: 'Phạm',
  },
  // The demo referral company's own login (its manager): `/referral-company`.
  {
    role: 'CUSTOMER',
    email: 'partner@lotus.vn',
    password: 'Partner@2026',
    firstName: 'Hoàng Long',
    lastName: 'Phạm',
  },
];
