import type { Localized } from '../i18n/language.ts';

/**
 * The words for the codes of the back office's catalogue beyond products and stock (a product's
 * images), in both languages; part of `ERROR_MESSAGES`.
 */
export const CATALOGUE_ERROR_MESSAGES = {
  PRODUCT_IMAGE_NOT_FOUND: {
    vi: 'Không tìm thấy ảnh này của sản phẩm.',
    en: 'This image of the product was not found.',
  },
  PRODUCT_IMAGES_TOO_MANY: {
    vi: 'Mỗi sản phẩm có tối đa {{max}} ảnh.',
    en: 'A product may have at most {{max}} images.',
  },
  PRODUCT_IMAGES_CHANGED: {
    vi: 'Ảnh của sản phẩm vừa được người khác thay đổi. Vui lòng tải lại trang.',
    en: "The product's images were changed meanwhile. Please reload the page.",
  },
  PRODUCT_IMAGE_MISSING: {
    vi: 'Vui lòng chọn ít nhất một ảnh để tải lên.',
    en: 'Please choose at least one image to upload.',
  },
} as const satisfies Record<string, Localized>;
