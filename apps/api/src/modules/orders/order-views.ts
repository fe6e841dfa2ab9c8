import {
  type Language,
  type OrderDetail,
  type OrderSummary,
  canPayAgain,
  fullName,
  isColour,
  localize,
} from '@lotus/core';
import { placeLine } from '../addresses/address.service.ts';
import type { OrderDetailRow, OrderLineRecord, OrderRow } from './order.repository.ts';

const nameOf = (line: OrderLineRecord, lang: Language) =>
  localize({ vi: line.nameVi, en: line.nameEn }, lang);

const imageOf = (line: OrderLineRecord, alt: string) =>
  line.imageUrl && line.imageWidth && line.imageHeight
    ? { url: line.imageUrl, width: line.imageWidth, height: line.imageHeight, alt }
    : null;

/** An order as lists show it, in `lang`. */
export function toSummary(
  row: OrderRow,
  lang: Language,
  installment: OrderSummary['installment'] = null,
): OrderSummary {
  const first = row.firstItem;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    deliveryMethod: row.deliveryMethod,
    grandTotal: row.grandTotal,
    itemCount: row.itemCount,
    itemQuantity: row.itemQuantity,
    firstItem: first && { name: nameOf(first, lang), image: imageOf(first, nameOf(first, lang)) },
    installment,
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: fullName(row.firstName, row.lastName),
      email: row.email,
      phone: row.phone,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where an order goes, as it was written when placed. */
export function placeOf(row: OrderDetailRow | OrderRow) {
  return {
    province: { id: row.provinceId, name: row.provinceName, nameEn: row.provinceNameEn },
    district:
      row.districtId && row.districtName
        ? {
            id: row.districtId,
            name: row.districtName,
            nameEn: row.districtNameEn ?? row.districtName,
          }
        : null,
    ward: { id: row.wardId, name: row.wardName, nameEn: row.wardNameEn },
  };
}

/** The street, ward, (district,) province and country of an order, in `lang`. */
export function fullAddressOf(row: OrderDetailRow | OrderRow, lang: Language): string {
  return `${placeLine(row.address, placeOf(row), lang)}, ${row.national}`;
}

/** An order with its lines, shipment and history, in `lang`. */
export function toDetail(
  row: OrderDetailRow,
  lang: Language,
  payments: OrderDetail['payments'],
  installment: OrderDetail['installment'] = null,
): OrderDetail {
  return {
    ...toSummary(row, lang, installment),
    lines: row.lines.map((l) => {
      const name = nameOf(l, lang);
      return {
        infoId: l.variantId,
        productId: l.productId,
        slug: l.slug,
        name,
        sku: l.sku,
        colour: isColour(l.colour) ? l.colour : null,
        size: l.size,
        image: imageOf(l, name),
        quantity: l.quantity,
        listPrice: l.listPrice,
        unitPrice: l.unitPrice,
        lineTotal: l.lineTotal,
      };
    }),
    adjustments: row.adjustments,
    itemsTotal: row.itemsTotal,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    shippingFee: row.shippingFee,
    note: row.note,
    shipment: {
      address: row.address,
      ...placeOf(row),
      national: row.national,
      set: row.addressSet,
      fullAddress: fullAddressOf(row, lang),
    },
    rejectReason: row.rejectReason,
    history: row.events.map((e) => ({
      status: e.status,
      at: e.createdAt.toISOString(),
      reason: e.reason,
      by: e.party,
    })),
    payments,
    canPayAgain: canPayAgain(row),
  };
}
