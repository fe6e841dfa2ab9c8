import type { Localized } from '../i18n/language.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * The words for every catalogued code, in both languages. The API puts the request's language in
 * the envelope's `message`; the web app loads the same table as its `errors` dictionary.
 */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: { vi: 'Dữ liệu gửi lên không hợp lệ.', en: 'Some of the data sent is not valid.' },
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
  CONFLICT: { vi: 'Dữ liệu đã bị thay đổi, vui lòng thử lại.', en: 'The data changed; please try again.' },
  RATE_LIMITED: {
    vi: 'Bạn thao tác quá nhanh, vui lòng thử lại sau {{retryAfter}} giây.',
    en: 'Too many attempts; please try again in {{retryAfter}} seconds.',
  },
  INTERNAL_ERROR: {
    vi: 'Hệ thống đang gặp sự cố, vui lòng thử lại sau.',
    en: 'Something went wrong on our side; please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    vi: 'Dịch vụ tạm thời không khả dụng.',
    en: 'The service is temporarily unavailable.',
  },
  PRODUCT_NOT_FOUND: { vi: 'Không tìm thấy sản phẩm.', en: 'Product not found.' },
  CATEGORY_NOT_FOUND: { vi: 'Không tìm thấy danh mục.', en: 'Category not found.' },
  USER_NOT_ACTIVE: {
    vi: 'Tài khoản chưa được kích hoạt. Vui lòng xác nhận email.',
    en: 'Your account is not active yet. Please confirm your email.',
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
