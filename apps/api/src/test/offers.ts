import { randomUUID } from 'node:crypto';
import { HANOI } from './checkout.ts';
import { request } from './test-app.ts';

const HOUR = 3600_000;

/** A window of `hours` hours starting `fromHours` after `now`, as the back office sends it. */
export const windowAt = (now: Date, fromHours: number, hours: number) => ({
  startsAt: new Date(now.getTime() + fromHours * HOUR).toISOString(),
  endsAt: new Date(now.getTime() + (fromHours + hours) * HOUR).toISOString(),
});

const names = (name: string) => ({ nameVi: name, nameEn: name });

async function create(
  base: string,
  headers: Record<string, string>,
  path: string,
  json: unknown,
): Promise<{ id: string } & Record<string, unknown>> {
  const res = await request(base, path, { method: 'POST', headers, json });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A flash sale through the back office; answers it with its items. */
export function createFlashSale(
  base: string,
  admin: Record<string, string>,
  input: {
    startsAt: string;
    endsAt: string;
    items: {
      productId: string;
      infoId?: string | null;
      flashPrice: number;
      quota: number;
      perCustomerLimit?: number;
    }[];
  },
) {
  return create(base, admin, '/api/portal/flash-sales', {
    ...names('Flash test'),
    ...input,
  }) as Promise<{
    id: string;
    items: { id: string; productId: string; sold: number; quota: number }[];
  }>;
}

/** A voucher through the back office with a fresh code unless given. */
export function createVoucher(
  base: string,
  admin: Record<string, string>,
  input: Record<string, unknown> & { startsAt: string; endsAt: string },
) {
  return create(base, admin, '/api/portal/vouchers', {
    ...names('Voucher test'),
    code: `T${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
    type: 'FIXED',
    value: 10_000,
    ...input,
  }) as Promise<{ id: string; code: string; used: number }>;
}

export function createPromotion(
  base: string,
  admin: Record<string, string>,
  input: Record<string, unknown> & { startsAt: string; endsAt: string },
) {
  return create(base, admin, '/api/portal/promotions', { ...names('Promotion test'), ...input });
}

export function createPriceRule(
  base: string,
  admin: Record<string, string>,
  input: Record<string, unknown> & { startsAt: string; endsAt: string },
) {
  return create(base, admin, '/api/portal/price-rules', { ...names('Rule test'), ...input });
}

/** The checkout preview of the shopper's cart in Hà Nội, with a voucher code when given. */
export async function preview(base: string, headers: Record<string, string>, voucherCode?: string) {
  const res = await request(base, '/api/checkout/preview', {
    method: 'POST',
    headers,
    json: { ...HANOI, deliveryMethod: 'STANDARD', ...(voucherCode ? { voucherCode } : {}) },
  });
  if (res.status !== 200) throw new Error(`preview: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    pricing: {
      grandTotal: number;
      subtotal: number;
      discountTotal: number;
      lines: { infoId: string; unitPrice: number; lineTotal: number; giftOf: string | null }[];
      adjustments: { reason: string; ref: string | null; infoId: string | null; amount: number }[];
      voucher: { ref: string; amount: number; refusal: string | null } | null;
    };
    voucher: { code: string; applied: boolean; amount: number; refusal: string | null } | null;
    offerNames: Record<string, string>;
  };
}
