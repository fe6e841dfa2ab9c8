/**
 * The error catalogue: every refusal the API can answer with, its HTTP status, and nothing else.
 * The wire carries the code (and variables); the web app chooses the words from its dictionaries
 * under `errors.<CODE>`, so every code here has a message in Vietnamese and English.
 */
export const ERROR_STATUS = {
  // Generic request problems
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,

  // Catalogue
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  FAVOURITE_EXISTING: 409,
  FAVOURITE_NOT_FOUND: 404,
  // The back office's catalogue
  PRODUCT_SKU_EXISTING: 409,
  VARIANT_SKU_EXISTING: 409,
  VARIANT_OPTION_EXISTING: 409,
  VARIANT_NOT_FOUND: 404,
  PRODUCT_ARCHIVED: 409,
  PRODUCT_WITHOUT_VARIANTS: 409,
  STOCK_BELOW_ZERO: 409,

  // Accounts (spec section 8)
  USER_NOT_ACTIVE: 403,
  USER_IS_NOT_ACTIVE: 403,
  INVALID_CREDENTIALS: 401,
  EMAIL_IS_EXIST: 409,
  PHONE_NUMBER_ALREADY_EXIST: 409,
  SESSION_EXPIRED: 401,
  ACCESS_TOKEN_EXPIRED: 401,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
  INVALID_CURRENT_PASSWORD: 422,
  MISSING_USER_PROFILE: 404,

  // Cart and checkout (spec sections 5 and 8)
  NotAllowAddMoreThanStock: 422,
  CART_EMPTY: 422,
  CART_ITEM_UNAVAILABLE: 422,
  PriceOfItemsChanged: 409,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  ADDRESS_NOT_FOUND: 404,

  // Orders
  ORDER_NOT_FOUND: 404,
  ORDER_STATUS_NOT_ALLOWED: 409,

  // Vouchers, flash sales, promotions and price rules
  VOUCHER_NOT_FOUND: 404,
  UNPAID_ORDERS_LIMIT: 409,
  UNPAID_UNITS_LIMIT: 409,
  VOUCHER_NOT_STARTED: 422,
  VOUCHER_EXPIRED: 422,
  VOUCHER_USED_UP: 409,
  VOUCHER_ALREADY_USED: 409,
  VOUCHER_BELOW_MINIMUM: 422,
  VOUCHER_NOT_APPLICABLE: 422,
  VOUCHER_NOT_YOURS: 403,
  VOUCHER_CODE_EXISTING: 409,
  FLASH_SALE_SOLD_OUT: 409,
  FLASH_SALE_LIMIT: 422,
  FLASH_SALE_NOT_FOUND: 404,
  PROMOTION_NOT_FOUND: 404,
  PRICE_RULE_NOT_FOUND: 404,
  OFFER_ENDED: 409,
  CUSTOMER_NOT_FOUND: 404,

  // Payments (spec section 8's dictionary: the provider interrupted, the provider's system)
  PAYMENT_NOT_ALLOWED: 409,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  PAYMENT_ATTEMPT_NOT_FOUND: 404,
  CARD_NOT_FOUND: 404,
  PAYMENT_INTERRUPTED: 502,
  PAYMENT_GATEWAY_ERROR: 502,

  // Notifications and tracking
  NOTIFICATION_NOT_FOUND: 404,
  TRACKED_URL_NOT_ALLOWED: 400,
  TRACKING_RANGE_INVALID: 400,

  // Policy pages and FAQs (content)
  CONTENT_PAGE_NOT_FOUND: 404,
  FAQ_NOT_FOUND: 404,
  FAQ_ORDER_MISMATCH: 422,

  // News and showrooms (content)
  NEWS_NOT_FOUND: 404,
  NEWS_SLUG_EXISTING: 409,
  NEWS_SLUG_INVALID: 422,
  SHOWROOM_NOT_FOUND: 404,
  // Reviews
  REVIEW_NOT_ALLOWED: 403,
  REVIEW_EXISTING: 409,
  REVIEW_NOT_FOUND: 404,
  REVIEW_STATUS_NOT_ALLOWED: 409,
  PHOTO_INVALID: 422,
  PHOTO_TOO_LARGE: 413,
  PHOTO_TOO_MANY: 422,
  // Contact form and newsletter
  CONTACT_MESSAGE_NOT_FOUND: 404,
  NEWSLETTER_ISSUE_EXISTING: 409,
  NEWSLETTER_NO_SUBSCRIBERS: 422,
  // Webhooks
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_URL_NOT_ALLOWED: 422,
  // E-cards and contacts
  ECARD_NOT_FOUND: 404,
  ECARD_SLUG_TAKEN: 409,
  ECARD_CONTACT_NOT_FOUND: 404,
  ECARD_CONTACT_OWN: 422,
  ECARD_NEEDED: 422,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The HTTP status that goes with a catalogued code. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
