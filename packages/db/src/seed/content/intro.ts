import type { Localized } from '@lotus/core';

/** The home page's intro banner of the demo shop (the `intros` table, shown by the home page). */
export const DEMO_INTRO: {
  title: Localized;
  subtitle: Localized;
  cta: Localized;
  link: string;
  image: string;
} = {
  title: {
    vi: 'Công nghệ thông minh, phong cách riêng bạn',
    en: 'Smart technology, a style of your own',
  },
  subtitle: {
    vi: 'Robot, đồ công nghệ và thời trang được chọn lọc kỹ — giá minh bạch, giao nhanh, đổi trả dễ dàng.',
    en: 'Robots, gadgets and fashion, carefully chosen: clear prices, fast delivery, easy returns.',
  },
  cta: { vi: 'Mua sắm ngay', en: 'Shop now' },
  link: '/products?sort=new',
  image: '/images/categories/robot-cong-nghe.webp',
};
