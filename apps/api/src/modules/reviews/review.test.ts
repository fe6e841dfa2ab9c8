import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@lotus/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, testVariant } from '../../test/checkout.ts';
import { quickCustomers } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: Record<string, string>;
const uploads = mkdtempSync(path.join(tmpdir(), 'lotus-review-uploads-'));

beforeAll(async () => {
  t = await startTestApp({ env: { UPLOADS_DIR: uploads } });
  const [op] = await quickCustomers(t.database.db, 1, 'OPERATOR');
  operator = op!.headers;
});
afterAll(async () => {
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

const storedFiles = () => {
  try {
    return readdirSync(path.join(uploads, 'reviews'));
  } catch {
    return [];
  }
};

async function shopper() {
  const [me] = await quickCustomers(t.database.db, 1);
  return me!;
}

/** A product and a shopper whose order of it is done (or in `status`). */
async function boughtProduct(status: 'done' | 'delivering' = 'done') {
  const me = await shopper();
  const v = await testVariant(t.database.db, { price: 150_000, stock: 10 });
  const order = await placeOrder(t.url, me.headers, [{ infoId: v.id, quantity: 1 }], {
    email: me.email,
  });
  // The order's journey to done is the orders module's (tested there); here it is a fixture.
  await t.database.db.update(schema.orders).set({ status }).where(eq(schema.orders.id, order.id));
  return { me, productId: v.productId, order };
}

const jpeg = (width = 64, height = 48, exif = false) => {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).jpeg();
  if (exif) {
    image = image.withExif({
      IFD0: { Make: 'PhoneCo', Copyright: 'secret-owner' },
    });
  }
  return image.toBuffer();
};

function form(fields: Record<string, string>, files: { file: Buffer; filename: string }[] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const { file, filename } of files) {
    data.append('photos', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), filename);
  }
  return data;
}

async function send(
  method: 'POST' | 'PUT',
  productId: string,
  headers: Record<string, string>,
  body: FormData | Record<string, unknown>,
) {
  if (!(body instanceof FormData)) {
    return request(t.url, `/api/review/${productId}/customer-review`, {
      method,
      headers,
      json: body,
    });
  }
  const response = await fetch(`${t.url}/api/review/${productId}/customer-review`, {
    method,
    headers: { ...headers, 'accept-language': 'en' },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const moderate = (id: string, status: string, reason?: string, headers = operator) =>
  request(t.url, `/api/portal/reviews/${id}/status`, {
    method: 'PUT',
    headers,
    json: { status, ...(reason ? { reason } : {}) },
  });

const publicList = (productId: string, query = '') =>
  request(t.url, `/api/review/${productId}/public${query}`);
const summary = async (productId: string) =>
  (await request(t.url, `/api/review/${productId}/summary`)).body.data;
const productRating = async (productId: string) =>
  (await request(t.url, `/api/product/${productId}/public`)).body.data.rating;

describe('writing a review', () => {
  it('refuses a customer without a done order of the product, and a visitor', async () => {
    const { me, productId } = await boughtProduct('delivering');
    const res = await send('POST', productId, me.headers, {
      rating: 5,
      content: 'Chưa nhận hàng mà đã đánh giá',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('REVIEW_NOT_ALLOWED');
    const other = await shopper();
    expect(
      (await send('POST', productId, other.headers, { rating: 5, content: 'x'.repeat(20) })).body
        .code,
    ).toBe('REVIEW_NOT_ALLOWED');
    const visitor = await send('POST', productId, {}, { rating: 5, content: 'x'.repeat(20) });
    expect(visitor.status).toBe(401);
    const asOperator = await send('POST', productId, operator, {
      rating: 5,
      content: 'x'.repeat(20),
    });
    expect(asOperator.status).toBe(403);
    expect((await publicList(productId)).body.meta.total).toBe(0);
  });

  it('takes one review per product and customer, with photos re-encoded and stripped', async () => {
    const { me, productId, order } = await boughtProduct();
    const eligible = await request(t.url, `/api/review/${productId}/customer-review`, {
      headers: me.headers,
    });
    expect(eligible.body.data).toEqual({ eligible: true, review: null });

    const big = await jpeg(3200, 1800, true);
    const res = await send(
      'POST',
      productId,
      me.headers,
      form({ rating: '4', content: '  Vải mát, mặc rất thoải mái.  ' }, [
        { file: big, filename: 'IMG_0001.jpg' },
        { file: await jpeg(), filename: 'ảnh sản phẩm.jpeg' },
      ]),
    );
    expect(res.status).toBe(201);
    const review = res.body.data;
    expect(review).toMatchObject({
      rating: 4,
      content: 'Vải mát, mặc rất thoải mái.',
      status: 'NEW',
      orderId: order.id,
      rejectReason: null,
    });
    expect(review.photos).toHaveLength(2);
    expect(review.photos[0]).toMatchObject({ width: 1600, height: 900 });
    expect(review.photos[0].url).toMatch(/^\/images\/uploads\/reviews\/[0-9a-f-]{36}\.webp$/);

    // Served by the shop with a long cache, as WebP with no metadata left.
    const served = await fetch(`${t.url}${review.photos[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    // Once: a second write (a double submit) is refused and changes nothing.
    const again = await send('POST', productId, me.headers, {
      rating: 1,
      content: 'Lần thứ hai viết đánh giá',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REVIEW_EXISTING');
    const mine = await request(t.url, '/api/review/list/with-auth', { headers: me.headers });
    expect(mine.body.meta.total).toBe(1);
    expect(mine.body.data[0]).toMatchObject({ rating: 4, status: 'NEW' });

    // Not public until approved.
    expect((await publicList(productId)).body.meta.total).toBe(0);
  });

  it('answers a bad form with the fields named and writes nothing', async () => {
    const { me, productId } = await boughtProduct();
    const res = await send('POST', productId, me.headers, form({ rating: '9', content: 'ngắn' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'body.content',
      'body.rating',
    ]);
    const bad = await request(t.url, `/api/review/not-a-uuid/customer-review`, {
      headers: me.headers,
    });
    expect(bad.status).toBe(400);
    const gone = await request(
      t.url,
      `/api/review/00000000-0000-4000-8000-000000000000/customer-review`,
      { headers: me.headers },
    );
    expect(gone.status).toBe(404);
  });
});

describe('photo checks', () => {
  const refusals: [string, () => Promise<{ file: Buffer; filename: string }>, number, string][] = [
    [
      'a 10 MB file',
      async () => ({ file: Buffer.alloc(10 * 1024 * 1024, 0xff), filename: 'big.jpg' }),
      413,
      'PHOTO_TOO_LARGE',
    ],
    [
      'an SVG with a script',
      async () => ({
        file: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
        filename: 'photo.svg',
      }),
      422,
      'PHOTO_INVALID',
    ],
    [
      'a text file named .jpg',
      async () => ({ file: Buffer.from('just some words, not a picture'), filename: 'photo.jpg' }),
      422,
      'PHOTO_INVALID',
    ],
    [
      'a ../ file name',
      async () => ({ file: await jpeg(), filename: '../../etc/evil.jpg' }),
      422,
      'PHOTO_INVALID',
    ],
  ];

  it.each(refusals)('refuses %s: no review, no file', async (_name, make, status, code) => {
    const { me, productId } = await boughtProduct();
    const before = storedFiles().length;
    const res = await send(
      'POST',
      productId,
      me.headers,
      form({ rating: '5', content: 'Sản phẩm tốt, giao nhanh' }, [
        { file: await jpeg(), filename: 'good.jpg' },
        await make(),
      ]),
    );
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(typeof res.body.message).toBe('string');
    expect(storedFiles().length).toBe(before);
    const eligible = await request(t.url, `/api/review/${productId}/customer-review`, {
      headers: me.headers,
    });
    expect(eligible.body.data.review).toBeNull();
  });

  it('refuses more than five photos', async () => {
    const { me, productId } = await boughtProduct();
    const photo = { file: await jpeg(), filename: 'a.jpg' };
    const res = await send(
      'POST',
      productId,
      me.headers,
      form({ rating: '5', content: 'Sáu ảnh cho một đánh giá' }, Array(6).fill(photo)),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('PHOTO_TOO_MANY');
  });
});

describe('moderation', () => {
  it('moves NEW → PENDING → APPROVED, counts it in the rating, and shows only approved ones', async () => {
    const a = await boughtProduct();
    const created = await send('POST', a.productId, a.me.headers, {
      rating: 5,
      content: 'Tuyệt vời, sẽ mua lại <b>ngay</b>',
    });
    const id = created.body.data.id;

    const queue = await request(t.url, '/api/portal/reviews?status=NEW&limit=100', {
      headers: operator,
    });
    const queued = queue.body.data.find((r: { id: string }) => r.id === id);
    expect(queued).toMatchObject({
      status: 'NEW',
      product: { id: a.productId },
      order: { id: a.order.id, number: a.order.number },
      author: { email: a.me.email },
    });

    expect((await moderate(id, 'PENDING')).body.data.status).toBe('PENDING');
    expect((await publicList(a.productId)).body.meta.total).toBe(0);
    // The approval announces the product, whose tag the kept public reviews carry (decision 019).
    const heard: string[] = [];
    const stop = t.app.cacheVersions.subscribe((tags) => heard.push(...tags));
    const approved = await moderate(id, 'APPROVED');
    await expect.poll(() => heard).toContain(`product:${a.productId}`);
    stop();
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');

    const list = await publicList(a.productId);
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      rating: 5,
      // Text as written: the page shows it as text, never as HTML.
      content: 'Tuyệt vời, sẽ mua lại <b>ngay</b>',
      authorName: 'Minh Anh N.',
      verifiedPurchase: true,
      variant: { colour: 'black', size: 'M' },
    });
    expect(JSON.stringify(list.body)).not.toContain(a.me.email);
    expect(await productRating(a.productId)).toEqual({ average: 5, count: 1 });

    // A second review of 2 stars: average 3.5, counts per star.
    const b = await shopper();
    const order = await placeOrder(
      t.url,
      b.headers,
      [{ infoId: await variantOf(a.productId), quantity: 1 }],
      {
        email: b.email,
      },
    );
    await t.database.db
      .update(schema.orders)
      .set({ status: 'done' })
      .where(eq(schema.orders.id, order.id));
    const second = await send('POST', a.productId, b.headers, {
      rating: 2,
      content: 'Màu không giống ảnh lắm',
    });
    await moderate(second.body.data.id, 'APPROVED');
    expect(await summary(a.productId)).toEqual({
      average: 3.5,
      count: 2,
      stars: [
        { star: 5, count: 1 },
        { star: 4, count: 0 },
        { star: 3, count: 0 },
        { star: 2, count: 1 },
        { star: 1, count: 0 },
      ],
    });
    expect(
      (await publicList(a.productId, '?star=2')).body.data.map((r: { id: string }) => r.id),
    ).toEqual([second.body.data.id]);
    // Each page counts them all, a page past the last too.
    expect((await publicList(a.productId, '?limit=1')).body.meta).toMatchObject({ total: 2 });
    const past = await publicList(a.productId, '?page=3&limit=1');
    expect(past.body).toMatchObject({ data: [], meta: { page: 3, total: 2 } });

    // Approving again is not a move; rejecting needs a reason and takes it out of the rating.
    expect((await moderate(id, 'APPROVED')).body.code).toBe('REVIEW_STATUS_NOT_ALLOWED');
    const noReason = await moderate(id, 'REJECTED');
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0]).toMatchObject({ field: 'body.reason' });
    const rejected = await moderate(id, 'REJECTED', 'Nội dung quảng cáo');
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Nội dung quảng cáo',
    });
    expect(await productRating(a.productId)).toEqual({ average: 2, count: 1 });
    expect((await publicList(a.productId)).body.meta.total).toBe(1);

    // The author sees the reason and was notified.
    const mine = await request(t.url, '/api/review/list/with-auth', { headers: a.me.headers });
    expect(mine.body.data[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Nội dung quảng cáo',
    });
    const notes = await t.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, a.me.id));
    expect(notes.map((n) => n.params)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'APPROVED' }),
        expect.objectContaining({ status: 'REJECTED', reason: 'Nội dung quảng cáo' }),
      ]),
    );
  });

  it('sends an edited review back to NEW and out of the rating until approved again', async () => {
    const { me, productId } = await boughtProduct();
    const created = await send(
      'POST',
      productId,
      me.headers,
      form({ rating: '5', content: 'Ban đầu rất hài lòng' }, [
        { file: await jpeg(), filename: 'a.jpg' },
        { file: await jpeg(), filename: 'b.jpg' },
      ]),
    );
    const [keep, drop] = created.body.data.photos;
    await moderate(created.body.data.id, 'APPROVED');
    expect(await productRating(productId)).toEqual({ average: 5, count: 1 });

    const edited = await send(
      'PUT',
      productId,
      me.headers,
      form({ rating: '3', content: 'Sau một tháng thì bạc màu', keepPhotoIds: keep.id }, [
        { file: await jpeg(), filename: 'c.jpg' },
      ]),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'NEW', rating: 3 });
    expect(edited.body.data.photos.map((p: { id: string }) => p.id)).toContain(keep.id);
    expect(edited.body.data.photos.map((p: { id: string }) => p.id)).not.toContain(drop.id);
    expect(edited.body.data.photos).toHaveLength(2);
    expect((await fetch(`${t.url}${drop.url}`)).status).toBe(404);
    expect(await productRating(productId)).toEqual({ average: 0, count: 0 });
    expect((await publicList(productId)).body.meta.total).toBe(0);
  });

  it('keeps operators to their queue: 401, 403, 404', async () => {
    const { me, productId } = await boughtProduct();
    const created = await send('POST', productId, me.headers, {
      rating: 4,
      content: 'Ổn so với giá tiền',
    });
    const id = created.body.data.id;
    expect((await request(t.url, '/api/portal/reviews')).status).toBe(401);
    expect((await request(t.url, '/api/portal/reviews', { headers: me.headers })).status).toBe(403);
    expect((await moderate(id, 'APPROVED', undefined, me.headers)).status).toBe(403);
    const missing = await moderate('00000000-0000-4000-8000-000000000000', 'APPROVED');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('REVIEW_NOT_FOUND');
    // Another customer cannot edit it: they have no review of their own to edit.
    const other = await shopper();
    const edit = await send('PUT', productId, other.headers, {
      rating: 1,
      content: 'Sửa đánh giá người khác',
    });
    expect(edit.status).toBe(404);
    expect(
      (await request(t.url, '/api/review/list/with-auth', { headers: me.headers })).body.data[0]
        .rating,
    ).toBe(4);
  });
});

describe('a product taken off the shop', () => {
  it("has no reviews to show from the moment it is unpublished, and has them again when it's back", async () => {
    const v = await testVariant(t.database.db, { price: 120_000, stock: 3 });
    const publish = (isPublished: boolean) =>
      t.database.db
        .update(schema.products)
        .set({ isPublished })
        .where(eq(schema.products.id, v.productId));
    // Asked once, so the product's publication is known (and kept) before it changes.
    expect((await publicList(v.productId)).status).toBe(200);
    await publish(false);
    await expect.poll(async () => (await publicList(v.productId)).status).toBe(404);
    const refused = await request(t.url, `/api/review/${v.productId}/summary`);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('PRODUCT_NOT_FOUND');
    await publish(true);
    await expect
      .poll(async () => (await request(t.url, `/api/review/${v.productId}/summary`)).status)
      .toBe(200);
  });
});

async function variantOf(productId: string) {
  const [row] = await t.database.db
    .select({ id: schema.productVariants.id })
    .from(schema.productVariants)
    .where(eq(schema.productVariants.productId, productId));
  return row!.id;
}
