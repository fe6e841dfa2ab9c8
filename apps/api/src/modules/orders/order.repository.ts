import type {
  AddressSet,
  Adjustment,
  DeliveryMethod,
  OrderCreated,
  OrderStatus,
  PageQuery,
  PaymentMethod,
  PaymentStatus,
  OrderParty,
} from '@lotus/core';
import { pageOffset } from '@lotus/core';
import { at, preparedRows, queryRows } from '@lotus/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

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

/**
 * Writes an order in ONE statement: the order, its lines, its first event, the Idempotency-Key
 * with the answer, which it answers, and its owner's notification (the notifications module's
 * insert, given the number the order's INSERT made). No shared row is locked here (see
 * `takeShared`). A repeated key breaks `idempotency_keys`' primary key (the caller looks the first
 * answer up).
 */
export async function insertOrder(
  db: Db,
  input: {
    order: NewOrder;
    lines: NewOrderLine[];
    idempotency: { key: string; requestHash: string };
    /** Its owner's notification, given the order's number as an expression of this statement. */
    notice: (order: { number: SQL }) => SQL;
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
  const [row] = await preparedRows<{ answer: OrderCreated }>(
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
      FROM o RETURNING response),
    n AS (${input.notice({ number: sql`(SELECT number FROM o)` })})
    SELECT response AS answer FROM k`,
  );
  return row!.answer;
}

/**
 * Takes, in ONE statement, the shared rows an order needs: `stock` (the products module's stock
 * taking) and the offers module's `flash` quotas and `voucher` use, each a guarded
 * `UPDATE … RETURNING id`. It is the order's last statement before its commit, so the rows every
 * buyer waits on are locked for one round trip and the commit. Answers what each part took; the
 * caller rolls back when anything fell short. Stock is taken first, as every order and every
 * give-back does, so two orders never wait on each other in opposite orders.
 */
export async function takeShared(
  db: Db,
  parts: { stock: SQL; flash: SQL; voucher: SQL },
): Promise<{ stock: string[]; flash: string[]; voucher: boolean }> {
  const [row] = await preparedRows<{
    stock: string[] | null;
    flash: string[] | null;
    voucher: number;
  }>(
    db,
    sql`WITH s AS (${parts.stock}), f AS (${parts.flash}), v AS (${parts.voucher})
    SELECT (SELECT array_agg(id::text) FROM s) AS stock,
      (SELECT array_agg(id::text) FROM f) AS flash,
      (SELECT count(*) FROM v)::int AS voucher`,
  );
  return { stock: row?.stock ?? [], flash: row?.flash ?? [], voucher: row?.voucher === 1 };
}

/** The first answer given for a shopper's Idempotency-Key, with the hash of its request. */
export async function findIdempotency(
  db: Db,
  userId: string,
  key: string,
): Promise<{ requestHash: string; response: OrderCreated } | null> {
  const [row] = await queryRows<{ requestHash: string; response: OrderCreated }>(
    db,
    sql`SELECT request_hash AS "requestHash", response FROM idempotency_keys
      WHERE user_id = ${userId} AND key = ${key}`,
  );
  return row ?? null;
}

/** An order's row as lists and details read it. */
export interface OrderRow {
  id: string;
  number: string;
  userId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  lang: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  grandTotal: number;
  itemCount: number;
  firstItem: {
    nameVi: string;
    nameEn: string;
    url: string | null;
    width: number | null;
    height: number | null;
  } | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderDetailRow extends OrderRow {
  address: string;
  addressSet: AddressSet;
  provinceId: string;
  provinceName: string;
  provinceNameEn: string;
  districtId: string | null;
  districtName: string | null;
  districtNameEn: string | null;
  wardId: string;
  wardName: string;
  wardNameEn: string;
  national: string;
  note: string;
  itemsTotal: number;
  subtotal: number;
  discountTotal: number;
  shippingFee: number;
  adjustments: Adjustment[];
  rejectReason: string | null;
  lines: (Omit<NewOrderLine, never> & { position: number })[];
  events: {
    status: OrderStatus;
    party: OrderParty | null;
    reason: string | null;
    createdAt: string;
  }[];
}

const summaryColumns = sql`o.id, o.number, o.user_id AS "userId", o.status,
  o.payment_status AS "paymentStatus", o.payment_method AS "paymentMethod",
  o.delivery_method AS "deliveryMethod", o.lang, o.first_name AS "firstName",
  o.last_name AS "lastName", o.email, o.phone, o.grand_total::float8 AS "grandTotal",
  (SELECT count(*)::int FROM order_lines x WHERE x.order_id = o.id) AS "itemCount",
  (SELECT json_build_object('nameVi', x.name_vi, 'nameEn', x.name_en, 'url', x.image_url,
      'width', x.image_width, 'height', x.image_height)
    FROM order_lines x WHERE x.order_id = o.id ORDER BY x.position LIMIT 1) AS "firstItem",
  o.created_at AS "createdAt", o.updated_at AS "updatedAt"`;

const dates = <T extends { createdAt: Date; updatedAt: Date }>(row: T): T => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

/** The filter of a list: whose orders, which statuses, and a search text. */
export interface OrderFilter {
  userId?: string;
  status?: OrderStatus;
  /** An order number, a phone or an email (part of one). */
  search?: string;
}

function where(filter: OrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.userId) parts.push(sql`o.user_id = ${filter.userId}`);
  if (filter.status) parts.push(sql`o.status = ${filter.status}`);
  if (filter.search) {
    const text = filter.search.trim().toLowerCase();
    const digits = text.replace(/[\s.\-()]/g, '').replace(/^\+84/, '0');
    parts.push(sql`(lower(o.number) = ${text} OR lower(o.email) LIKE ${`%${text}%`}
      ${/^\d{3,}$/.test(digits) ? sql`OR o.phone LIKE ${`%${digits}%`}` : sql``})`);
  }
  return sql.join(parts, sql` AND `);
}

/** A page of orders, newest first, and how many match. */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: PageQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const condition = where(filter);
  const [list, [counted]] = await Promise.all([
    queryRows<OrderRow>(
      db,
      sql`SELECT ${summaryColumns} FROM orders o WHERE ${condition}
        ORDER BY o.created_at DESC, o.serial DESC LIMIT ${page.limit} OFFSET ${pageOffset(page)}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders o WHERE ${condition}`),
  ]);
  return { rows: list.map(dates), total: counted?.n ?? 0 };
}

/** One order with its lines and history; scoped to a shopper when `userId` is given. */
export async function findOrder(
  db: Db,
  id: string,
  userId?: string,
): Promise<OrderDetailRow | null> {
  const [row] = await queryRows<OrderDetailRow>(
    db,
    sql`SELECT ${summaryColumns}, o.address, o.address_set AS "addressSet",
      o.province_id AS "provinceId", o.province_name AS "provinceName",
      o.province_name_en AS "provinceNameEn", o.district_id AS "districtId",
      o.district_name AS "districtName", o.district_name_en AS "districtNameEn",
      o.ward_id AS "wardId", o.ward_name AS "wardName", o.ward_name_en AS "wardNameEn",
      o.national, o.note, o.items_total::float8 AS "itemsTotal", o.subtotal::float8 AS subtotal,
      o.discount_total::float8 AS "discountTotal", o.shipping_fee::float8 AS "shippingFee",
      o.adjustments, o.reject_reason AS "rejectReason",
      (SELECT coalesce(json_agg(json_build_object('position', x.position,
          'variantId', x.variant_id, 'productId', x.product_id, 'slug', x.slug,
          'nameVi', x.name_vi, 'nameEn', x.name_en, 'sku', x.sku, 'colour', x.colour,
          'size', x.size, 'imageUrl', x.image_url, 'imageWidth', x.image_width,
          'imageHeight', x.image_height, 'quantity', x.quantity, 'listPrice', x.list_price,
          'unitPrice', x.unit_price, 'lineTotal', x.line_total) ORDER BY x.position), '[]')
        FROM order_lines x WHERE x.order_id = o.id) AS lines,
      (SELECT coalesce(json_agg(json_build_object('status', e.status, 'party', e.party,
          'reason', e.reason, 'createdAt', e.created_at) ORDER BY e.created_at, e.id), '[]')
        FROM order_events e WHERE e.order_id = o.id) AS events
    FROM orders o WHERE o.id = ${id} ${userId ? sql`AND o.user_id = ${userId}` : sql``}`,
  );
  return row ? dates(row) : null;
}

/**
 * Moves an order from `from` to `to` in one statement, only if it is still in `from` (a
 * conditional update: of parallel moves exactly one wins), and records the event. Answers the
 * order's lines (for stock given back) or null when the order was no longer in `from`.
 */
export async function moveOrder(
  db: Db,
  input: {
    id: string;
    from: OrderStatus;
    to: OrderStatus;
    reason: string | null;
    party: OrderParty;
    actorId: string | null;
    now: Date;
  },
): Promise<{
  lines: { variantId: string; quantity: number }[];
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
} | null> {
  const [row] = await queryRows<{
    lines: { variantId: string; quantity: number }[];
    paymentStatus: PaymentStatus;
    paymentMethod: PaymentMethod;
  }>(
    db,
    // The payment status is not read before and written back: a gateway's message may settle
    // the order meanwhile. Only cash on delivery changes it here (paid when delivered).
    sql`WITH u AS (
      UPDATE orders SET status = ${input.to}::order_status,
        payment_status = CASE WHEN payment_method = 'COD' AND ${input.to} = 'done'
          THEN 'paid'::payment_status ELSE payment_status END,
        reject_reason = coalesce(${input.reason}::text, reject_reason), updated_at = ${at(input.now)}
      WHERE id = ${input.id}::uuid AND status = ${input.from}::order_status
      RETURNING id, payment_status, payment_method),
    e AS (
      INSERT INTO order_events (order_id, status, party, actor_id, reason, created_at)
      SELECT u.id, ${input.to}::order_status, ${input.party}::text, ${input.actorId}::uuid,
        ${input.reason}::text, ${at(input.now)}
      FROM u)
    SELECT (SELECT coalesce(json_agg(json_build_object('variantId', x.variant_id,
        'quantity', x.quantity)), '[]') FROM order_lines x WHERE x.order_id = u.id) AS lines,
      u.payment_status AS "paymentStatus", u.payment_method AS "paymentMethod"
    FROM u`,
  );
  return row ?? null;
}

/** What paying an order needs to know of it. */
export interface PayableOrderRow {
  id: string;
  userId: string;
  number: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  grandTotal: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lang: string;
  createdAt: Date;
}

export async function findPayable(
  db: Db,
  id: string,
  userId?: string,
): Promise<PayableOrderRow | null> {
  const [row] = await queryRows<PayableOrderRow>(
    db,
    sql`SELECT id, user_id AS "userId", number, status, payment_status AS "paymentStatus",
        payment_method AS "paymentMethod", grand_total::float8 AS "grandTotal",
        first_name AS "firstName", last_name AS "lastName", email, phone, lang,
        created_at AS "createdAt"
      FROM orders WHERE id = ${id}::uuid ${userId ? sql`AND user_id = ${userId}::uuid` : sql``}`,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}

/**
 * Marks an order paid, in one conditional update: only while unpaid and not cancelled or
 * rejected. Answers `PAID`, or why not: `PAID_TWICE` (it was paid already) or `ORDER_CLOSED`.
 */
export async function markPaid(
  db: Db,
  id: string,
  now: Date,
): Promise<'PAID' | 'PAID_TWICE' | 'ORDER_CLOSED'> {
  const [row] = await queryRows<{ outcome: 'PAID' | 'PAID_TWICE' | 'ORDER_CLOSED' }>(
    db,
    sql`WITH u AS (
        UPDATE orders SET payment_status = 'paid', updated_at = ${at(now)}
        WHERE id = ${id}::uuid AND payment_status = 'unpaid'
          AND status NOT IN ('cancel', 'rejected')
        RETURNING id)
      SELECT CASE WHEN EXISTS (SELECT 1 FROM u) THEN 'PAID'
        WHEN o.payment_status <> 'unpaid' THEN 'PAID_TWICE' ELSE 'ORDER_CLOSED' END AS outcome
      FROM orders o WHERE o.id = ${id}::uuid`,
  );
  return row?.outcome ?? 'ORDER_CLOSED';
}

/** A cancelled or rejected paid order's money went back. */
export async function markRefunded(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE orders SET payment_status = 'refunded', updated_at = ${at(now)}
      WHERE id = ${id}::uuid AND payment_status = 'paid' AND status IN ('cancel', 'rejected')
      RETURNING id`,
  );
  return rows.length > 0;
}

/** The newest done order of `userId` with a line of `productId` (what entitles a review). */
export async function doneOrderWithProduct(
  db: Db,
  userId: string,
  productId: string,
): Promise<{ id: string; number: string } | null> {
  const [row] = await queryRows<{ id: string; number: string }>(
    db,
    sql`SELECT o.id, o.number FROM orders o
      WHERE o.user_id = ${userId}::uuid AND o.status = 'done'
        AND EXISTS (SELECT 1 FROM order_lines l
          WHERE l.order_id = o.id AND l.product_id = ${productId}::uuid)
      ORDER BY o.created_at DESC LIMIT 1`,
  );
  return row ?? null;
}
