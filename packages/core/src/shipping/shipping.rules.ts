import type { Dong } from '../money/money.ts';
import type { AddressSet } from '../addresses/address.rules.ts';

/** How an order travels (the checkout's delivery step). */
export const DELIVERY_METHODS = ['STANDARD', 'EXPRESS'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * Shipping zones, measured from the shop's warehouse in Hồ Chí Minh City: the city itself, the
 * rest of the South (Southeast and Mekong delta), and everywhere else.
 */
export const SHIPPING_ZONES = ['LOCAL', 'REGIONAL', 'NATIONAL'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

/**
 * The fee table in đồng, by zone and delivery method. The spec only says a fee applies and free
 * shipping is advertised (section 9); these are the shop's figures.
 */
export const SHIPPING_FEES: Readonly<Record<ShippingZone, Readonly<Record<DeliveryMethod, Dong>>>> =
  {
    LOCAL: { STANDARD: 20_000, EXPRESS: 35_000 },
    REGIONAL: { STANDARD: 30_000, EXPRESS: 50_000 },
    NATIONAL: { STANDARD: 40_000, EXPRESS: 70_000 },
  };

/**
 * The merchandise total (after discounts) from which shipping is free, when the shop's settings
 * name none. The settings (`checkout.freeShippingThreshold`) override it; null turns it off.
 */
export const DEFAULT_FREE_SHIPPING_THRESHOLD: Dong = 500_000;

const LOCAL_PROVINCE = '79';

/** Southern provinces other than Hồ Chí Minh City, in each set of administrative units. */
const REGIONAL_PROVINCES: Readonly<Record<AddressSet, ReadonlySet<string>>> = {
  // 34 provinces since 1 July 2025: Đồng Nai, Tây Ninh, Đồng Tháp, Vĩnh Long, An Giang,
  // Cần Thơ, Cà Mau.
  '2025-07': new Set(['75', '80', '82', '86', '91', '92', '96']),
  // 63 provinces before: the Southeast and the Mekong delta (regions 7 and 8 of the GSO list).
  '2025-03': new Set([
    '70',
    '72',
    '74',
    '75',
    '77',
    '80',
    '82',
    '83',
    '84',
    '86',
    '87',
    '89',
    '91',
    '92',
    '93',
    '94',
    '95',
    '96',
  ]),
};

/** The zone of a province code in a set of administrative units. */
export function shippingZone(set: AddressSet, provinceId: string): ShippingZone {
  if (provinceId === LOCAL_PROVINCE) return 'LOCAL';
  return REGIONAL_PROVINCES[set].has(provinceId) ? 'REGIONAL' : 'NATIONAL';
}

/** The fee of a delivery method to a zone, before free shipping. */
export function shippingFee(zone: ShippingZone, method: DeliveryMethod): Dong {
  return SHIPPING_FEES[zone][method];
}
