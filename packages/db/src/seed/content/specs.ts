import type { Localized } from '@lotus/core';
import type { SpecKey } from '../seed.types.ts';

/** The label of each specification row, in both languages. */
export const SPEC_LABELS: Record<SpecKey, Localized> = {
  material: { vi: 'Chất liệu', en: 'Material' },
  battery: { vi: 'Pin', en: 'Battery' },
  runTime: { vi: 'Thời gian hoạt động', en: 'Run time' },
  charging: { vi: 'Thời gian sạc', en: 'Charging time' },
  dimensions: { vi: 'Kích thước', en: 'Dimensions' },
  weight: { vi: 'Trọng lượng', en: 'Weight' },
  origin: { vi: 'Xuất xứ', en: 'Origin' },
  warranty: { vi: 'Bảo hành', en: 'Warranty' },
  suction: { vi: 'Lực hút', en: 'Suction power' },
  navigation: { vi: 'Điều hướng', en: 'Navigation' },
  dustbin: { vi: 'Hộp chứa bụi', en: 'Dust bin' },
  age: { vi: 'Độ tuổi phù hợp', en: 'Recommended age' },
  pieces: { vi: 'Số chi tiết', en: 'Pieces' },
  programming: { vi: 'Lập trình', en: 'Programming' },
  connectivity: { vi: 'Kết nối', en: 'Connectivity' },
  camera: { vi: 'Camera', en: 'Camera' },
  range: { vi: 'Tầm điều khiển', en: 'Control range' },
  flightTime: { vi: 'Thời gian bay', en: 'Flight time' },
  fit: { vi: 'Kiểu dáng', en: 'Fit' },
  care: { vi: 'Hướng dẫn giặt', en: 'Care' },
  sole: { vi: 'Đế giày', en: 'Sole' },
  lining: { vi: 'Lớp lót', en: 'Lining' },
  capacity: { vi: 'Sức chứa', en: 'Capacity' },
  closure: { vi: 'Kiểu khóa', en: 'Closure' },
};

/** A decimal written the Vietnamese way (comma) and the English way (point). */
function decimal(n: number): Localized {
  const en = String(n);
  return { vi: en.replace('.', ','), en };
}

export const months = (n: number): Localized => ({ vi: `${n} tháng`, en: `${n} months` });
export const minutes = (n: number): Localized => ({ vi: `${n} phút`, en: `${n} minutes` });
export const hours = (n: number): Localized => {
  const d = decimal(n);
  return { vi: `${d.vi} giờ`, en: `${d.en} ${n === 1 ? 'hour' : 'hours'}` };
};
export const ages = (from: number): Localized => ({ vi: `Từ ${from} tuổi`, en: `${from}+ years` });
export const pieces = (n: number): Localized => ({ vi: `${n} chi tiết`, en: `${n} pieces` });
export const metres = (n: number): Localized => {
  const km = n >= 1000;
  const d = decimal(km ? n / 1000 : n);
  return km ? { vi: `${d.vi} km`, en: `${d.en} km` } : { vi: `${n} m`, en: `${n} m` };
};
export const grams = (n: number): Localized => {
  if (n < 1000) return { vi: `${n} g`, en: `${n} g` };
  const d = decimal(n / 1000);
  return { vi: `${d.vi} kg`, en: `${d.en} kg` };
};
export const litres = (n: number): Localized => {
  const d = decimal(n);
  return { vi: `${d.vi} lít`, en: `${d.en} L` };
};

/** "35 × 35 × 9,7 cm" in Vietnamese, "35 × 35 × 9.7 cm" in English. */
export function dims(...sides: number[]): Localized {
  const parts = sides.map(decimal);
  return {
    vi: `${parts.map((p) => p.vi).join(' × ')} cm`,
    en: `${parts.map((p) => p.en).join(' × ')} cm`,
  };
}

export const ORIGIN = {
  vietnam: { vi: 'Việt Nam', en: 'Vietnam' },
  china: { vi: 'Trung Quốc', en: 'China' },
  japan: { vi: 'Nhật Bản', en: 'Japan' },
  korea: { vi: 'Hàn Quốc', en: 'South Korea' },
  germany: { vi: 'Đức (sản xuất tại Trung Quốc)', en: 'Germany (made in China)' },
} satisfies Record<string, Localized>;
