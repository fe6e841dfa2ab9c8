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
  CATALOGUE_IMPORT_INVALID: {
    vi: 'Tệp có {{failed}} dòng lỗi nên chưa có thay đổi nào được ghi. Hãy sửa các dòng đó rồi nhập lại.',
    en: 'The file has {{failed}} rows in error, so nothing was written. Correct them and import again.',
  },
  CATALOGUE_IMPORT_UNREADABLE: {
    vi: 'Không đọc được tệp CSV: cần cột variant_sku và ít nhất một trong hai cột price, stock.',
    en: 'The CSV file cannot be read: it needs a variant_sku column and a price or stock column.',
  },
} as const satisfies Record<string, Localized>;
