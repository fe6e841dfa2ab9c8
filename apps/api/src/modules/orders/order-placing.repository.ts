import {
  type AddressSet,
  type Adjustment,
  type DeliveryMethod,
  type ErrorCode,
  type Failure,
  type OrderCreated,
  type PaymentMethod,
  orderCreatedSchema,
} from '@lotus/core';
import { at, parsedRows, schema } from '@lotus/db';
import { type SQL, and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../context.ts';

const { idempotencyKeys, orders, orderLines } = schema;

/** A place as an order keeps it: codes of one set, with their names. */
export interface OrderPlace {
  set: AddressSet;
  province: { id: string; name: string; nameEn: string };
  district: { id: string; name: string; nameEn: string } | null;
  ward: { id: string; name: string; nameEn: string };
}

export interface NewOrder {
  id: string;
  userId: string;
  lang: string;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  national: string;
  place: OrderPlace;
  note: string;
  itemsTotal: number;
  subtotal: number;
  discountTotal: number;
  shippingFee: number;
  grandTotal: number;
  adjustments: Adjustment[];
  createdAt: Date;
}

export interface NewOrderLine {
  variantId: string;
  productId: string;
  slug: string;
  nameVi: string;
  nameEn: string;
  sku: string;
  colour: string | null;
  size: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  quantity: number;
  listPrice: number;
  unitPrice: number;
  lineTotal: number;
}

const answerRow = z.object({ answer: orderCreatedSchema });

/**
 * Writes an order in ONE statement (a hot statement of decision 013, raw SQL by decision 029):
 * the order, its lines, its first history step, and the Idempotency-Key with the answer, which it
 * answers. No shared row is locked here (see `takeShared`). A repeated key breaks
 * `idempotency_keys`' primary key (the caller looks the first answer up).
 */
export async function insertOrder(
  db: Db,
  input: {
    order: NewOrder;
    lines: NewOrderLine[];
    idempotency: { key: string; requestHash: string };
  },
): Promise<OrderCreated> {
  const { order: o, lines, idempotency } = input;
  const linesJson = JSON.stringify(
    lines.map((l, position) => ({
      position,
      variant_id: l.variantId,
      product_id: l.productId,
      slug: l.slug,
      name_vi: l.nameVi,
      name_en: l.nameEn,
      sku: l.sku,
      colour: l.colour,
      size: l.size,
      image_url: l.imageUrl,
      image_width: l.imageWidth,
      image_height: l.imageHeight,
      quantity: l.quantity,
      list_price: l.listPrice,
      unit_price: l.unitPrice,
      line_total: l.lineTotal,
    })),
  );
  const [row] = await parsedRows(
    db,
    sql`WITH o AS (
      INSERT INTO orders (id, user_id, payment_method, delivery_method, lang, first_name, last_name,
        email, phone, address, address_set, province_id, province_name, province_name_en,
        district_id, district_name, district_name_en, ward_id, ward_name, ward_name_en, national,
        note, items_total, subtotal, discount_total, shipping_fee, grand_total, adjustments,
        created_at, updated_at)
      VALUES (${o.id}::uuid, ${o.userId}::uuid, ${o.paymentMethod}, ${o.deliveryMethod}, ${o.lang},
        ${o.firstName}, ${o.lastName}, ${o.email}, ${o.phone}, ${o.address}, ${o.place.set},
        ${o.place.province.id}, ${o.place.province.name}, ${o.place.province.nameEn},
        ${o.place.district?.id ?? null}, ${o.place.district?.name ?? null},
        ${o.place.district?.nameEn ?? null}, ${o.place.ward.id}, ${o.place.ward.name},
        ${o.place.ward.nameEn}, ${o.national}, ${o.note}, ${o.itemsTotal}::bigint, ${o.subtotal}::bigint,
        ${o.discountTotal}::bigint, ${o.shippingFee}::bigint, ${o.grandTotal}::bigint, ${JSON.stringify(o.adjustments)}::jsonb,
        ${at(o.createdAt)}, ${at(o.createdAt)})
      RETURNING id, number, status, payment_status, payment_method, grand_total),
    l AS (
      INSERT INTO order_lines (order_id, position, variant_id, product_id, slug, name_vi, name_en,
        sku, colour, size, image_url, image_width, image_height, quantity, list_price, unit_price,
        line_total)
      SELECT o.id, x.position, x.variant_id, x.product_id, x.slug, x.name_vi, x.name_en, x.sku,
        x.colour, x.size, x.image_url, x.image_width, x.image_height, x.quantity, x.list_price,
        x.unit_price, x.line_total
      FROM o, jsonb_to_recordset(${linesJson}::jsonb) AS x(position int, variant_id uuid,
        product_id uuid, slug text, name_vi text, name_en text, sku text, colour text, size text,
        image_url text, image_width int, image_height int, quantity int, list_price bigint,
        unit_price bigint, line_total bigint)),
    e AS (
      INSERT INTO order_events (order_id, status, actor_id, created_at)
      SELECT o.id, 'new'::order_status, ${o.userId}::uuid, ${at(o.createdAt)} FROM o),
    k AS (
      INSERT INTO idempotency_keys (user_id, key, request_hash, order_id, response, created_at)
      SELECT ${o.userId}::uuid, ${idempotency.key}, ${idempotency.requestHash}, o.id,
        jsonb_build_object('id', o.id, 'number', o.number, 'status', o.status,
          'paymentStatus', o.payment_status, 'paymentMethod', o.payment_method,
          'grandTotal', o.grand_total, 'payment', null),
        ${at(o.createdAt)}
      FROM o RETURNING response)
    SELECT response AS answer FROM k`,
    answerRow,
  );
  return row!.answer;
}

const takenRow = z.object({
  stock: z.array(z.string()).nullable(),
  flash: z.array(z.string()).nullable(),
  voucher: z.number(),
});

/**
 * Takes, in ONE statement (a hot statement of decision 013), the shared rows an order needs:
 * `stock` (the products module's stock taking) and the offers module's `flash` quotas and
 * `voucher` use, each a guarded `UPDATE … RETURNING id`. It is the order's last statement before
 * its commit, so the rows every buyer waits on are locked for one round trip and the commit; the
 * order's hot path is the one place where modules hand their statements to another (decision
 * 029). Answers what each part took; the caller rolls back when anything fell short. Stock is
 * taken first, as every order and every give-back does, so two orders never wait on each other
 * in opposite orders.
 */
export async function takeShared(
  db: Db,
  parts: { stock: SQL; stockLedger: (taken: SQL) => SQL; flash: SQL; voucher: SQL },
): Promise<{ stock: string[]; flash: string[]; voucher: boolean }> {
  const [row] = await parsedRows(
    db,
    sql`WITH s AS (${parts.stock}), m AS (${parts.stockLedger(sql`s`)}),
      f AS (${parts.flash}), v AS (${parts.voucher})
    SELECT (SELECT array_agg(id::text) FROM s) AS stock,
      (SELECT array_agg(id::text) FROM f) AS flash,
      (SELECT count(*) FROM v)::int AS voucher`,
    takenRow,
  );
  return { stock: row?.stock ?? [], flash: row?.flash ?? [], voucher: row?.voucher === 1 };
}

/** A key's first definite answer: the order it made, or the refusal that changed nothing. */
export type KeptAnswer = { order: OrderCreated } | { refusal: Failure };

const refusalSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  details: z.array(z.object({ field: z.string(), reason: z.string() })).optional(),
});

/**
 * The first answer kept for a shopper's Idempotency-Key, with the hash of its request, or null:
 * never given, or older than `expiresBefore` (then it is forgotten here, and the key is free).
 */
export async function findIdempotency(
  db: Db,
  userId: string,
  key: string,
  expiresBefore: Date,
): Promise<{ requestHash: string; answer: KeptAnswer } | null> {
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const [row] = await db.select().from(idempotencyKeys).where(mine);
  if (!row) return null;
  if (row.createdAt < expiresBefore) {
    await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, expiresBefore)));
    return null;
  }
  if (row.response !== null) {
    return {
      requestHash: row.requestHash,
      answer: { order: orderCreatedSchema.parse(row.response) },
    };
  }
  const refusal = refusalSchema.parse(row.refusal);
  return {
    requestHash: row.requestHash,
    answer: { refusal: { ok: false, ...refusal, code: refusal.code as ErrorCode } },
  };
}

/**
 * Keeps a refusal as the key's first answer, unless an answer is kept already (a parallel
 * duplicate's): answers whether this one was kept.
 */
export async function keepRefusal(
  db: Db,
  input: { userId: string; key: string; requestHash: string; refusal: Failure; now: Date },
): Promise<boolean> {
  const { ok: _ok, ...refusal } = input.refusal;
  const kept = await db
    .insert(idempotencyKeys)
    .values({
      userId: input.userId,
      key: input.key,
      requestHash: input.requestHash,
      refusal,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return kept.length > 0;
}

/** The order's answer as it was finally given (with its payment page), kept for its repeats. */
export async function keepAnswer(
  db: Db,
  input: { userId: string; orderId: string; answer: OrderCreated },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response: input.answer })
    .where(
      and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.orderId, input.orderId)),
    );
}

/** Forgets up to a thousand keys older than `expiresBefore` (housekeeping, in small bites). */
export async function forgetKeys(db: Db, expiresBefore: Date): Promise<void> {
  const old = db
    .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiresBefore))
    .limit(1000);
  await db
    .delete(idempotencyKeys)
    .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) IN (${old})`);
}

/**
 * What a shopper holds in orders paid through a gateway and not paid yet (new and unpaid): how
 * many such orders, and how many units of each variant they keep out of stock.
 */
export async function unpaidHoldings(
  db: Db,
  userId: string,
  methods: readonly PaymentMethod[],
): Promise<{ orders: number; units: Map<string, number> }> {
  const rows = await db
    .select({ orderId: orders.id, variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'new'),
        eq(orders.paymentStatus, 'unpaid'),
        inArray(orders.paymentMethod, [...methods]),
      ),
    );
  const units = new Map<string, number>();
  for (const row of rows) units.set(row.variantId, (units.get(row.variantId) ?? 0) + row.quantity);
  return { orders: new Set(rows.map((r) => r.orderId)).size, units };
}
