import type { Localized } from '../i18n/language.ts';

/**
 * The words for the codes of what members take part in beyond shopping (the referral programme,
 * their e-cards) and of the shop's webhooks, in both languages; part of `ERROR_MESSAGES`.
 */
export const MEMBER_ERROR_MESSAGES = {
  REFERRAL_CAMPAIGN_INACTIVE: {
    vi: 'Chương trình giới thiệu hiện không hoạt động.',
    en: 'The referral programme is not running at the moment.',
  },
  REFERRAL_NOT_JOINED: {
    vi: 'Bạn chưa tham gia chương trình giới thiệu.',
    en: 'You have not joined the referral programme.',
  },
  REFERRAL_CODE_NOT_FOUND: {
    vi: 'Mã giới thiệu không tồn tại.',
    en: 'This referral code does not exist.',
  },
  REFERRAL_SELF: {
    vi: 'Bạn không thể tự giới thiệu chính mình.',
    en: 'You cannot refer yourself.',
  },
  REFERRAL_SELF_EMAIL: {
    vi: 'Email này thuộc về chính người giới thiệu.',
    en: 'This email belongs to the person who referred you.',
  },
  REFERRAL_SELF_PHONE: {
    vi: 'Số điện thoại này thuộc về chính người giới thiệu.',
    en: 'This phone number belongs to the person who referred you.',
  },
  REFERRAL_SELF_DEVICE: {
    vi: 'Không thể nhận lời giới thiệu trên cùng thiết bị của người giới thiệu.',
    en: "A referral can't be taken on the referrer's own device.",
  },
  REFERRAL_CIRCULAR: {
    vi: 'Không thể giới thiệu người đã giới thiệu bạn.',
    en: 'You cannot refer the person who referred you.',
  },
  REFERRAL_ALREADY_INVITED: {
    vi: 'Tài khoản này đã có người giới thiệu.',
    en: 'This account already has a referrer.',
  },
  REFERRAL_AFTER_FIRST_ORDER: {
    vi: 'Không thể thêm mã giới thiệu sau đơn hàng đầu tiên.',
    en: 'A referral code cannot be added after your first order.',
  },
  REFERRAL_EXISTING_CUSTOMER: {
    vi: 'Mã giới thiệu chỉ dành cho khách hàng mới.',
    en: 'Referral codes are for new customers only.',
  },
  INVITATION_EXISTING_ACCOUNT: {
    vi: 'Địa chỉ email này đã có tài khoản.',
    en: 'This email address already has an account.',
  },
  INVITATION_ALREADY_SENT: {
    vi: 'Bạn đã mời địa chỉ này hôm nay.',
    en: 'You have already invited this address today.',
  },
  REWARD_NOT_FOUND: { vi: 'Không tìm thấy phần thưởng.', en: 'Reward not found.' },
  REWARD_STATUS_NOT_ALLOWED: {
    vi: 'Phần thưởng không thể chuyển sang trạng thái này.',
    en: 'The reward cannot move to this status.',
  },
  REWARD_BALANCE_TOO_LOW: {
    vi: 'Số dư thưởng không đủ.',
    en: 'The reward balance is not enough.',
  },
  CAMPAIGN_NOT_FOUND: { vi: 'Không tìm thấy chiến dịch.', en: 'Campaign not found.' },
  REFERRAL_AUTH_MISSING: {
    vi: 'Không có thông tin kết nối giới thiệu. Vui lòng đăng nhập lại!',
    en: "Don't have info connect to referral. Please relogin!",
  },
  REFERRAL_COMPANY_MISMATCH: {
    vi: 'Tên công ty không khớp với phiên đăng nhập.',
    en: 'The company name does not match the session.',
  },
  REFERRAL_COMPANY_HEADER_INVALID: {
    vi: 'Tên công ty trong yêu cầu không hợp lệ.',
    en: 'The company name in the request is not valid.',
  },
  REFERRAL_COMPANY_NOT_MEMBER: {
    vi: 'Tài khoản này không thuộc công ty giới thiệu nào.',
    en: 'This account does not belong to a referral company.',
  },
  REFERRAL_COMPANY_NOT_FOUND: {
    vi: 'Không tìm thấy công ty giới thiệu.',
    en: 'Referral company not found.',
  },
  REFERRAL_COMPANY_NAME_TAKEN: {
    vi: 'Đã có công ty mang tên này.',
    en: 'A company with this name already exists.',
  },
  REFERRAL_COMPANY_USER_TAKEN: {
    vi: 'Tài khoản này đã thuộc một công ty giới thiệu khác.',
    en: 'This account already belongs to another referral company.',
  },
  REFERRAL_COMPANY_ACCOUNT_NOT_FOUND: {
    vi: 'Không có tài khoản nào dùng email này.',
    en: 'No account uses this email.',
  },
  PAYOUT_REQUEST_OPEN: {
    vi: 'Bạn đang có một yêu cầu rút tiền chờ chuyển khoản.',
    en: 'You already have a payout request waiting for its transfer.',
  },
  PAYOUT_BELOW_MINIMUM: {
    vi: 'Số tiền rút thấp hơn mức tối thiểu của chương trình.',
    en: 'The amount is below the programme’s payout minimum.',
  },
  PAYOUT_REQUEST_NOT_FOUND: {
    vi: 'Không tìm thấy yêu cầu rút tiền đang chờ.',
    en: 'No open payout request was found.',
  },
  WEBHOOK_NOT_FOUND: { vi: 'Không tìm thấy webhook.', en: 'Webhook not found.' },
  WEBHOOK_DELIVERY_NOT_FOUND: {
    vi: 'Không tìm thấy lần gửi webhook.',
    en: 'Webhook delivery not found.',
  },
  WEBHOOK_URL_NOT_ALLOWED: {
    vi: 'Địa chỉ webhook phải là HTTPS công khai, không trỏ tới mạng nội bộ.',
    en: 'A webhook address must be public HTTPS, not a private or local network address.',
  },
  ECARD_NOT_FOUND: {
    vi: 'Không tìm thấy danh thiếp này.',
    en: 'This card was not found.',
  },
  ECARD_SLUG_TAKEN: {
    vi: 'Đường dẫn này đã có người dùng, vui lòng chọn đường dẫn khác.',
    en: 'This address is taken; please choose another one.',
  },
  ECARD_CONTACT_NOT_FOUND: {
    vi: 'Không tìm thấy liên hệ này.',
    en: 'This contact was not found.',
  },
  ECARD_CONTACT_OWN: {
    vi: 'Bạn không thể lưu danh thiếp của chính mình.',
    en: 'You cannot save your own card.',
  },
  ECARD_NEEDED: {
    vi: 'Hãy bật danh thiếp của bạn trước khi gửi lại.',
    en: 'Turn your own card on before leaving it.',
  },
  CHAT_FAILED: {
    vi: 'Hệ thống đã xảy ra lỗi, vui lòng gửi lại tin nhắn của bạn',
    en: 'System error has occurred, please resend your message',
  },
  ASSISTANT_CONVERSATION_NOT_FOUND: {
    vi: 'Không tìm thấy cuộc trò chuyện.',
    en: 'The conversation was not found.',
  },
  STAFF_NOT_FOUND: {
    vi: 'Không tìm thấy nhân viên này.',
    en: 'This staff member was not found.',
  },
  STAFF_SELF_CHANGE: {
    vi: 'Bạn không thể đổi vai trò hoặc ngừng tài khoản của chính mình.',
    en: 'You cannot change your own role or deactivate your own account.',
  },
} as const satisfies Record<string, Localized>;
