/**
 * The sandbox gateway's own words, in Vietnamese and English. They belong to the gateway's pages
 * (as VNPay's and Alepay's own pages carry theirs), not to the shop's dictionaries.
 */
export type PageLang = 'vi' | 'en';

/** What each VNPay result code means (VNPay's table, as the pay page's buttons name them). */
export const VNPAY_OUTCOME_WORDS: Record<string, Record<PageLang, string>> = {
  '00': { vi: 'Giao dịch thành công', en: 'Successful payment' },
  '07': {
    vi: 'Trừ tiền thành công, giao dịch bị nghi ngờ gian lận',
    en: 'Charged, but suspected of fraud',
  },
  '09': {
    vi: 'Thẻ/Tài khoản chưa đăng ký dịch vụ InternetBanking',
    en: 'Card or account not registered for internet banking',
  },
  '10': {
    vi: 'Xác thực thông tin thẻ/tài khoản không đúng quá 3 lần',
    en: 'Wrong card or account authentication more than 3 times',
  },
  '11': { vi: 'Đã hết hạn chờ thanh toán', en: 'Payment wait expired' },
  '12': { vi: 'Thẻ/Tài khoản bị khóa', en: 'Card or account locked' },
  '13': { vi: 'Nhập sai mật khẩu xác thực giao dịch (OTP)', en: 'Wrong OTP' },
  '24': { vi: 'Khách hàng hủy giao dịch', en: 'Customer cancelled' },
  '51': { vi: 'Tài khoản không đủ số dư', en: 'Insufficient balance' },
  '65': { vi: 'Vượt quá hạn mức giao dịch trong ngày', en: 'Daily limit exceeded' },
  '75': { vi: 'Ngân hàng thanh toán đang bảo trì', en: 'Bank under maintenance' },
  '79': {
    vi: 'Nhập sai mật khẩu thanh toán quá số lần quy định',
    en: 'Wrong payment password too many times',
  },
  '99': { vi: 'Lỗi khác', en: 'Other error' },
};

/** The codes the VNPay pay page offers, success first. */
export const VNPAY_OUTCOMES = [
  '00',
  '24',
  '51',
  '13',
  '11',
  '07',
  '09',
  '10',
  '12',
  '65',
  '75',
  '79',
  '99',
] as const;

/** VNPay's pay-page refusals (its error page shows the code and the words). */
export const VNPAY_ERROR_WORDS: Record<string, Record<PageLang, string>> = {
  '01': { vi: 'Giao dịch đã tồn tại', en: 'Transaction already exists' },
  '02': { vi: 'Merchant không hợp lệ', en: 'Invalid merchant' },
  '03': { vi: 'Dữ liệu gửi sang không đúng định dạng', en: 'Invalid data format' },
  '91': { vi: 'Không tìm thấy giao dịch', en: 'Transaction not found' },
  '97': { vi: 'Sai chữ ký', en: 'Invalid signature' },
};

/** What each Alepay code the sandbox gives means. */
export const ALEPAY_OUTCOME_WORDS: Record<string, Record<PageLang, string>> = {
  '000': { vi: 'Thành công', en: 'Success' },
  '134': { vi: 'Vượt hạn mức thẻ', en: 'Over the card limit' },
  '135': { vi: 'Ngân hàng phát hành từ chối', en: 'Declined by the issuing bank' },
  '170': { vi: 'Nhập sai OTP quá số lần cho phép', en: 'Wrong OTP too many times' },
  '177': { vi: 'Khách hàng hủy giao dịch', en: 'Customer cancelled' },
  '229': { vi: 'Thẻ đã hết hạn', en: 'Card expired' },
};

/** The outcomes the Alepay payment page offers besides paying. */
export const ALEPAY_OTHER_OUTCOMES = ['135', '229', '134', '177'] as const;

const words = {
  banner: {
    vi: 'SANDBOX: cổng thanh toán thử nghiệm, không dùng tiền thật',
    en: 'SANDBOX: a test payment gateway, no real money',
  },
  vnpayTitle: { vi: 'Thanh toán qua VNPAY', en: 'Pay with VNPAY' },
  alepayTitle: { vi: 'Thanh toán bằng thẻ đã liên kết', en: 'Pay with your linked card' },
  merchant: { vi: 'Đơn vị chấp nhận thanh toán', en: 'Merchant' },
  order: { vi: 'Thông tin đơn hàng', en: 'Order information' },
  amount: { vi: 'Số tiền', en: 'Amount' },
  reference: { vi: 'Mã giao dịch', en: 'Transaction reference' },
  timeLeft: {
    vi: (minutes: number, time: string) =>
      `Còn ${minutes} phút để thanh toán (hết hạn lúc ${time})`,
    en: (minutes: number, time: string) => `${minutes} min left to pay (expires at ${time})`,
  },
  chooseOutcome: { vi: 'Chọn kết quả thanh toán', en: 'Choose the payment outcome' },
  otherOutcomes: { vi: 'Các kết quả khác', en: 'Other outcomes' },
  notice: { vi: 'Thông báo', en: 'Notice' },
  errorCode: { vi: 'Mã lỗi', en: 'Error code' },
  resultCode: { vi: 'Mã kết quả', en: 'Result code' },
  backToShop: { vi: 'Quay lại Lotus', en: 'Back to Lotus' },
  decided: { vi: 'Giao dịch đã có kết quả', en: 'This transaction is already decided' },
  expired: {
    vi: 'Giao dịch đã quá thời gian chờ thanh toán',
    en: 'The time to pay this transaction has run out',
  },
  linkCard: { vi: 'Liên kết thẻ', en: 'Link a card' },
  cardNumber: { vi: 'Số thẻ', en: 'Card number' },
  cardName: { vi: 'Tên chủ thẻ (không dấu)', en: 'Name on card' },
  cardExpiry: { vi: 'Ngày hết hạn (MM/YY)', en: 'Expiry date (MM/YY)' },
  cardCvv: { vi: 'Mã bảo mật (CVV/CVC)', en: 'Security code (CVV/CVC)' },
  testCardsTitle: { vi: 'Thẻ thử nghiệm', en: 'Test cards' },
  testCards: {
    vi: 'Thẻ thử: mọi số thẻ hợp lệ theo Luhn (16–19 số), CVV 3 số bất kỳ, hạn trong tương lai',
    en: 'Test cards: any Luhn-valid number (16–19 digits), any 3-digit CVV, a future expiry',
  },
  continue: { vi: 'Tiếp tục', en: 'Continue' },
  cancel: { vi: 'Hủy', en: 'Cancel' },
  otp: { vi: 'Mã OTP', en: 'OTP code' },
  otpHint: {
    vi: 'Ngân hàng thử nghiệm đã gửi mã OTP. Mã đúng: 123456',
    en: 'The test bank sent an OTP. The right code: 123456',
  },
  confirm: { vi: 'Xác nhận', en: 'Confirm' },
  card: { vi: 'Thẻ', en: 'Card' },
  pay: { vi: 'Thanh toán', en: 'Pay' },
  sessionExpired: {
    vi: 'Phiên liên kết thẻ không hợp lệ hoặc đã hết hạn',
    en: 'The card-linking session is invalid or has expired',
  },
  notFound: { vi: 'Không tìm thấy giao dịch', en: 'Transaction not found' },
  problems: {
    vi: {
      number: 'Số thẻ không hợp lệ',
      name: 'Hãy nhập tên chủ thẻ',
      expiry: 'Ngày hết hạn phải có dạng MM/YY',
      cvv: 'Mã bảo mật gồm 3 hoặc 4 chữ số',
    },
    en: {
      number: 'The card number is not valid',
      name: 'Enter the name on the card',
      expiry: 'The expiry date must read MM/YY',
      cvv: 'The security code has 3 or 4 digits',
    },
  },
  malformedOtp: {
    vi: 'Mã OTP gồm 6 chữ số: hãy nhập lại.',
    en: 'The OTP has 6 digits: please enter it again.',
  },
  wrongOtp: {
    vi: (left: number) => `Mã OTP không đúng. Còn ${left} lần thử.`,
    en: (left: number) => `Wrong OTP. ${left} attempts left.`,
  },
  invalidRequest: { vi: 'Yêu cầu không hợp lệ', en: 'Invalid request' },
} satisfies Record<string, Record<PageLang, unknown>>;

/** The sandbox's words in one language. */
export function wordsIn(lang: PageLang): SandboxWords {
  return Object.fromEntries(
    Object.entries(words).map(([key, entry]) => [key, entry[lang]]),
  ) as SandboxWords;
}

export type SandboxWords = { [K in keyof typeof words]: (typeof words)[K]['vi'] };
