import type { Localized } from '../i18n/language.ts';

/**
 * Field-level validation keys. Core's schemas use these keys as their messages, so the web form
 * and the API's `details` name the same rule; the words come from this table (or the web's
 * `validation` dictionary, which loads it).
 */
export const VALIDATION_MESSAGES = {
  FieldIsNotEmpty: { vi: 'Vui lòng nhập thông tin này.', en: 'This field is required.' },
  InvalidValue: { vi: 'Giá trị không hợp lệ.', en: 'This value is not valid.' },
  InvalidEmail: { vi: 'Email không hợp lệ.', en: 'Please enter a valid email address.' },
  InvalidPhone: {
    vi: 'Số điện thoại không hợp lệ (bắt đầu bằng 0 hoặc +84, gồm 10 chữ số).',
    en: 'Please enter a valid Vietnamese phone number (0 or +84, 10 digits).',
  },
  PasswordTooShort: {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự.',
    en: 'The password must have at least 8 characters.',
  },
  PasswordTooLong: {
    vi: 'Mật khẩu không được dài quá 128 ký tự.',
    en: 'The password must not be longer than 128 characters.',
  },
  PasswordLatinOnly: {
    vi: 'Mật khẩu chỉ gồm chữ cái latin không dấu, chữ số và ký hiệu.',
    en: 'The password may only use unaccented latin letters, digits and symbols.',
  },
  CustomerSignupFailedByPasswordNotMatch: {
    vi: 'Mật khẩu xác nhận không khớp.',
    en: 'The confirmation does not match the password.',
  },
  NameNotAllowNumber: {
    vi: 'Tên không được chứa chữ số.',
    en: 'The name must not contain digits.',
  },
  FirstNameNotAllowNumber: {
    vi: 'Tên không được chứa chữ số.',
    en: 'The first name must not contain digits.',
  },
  LastNameNotAllowNumber: {
    vi: 'Họ không được chứa chữ số.',
    en: 'The last name must not contain digits.',
  },
  NameTooLong: {
    vi: 'Tên quá dài (tối đa 50 ký tự).',
    en: 'The name is too long (50 characters at most).',
  },
  InvalidDate: { vi: 'Ngày không hợp lệ.', en: 'This date is not valid.' },
  InvalidUrl: { vi: 'Đường dẫn không hợp lệ.', en: 'This link is not valid.' },
  TextTooLong: { vi: 'Nội dung quá dài.', en: 'This text is too long.' },
  EndBeforeStart: {
    vi: 'Thời điểm kết thúc phải sau thời điểm bắt đầu.',
    en: 'The end must come after the start.',
  },
  InvalidVoucherCode: {
    vi: 'Mã giảm giá chỉ gồm chữ cái không dấu, chữ số, dấu gạch ngang và gạch dưới.',
    en: 'A voucher code has only unaccented letters, digits, hyphens and underscores.',
  },
  InvalidCharacters: {
    vi: 'Giá trị chứa ký tự không được phép.',
    en: 'This value contains a character that is not allowed.',
  },
  NumberOutOfRange: {
    vi: 'Số nằm ngoài khoảng cho phép.',
    en: 'This number is outside the allowed range.',
  },
  NotAllowQuantityZero: {
    vi: 'Số lượng phải là số nguyên lớn hơn 0.',
    en: 'The quantity must be a whole number above 0.',
  },
  NotAllowAddMoreThanStock: {
    vi: 'Bạn không thể chọn nhiều hơn số lượng sản phẩm còn trong kho. Vui lòng chọn lại!',
    en: 'You cannot select more than quantity of products in stock. Please choose it again !',
  },
  InvalidAddressUnit: {
    vi: 'Vui lòng chọn lại tỉnh/thành phố, quận/huyện và phường/xã.',
    en: 'Please choose the province, district and ward again.',
  },
  // The back office's catalogue (spec section 5)
  ProductNeedsNamePriceSku: {
    vi: 'Sản phẩm cần có tên, giá và mã SKU.',
    en: 'A product needs a name, a price and a SKU.',
  },
  StockReasonRequired: {
    vi: 'Vui lòng nhập lý do điều chỉnh tồn kho.',
    en: 'Please give the reason for the stock adjustment.',
  },
  InvalidSku: {
    vi: 'Mã SKU chỉ gồm chữ cái không dấu, chữ số, dấu gạch ngang, gạch dưới và dấu chấm.',
    en: 'A SKU has only unaccented letters, digits, hyphens, underscores and dots.',
  },
  SalePriceNotBelowPrice: {
    vi: 'Giá khuyến mãi phải thấp hơn giá bán.',
    en: 'The sale price must be below the price.',
  },
  // News and showrooms
  InvalidHandle: {
    vi: 'Tên tài khoản không hợp lệ với mạng xã hội này.',
    en: 'This is not a valid name on this network.',
  },
  InvalidBank: { vi: 'Vui lòng chọn ngân hàng.', en: 'Please choose a bank.' },
  InvalidBankAccount: {
    vi: 'Số tài khoản gồm 6 đến 19 chữ số.',
    en: 'An account number has 6 to 19 digits.',
  },
  InvalidHolderName: {
    vi: 'Tên chủ tài khoản chỉ gồm chữ cái và khoảng trắng.',
    en: "The holder's name has only letters and spaces.",
  },
  InvalidWalletAccount: {
    vi: 'Số tài khoản ví không hợp lệ (sao chép từ mục “QR nhận tiền” trong ứng dụng).',
    en: 'This wallet account is not valid (copy it from the app’s “receive money” QR screen).',
  },
  ConsentRequired: {
    vi: 'Vui lòng xác nhận bạn đồng ý.',
    en: 'Please confirm that you agree.',
  },
  InvalidSlug: {
    vi: 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang.',
    en: 'A slug has only lower-case unaccented letters, digits and hyphens.',
  },
  InvalidShopPhone: {
    vi: 'Số điện thoại không hợp lệ (bắt đầu bằng 0, +84, 1800 hoặc 1900).',
    en: 'Please enter a valid phone number (starting with 0, +84, 1800 or 1900).',
  },
  InvalidMapUrl: {
    vi: 'Liên kết bản đồ phải là địa chỉ https của Google Maps, OpenStreetMap hoặc Apple Maps.',
    en: 'The map link must be an https address on Google Maps, OpenStreetMap or Apple Maps.',
  },
  // Reviews
  RatingRequired: {
    vi: 'Vui lòng chọn số sao từ 1 đến 5.',
    en: 'Please choose a rating from 1 to 5 stars.',
  },
  ReviewTooShort: {
    vi: 'Nhận xét cần ít nhất 10 ký tự.',
    en: 'Your review needs at least 10 characters.',
  },
  ReasonRequired: {
    vi: 'Vui lòng nhập lý do từ chối.',
    en: 'Please give the reason for the rejection.',
  },
  // Providers and their solutions
  HttpsLinkOnly: {
    vi: 'Chỉ nhận đường dẫn bắt đầu bằng https://.',
    en: 'Only links starting with https:// are accepted.',
  },
  TaxCodeInvalid: {
    vi: 'Mã số thuế gồm 10 chữ số (hoặc 13, dạng 0123456789-001).',
    en: 'A tax code has 10 digits (or 13, as 0123456789-001).',
  },
  // Contact form and newsletter
  LineBreakNotAllowed: {
    vi: 'Trường này chỉ gồm một dòng, không được chứa ký tự xuống dòng hay ký tự điều khiển.',
    en: 'This field is a single line: line breaks and control characters are not allowed.',
  },
} as const satisfies Record<string, Localized>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value);
}
