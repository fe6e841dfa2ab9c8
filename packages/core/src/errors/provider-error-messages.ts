import type { Localized } from '../i18n/language.ts';

/**
 * The words for the codes of providers, their memberships and their solutions (issue 36), in
 * both languages; part of `ERROR_MESSAGES`. The first three are the spec's dictionary messages.
 */
export const PROVIDER_ERROR_MESSAGES = {
  SOLUTION_NOT_FOUND: { vi: 'Không tìm thấy giải pháp.', en: 'Solution not found.' },
  MEMBERSHIP_EXPIRED: {
    vi: 'Bạn chưa có gói thành viên hoặc gói đã hết hạn.',
    en: 'Your membership is missing or expired.',
  },
  PUBLISH_LIMIT_EXCEEDED: {
    vi: 'Bạn đã đăng đủ số giải pháp gói thành viên cho phép.',
    en: 'Publish limit exceeded: your plan allows no more published solutions.',
  },
  PROVIDER_NOT_FOUND: { vi: 'Không tìm thấy nhà cung cấp.', en: 'Provider not found.' },
  PROVIDER_NOT_APPROVED: {
    vi: 'Tài khoản nhà cung cấp của bạn chưa được duyệt.',
    en: 'Your provider account has not been approved.',
  },
  PROVIDER_STATUS_NOT_ALLOWED: {
    vi: 'Không thể chuyển nhà cung cấp sang trạng thái này.',
    en: 'The provider cannot be moved to this status.',
  },
  PLAN_NOT_FOUND: { vi: 'Không tìm thấy gói thành viên.', en: 'Membership plan not found.' },
  SOLUTION_NOT_SUBMITTED: {
    vi: 'Giải pháp này không chờ duyệt.',
    en: 'This solution is not waiting for review.',
  },
  SOLUTION_SCREENSHOTS_NEEDED: {
    vi: 'Hãy thêm ít nhất một ảnh chụp màn hình trước khi đăng.',
    en: 'Add at least one screenshot before publishing.',
  },
  SOLUTION_SCREENSHOTS_TOO_MANY: {
    vi: 'Mỗi giải pháp có tối đa {{max}} ảnh chụp màn hình.',
    en: 'A solution has at most {{max}} screenshots.',
  },
} as const satisfies Record<string, Localized>;
