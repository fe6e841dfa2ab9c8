import type { Localized } from '../i18n/language.ts';
import type { ErrorCode } from './error-codes.ts';
import { CATALOGUE_ERROR_MESSAGES } from './catalogue-error-messages.ts';
import { MEMBER_ERROR_MESSAGES } from './member-error-messages.ts';
import { PROVIDER_ERROR_MESSAGES } from './provider-error-messages.ts';

/**
 * The words for every catalogued code, in both languages. The API puts the request's language in
 * the envelope's `message`; the web app loads the same table as its `errors` dictionary.
 */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: {
    vi: 'Dữ liệu gửi lên không hợp lệ.',
    en: 'Some of the data sent is not valid.',
  },
  BAD_REQUEST: { vi: 'Yêu cầu không hợp lệ.', en: 'The request is not valid.' },
  PAYLOAD_TOO_LARGE: { vi: 'Dữ liệu gửi lên quá lớn.', en: 'The data sent is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    vi: 'Định dạng dữ liệu không được hỗ trợ.',
    en: 'This content type is not supported.',
  },
  UNAUTHORIZED: { vi: 'Bạn chưa đăng nhập.', en: 'You have not logged in.' },
  FORBIDDEN: {
    vi: 'Bạn không có quyền thực hiện thao tác này.',
    en: 'You are not allowed to do this.',
  },
  NOT_FOUND: { vi: 'Không tìm thấy dữ liệu.', en: 'Data not found.' },
  ROUTE_NOT_FOUND: {
    vi: 'Đường dẫn API không tồn tại.',
    en: 'This API path does not exist.',
  },
  METHOD_NOT_ALLOWED: {
    vi: 'Phương thức không được hỗ trợ.',
    en: 'This method is not allowed here.',
  },
  CONFLICT: {
    vi: 'Dữ liệu đã bị thay đổi, vui lòng thử lại.',
    en: 'The data changed; please try again.',
  },
  RATE_LIMITED: {
    vi: 'Bạn thao tác quá nhanh, vui lòng thử lại sau {{retryAfter}} giây.',
    en: 'Too many attempts; please try again in {{retryAfter}} seconds.',
  },
  INTERNAL_ERROR: {
    vi: 'Hệ thống đang gặp sự cố, vui lòng thử lại sau.',
    en: 'Something went wrong on our side; please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    vi: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau ít giây.',
    en: 'The service is briefly unavailable; please try again in a few seconds.',
  },
  PRODUCT_NOT_FOUND: { vi: 'Không tìm thấy sản phẩm.', en: 'Product not found.' },
  CATEGORY_NOT_FOUND: { vi: 'Không tìm thấy danh mục.', en: 'Category not found.' },
  PRODUCT_SKU_EXISTING: {
    vi: 'Mã SKU này đã có sản phẩm khác dùng.',
    en: 'Another product already uses this SKU.',
  },
  VARIANT_SKU_EXISTING: {
    vi: 'Mã SKU của phân loại này đã được dùng.',
    en: 'This variant SKU is already in use.',
  },
  VARIANT_OPTION_EXISTING: {
    vi: 'Sản phẩm đã có phân loại cùng màu và cỡ này.',
    en: 'The product already has a variant with this colour and size.',
  },
  VARIANT_NOT_FOUND: { vi: 'Không tìm thấy phân loại.', en: 'Variant not found.' },
  PRODUCT_ARCHIVED: {
    vi: 'Sản phẩm đã được lưu trữ (từng có đơn hàng) và không thể bán lại.',
    en: 'This product is archived (it was ordered before) and cannot be sold again.',
  },
  PRODUCT_WITHOUT_VARIANTS: {
    vi: 'Sản phẩm cần ít nhất một phân loại trước khi đăng bán.',
    en: 'The product needs at least one variant before it can be published.',
  },
  STOCK_BELOW_ZERO: {
    vi: 'Tồn kho không thể nhỏ hơn 0: hiện còn {{stock}}.',
    en: 'Stock cannot go below 0: {{stock}} left now.',
  },
  FAVOURITE_EXISTING: {
    vi: 'Sản phẩm đã có trong danh sách yêu thích.',
    en: 'This product is already in your wishlist.',
  },
  FAVOURITE_NOT_FOUND: {
    vi: 'Sản phẩm không có trong danh sách yêu thích.',
    en: 'This product is not in your wishlist.',
  },
  USER_NOT_ACTIVE: {
    vi: 'Tài khoản chưa được kích hoạt. Vui lòng xác nhận email.',
    en: 'Your account is not active yet. Please confirm your email.',
  },
  USER_IS_NOT_ACTIVE: {
    vi: 'Tài khoản đã bị khóa. Vui lòng liên hệ cửa hàng.',
    en: 'This account has been locked. Please contact the shop.',
  },
  SESSION_EXPIRED: {
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
    en: 'Your session has expired; please log in again.',
  },
  ACCESS_TOKEN_EXPIRED: {
    vi: 'Phiên truy cập đã hết hạn, cần làm mới.',
    en: 'The access token has expired and must be refreshed.',
  },
  INVALID_TOKEN: {
    vi: 'Liên kết không hợp lệ hoặc đã được sử dụng.',
    en: 'This link is not valid or has already been used.',
  },
  TOKEN_EXPIRED: {
    vi: 'Liên kết đã hết hạn, vui lòng yêu cầu liên kết mới.',
    en: 'This link has expired; please ask for a new one.',
  },
  INVALID_CURRENT_PASSWORD: {
    vi: 'Mật khẩu hiện tại không đúng.',
    en: 'The current password is not correct.',
  },
  MISSING_USER_PROFILE: {
    vi: 'Không tìm thấy thông tin tài khoản.',
    en: 'The account profile was not found.',
  },
  INVALID_CREDENTIALS: {
    vi: 'Email hoặc mật khẩu không đúng.',
    en: 'Wrong email or password.',
  },
  EMAIL_IS_EXIST: { vi: 'Email đã được sử dụng.', en: 'This email is already registered.' },
  PHONE_NUMBER_ALREADY_EXIST: {
    vi: 'Số điện thoại đã được sử dụng.',
    en: 'This phone number is already registered.',
  },
  NotAllowAddMoreThanStock: {
    vi: 'Bạn không thể chọn nhiều hơn số lượng sản phẩm còn trong kho. Vui lòng chọn lại!',
    en: 'You cannot select more than quantity of products in stock. Please choose it again !',
  },
  CART_EMPTY: { vi: 'Giỏ hàng của bạn đang trống.', en: 'Your cart is empty.' },
  CART_ITEM_UNAVAILABLE: {
    vi: 'Một sản phẩm trong giỏ hàng không còn được bán. Vui lòng kiểm tra lại giỏ hàng.',
    en: 'A product in your cart is no longer sold. Please check your cart again.',
  },
  PriceOfItemsChanged: {
    vi: 'Giá của các sản phẩm trong giỏ hàng đã thay đổi, vui lòng kiểm tra lại giỏ hàng trước khi thanh toán.',
    en: 'The prices of the items in your cart have changed; please check your cart again before checkout.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    vi: 'Thiếu khóa chống đặt trùng (Idempotency-Key).',
    en: 'The Idempotency-Key header is required.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    vi: 'Khóa chống đặt trùng này đã được dùng cho một đơn hàng khác.',
    en: 'This Idempotency-Key was already used for a different order.',
  },
  ADDRESS_NOT_FOUND: { vi: 'Không tìm thấy địa chỉ.', en: 'Address not found.' },
  ORDER_NOT_FOUND: { vi: 'Không tìm thấy đơn hàng.', en: 'Order not found.' },
  ORDER_STATUS_NOT_ALLOWED: {
    vi: 'Không thể chuyển đơn hàng sang trạng thái này.',
    en: 'The order cannot move to this status.',
  },
  PAYMENT_NOT_ALLOWED: {
    vi: 'Đơn hàng này không thể thanh toán (đã thanh toán, đã hủy hoặc trả khi nhận hàng).',
    en: 'This order cannot be paid (already paid, cancelled, or cash on delivery).',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    vi: 'Cửa hàng hiện chưa nhận phương thức thanh toán này, vui lòng chọn phương thức khác.',
    en: 'The shop does not take this payment method at the moment; please choose another.',
  },
  PAYMENT_ATTEMPT_NOT_FOUND: {
    vi: 'Không tìm thấy giao dịch thanh toán.',
    en: 'Payment transaction not found.',
  },
  CARD_NOT_FOUND: { vi: 'Không tìm thấy thẻ đã lưu.', en: 'Saved card not found.' },
  PAYMENT_INTERRUPTED: {
    vi: 'Thao tác với nhà cung cấp thanh toán bị gián đoạn, vui lòng gửi mã lỗi {{code}} cho kỹ thuật viên.',
    en: 'The payment provider operation was interrupted; please send the error code {{code}} to a technician.',
  },
  INSTALLMENT_NOT_ELIGIBLE: {
    vi: 'Đơn hàng từ {{minimum}} mới được trả góp.',
    en: 'Orders from {{minimum}} can be paid in installments.',
  },
  INSTALLMENT_PLAN_UNAVAILABLE: {
    vi: 'Gói trả góp đã chọn không còn được ngân hàng áp dụng cho đơn này, vui lòng chọn gói khác.',
    en: 'The bank no longer offers the chosen installment plan for this order; please choose another.',
  },
  PAYMENT_GATEWAY_ERROR: {
    vi: 'Hệ thống của nhà cung cấp thanh toán đang gặp sự cố, vui lòng thử lại sau.',
    en: 'The payment provider system has a problem; please try again later.',
  },
  UNPAID_ORDERS_LIMIT: {
    vi: 'Bạn đang có {{limit}} đơn thanh toán trực tuyến chưa thanh toán. Hãy thanh toán hoặc huỷ một đơn trước khi đặt đơn mới.',
    en: 'You have {{limit}} online orders waiting for payment. Pay or cancel one before placing another.',
  },
  UNPAID_UNITS_LIMIT: {
    vi: 'Bạn chỉ có thể giữ tối đa {{limit}} sản phẩm cùng loại trong các đơn chưa thanh toán. Hãy thanh toán đơn đang chờ hoặc giảm số lượng.',
    en: 'You can hold at most {{limit}} units of one item in orders waiting for payment. Pay your waiting order or lower the quantity.',
  },
  VOUCHER_NOT_FOUND: {
    vi: 'Mã giảm giá không tồn tại.',
    en: 'There is no such voucher.',
  },
  VOUCHER_NOT_STARTED: {
    vi: 'Mã giảm giá chưa đến thời gian sử dụng.',
    en: 'This voucher cannot be used yet.',
  },
  VOUCHER_EXPIRED: { vi: 'Mã giảm giá đã hết hạn.', en: 'This voucher has expired.' },
  VOUCHER_USED_UP: {
    vi: 'Mã giảm giá đã hết lượt sử dụng.',
    en: 'This voucher has been used up.',
  },
  VOUCHER_ALREADY_USED: {
    vi: 'Bạn đã dùng hết lượt của mã giảm giá này.',
    en: 'You have already used this voucher as many times as allowed.',
  },
  VOUCHER_BELOW_MINIMUM: {
    vi: 'Đơn hàng chưa đạt giá trị tối thiểu {{minSubtotal}} để dùng mã giảm giá này.',
    en: 'Your order does not reach the {{minSubtotal}} this voucher needs.',
  },
  VOUCHER_NOT_APPLICABLE: {
    vi: 'Mã giảm giá không áp dụng cho các sản phẩm trong giỏ hàng.',
    en: 'This voucher does not apply to the products in your cart.',
  },
  VOUCHER_NOT_YOURS: {
    vi: 'Mã giảm giá này không dành cho tài khoản của bạn.',
    en: 'This voucher is not available to your account.',
  },
  VOUCHER_CODE_EXISTING: {
    vi: 'Mã giảm giá này đã tồn tại.',
    en: 'A voucher with this code already exists.',
  },
  FLASH_SALE_SOLD_OUT: {
    vi: 'Sản phẩm flash sale đã bán hết suất giá sốc.',
    en: 'The flash sale price of this product is sold out.',
  },
  FLASH_SALE_LIMIT: {
    vi: 'Mỗi khách hàng chỉ được mua tối đa {{limit}} sản phẩm giá flash sale.',
    en: 'Each customer may buy at most {{limit}} at the flash sale price.',
  },
  FLASH_SALE_NOT_FOUND: {
    vi: 'Không tìm thấy chương trình flash sale.',
    en: 'Flash sale not found.',
  },
  PROMOTION_NOT_FOUND: {
    vi: 'Không tìm thấy chương trình khuyến mãi.',
    en: 'Promotion not found.',
  },
  PRICE_RULE_NOT_FOUND: { vi: 'Không tìm thấy quy tắc giá.', en: 'Price rule not found.' },
  CUSTOMER_NOT_FOUND: {
    vi: 'Không có khách hàng nào với email này.',
    en: 'There is no customer with this email.',
  },
  OFFER_ENDED: {
    vi: 'Chương trình đã kết thúc hoặc đã dừng, không thể sửa.',
    en: 'This programme has ended or was stopped and can no longer be changed.',
  },
  // Notifications and tracking
  NOTIFICATION_NOT_FOUND: { vi: 'Không tìm thấy thông báo.', en: 'Notification not found.' },
  TRACKED_URL_NOT_ALLOWED: {
    vi: 'Chỉ ghi nhận lượt xem các trang của cửa hàng.',
    en: 'Only views of the shop’s own pages are counted.',
  },
  TRACKING_RANGE_INVALID: {
    vi: 'Khoảng ngày không hợp lệ: ngày bắt đầu phải trước ngày kết thúc, tối đa {{maxDays}} ngày.',
    en: 'Invalid range: the start must come before the end, {{maxDays}} days at most.',
  },
  // Policy pages and FAQs (content)
  CONTENT_PAGE_NOT_FOUND: {
    vi: 'Không tìm thấy trang này.',
    en: 'This page does not exist.',
  },
  FAQ_NOT_FOUND: { vi: 'Không tìm thấy câu hỏi.', en: 'Question not found.' },
  FAQ_ORDER_MISMATCH: {
    vi: 'Danh sách sắp xếp phải gồm đúng tất cả các câu hỏi hiện có.',
    en: 'The new order must list every existing question exactly once.',
  },
  // News and showrooms (content)
  NEWS_NOT_FOUND: { vi: 'Không tìm thấy bài viết.', en: 'Article not found.' },
  NEWS_SLUG_EXISTING: {
    vi: 'Đường dẫn này đã được dùng cho một bài viết khác.',
    en: 'This slug is already used by another article.',
  },
  NEWS_SLUG_INVALID: {
    vi: 'Không tạo được đường dẫn từ tiêu đề: hãy nhập đường dẫn (chữ không dấu, số, dấu gạch ngang).',
    en: 'No slug can be made from the title: please enter one (unaccented letters, digits, hyphens).',
  },
  SHOWROOM_NOT_FOUND: { vi: 'Không tìm thấy cửa hàng.', en: 'Showroom not found.' },
  // Reviews
  REVIEW_NOT_ALLOWED: {
    vi: 'Bạn chỉ có thể đánh giá sản phẩm trong một đơn hàng đã hoàn thành.',
    en: 'You can only review a product from an order that has been completed.',
  },
  REVIEW_EXISTING: {
    vi: 'Bạn đã đánh giá sản phẩm này. Hãy sửa đánh giá của bạn.',
    en: 'You have already reviewed this product. Edit your review instead.',
  },
  REVIEW_NOT_FOUND: { vi: 'Không tìm thấy đánh giá.', en: 'Review not found.' },
  REVIEW_STATUS_NOT_ALLOWED: {
    vi: 'Không thể chuyển đánh giá sang trạng thái này.',
    en: 'The review cannot be moved to this status.',
  },
  PHOTO_INVALID: {
    vi: 'Ảnh không hợp lệ: chỉ nhận ảnh JPEG, PNG hoặc WebP.',
    en: 'Invalid photo: only JPEG, PNG or WebP images are accepted.',
  },
  PHOTO_TOO_LARGE: {
    vi: 'Mỗi ảnh tối đa {{maxMb}} MB.',
    en: 'Each photo may be at most {{maxMb}} MB.',
  },
  PHOTO_TOO_MANY: {
    vi: 'Tối đa {{max}} ảnh cho một đánh giá.',
    en: 'At most {{max}} photos per review.',
  },
  // Contact form and newsletter
  CONTACT_MESSAGE_NOT_FOUND: { vi: 'Không tìm thấy tin nhắn.', en: 'Message not found.' },
  NEWSLETTER_ISSUE_EXISTING: {
    vi: 'Bản tin này đã được gửi.',
    en: 'This newsletter has already been sent.',
  },
  NEWSLETTER_NO_SUBSCRIBERS: {
    vi: 'Chưa có người đăng ký nào đã xác nhận để gửi bản tin.',
    en: 'There is no confirmed subscriber to send the newsletter to.',
  },
  // The referral programme, members' e-cards and the shop's webhooks
  ...MEMBER_ERROR_MESSAGES,
  // The back office's catalogue beyond products and stock: images, bulk changes
  ...CATALOGUE_ERROR_MESSAGES,

  // Providers, their memberships and solutions
  ...PROVIDER_ERROR_MESSAGES,
} as const satisfies Record<ErrorCode, Localized>;

/** The message of `code` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  lang: 'vi' | 'en',
  params: Record<string, string | number> = {},
): string {
  return ERROR_MESSAGES[code][lang].replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
    String(params[key] ?? ''),
  );
}
