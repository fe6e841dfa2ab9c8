import type { Localized, ShowroomKind } from '@lotus/core';

export interface DemoShowroom {
  kind: ShowroomKind;
  name: Localized;
  address: Localized;
  openingHours: Localized;
  phone: string;
  email: string;
  mapUrl: string;
}

/** The demo shop's two places: a store in Hà Nội and a service centre in TP. Hồ Chí Minh. */
export const DEMO_SHOWROOMS: DemoShowroom[] = [
  {
    kind: 'STORE',
    name: { vi: 'Lotus Hà Nội – Tràng Tiền', en: 'Lotus Hanoi – Trang Tien' },
    address: {
      vi: '45 Tràng Tiền, Phường Hoàn Kiếm, Hà Nội',
      en: '45 Trang Tien Street, Hoan Kiem Ward, Hanoi',
    },
    openingHours: {
      vi: 'Thứ Hai – Chủ Nhật, 9:00 – 21:30',
      en: 'Monday to Sunday, 9:00 am – 9:30 pm',
    },
    phone: '024 3936 6688',
    email: 'hanoi@lotus.vn',
    mapUrl:
      'https://maps.google.com/?q=45+Tr%C3%A0ng+Ti%E1%BB%81n%2C+Ho%C3%A0n+Ki%E1%BA%BFm%2C+H%C3%A0+N%E1%BB%99i',
  },
  {
    kind: 'SERVICE_CENTRE',
    name: {
      vi: 'Trung tâm bảo hành Lotus – Tân Bình',
      en: 'Lotus Service Centre – Tan Binh',
    },
    address: {
      vi: '210 Cộng Hòa, Phường Tân Bình, TP. Hồ Chí Minh',
      en: '210 Cong Hoa Street, Tan Binh Ward, Ho Chi Minh City',
    },
    openingHours: {
      vi: 'Thứ Hai – Thứ Bảy, 8:00 – 18:00 (Chủ Nhật nghỉ)',
      en: 'Monday to Saturday, 8:00 am – 6:00 pm (closed on Sundays)',
    },
    phone: '028 3811 6868',
    email: 'baohanh@lotus.vn',
    mapUrl:
      'https://maps.google.com/?q=210+C%E1%BB%99ng+H%C3%B2a%2C+T%C3%A2n+B%C3%ACnh%2C+TP.+H%E1%BB%93+Ch%C3%AD+Minh',
  },
];
