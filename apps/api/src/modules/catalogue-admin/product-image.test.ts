import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickCustomers, testCategoryId } from '../../test/factories.ts';
import { type TestApp, request, startTestApp } from '../../test/test-app.ts';

let t: TestApp;
let uploads: string;
let operator: Record<string, string>;
let customer: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'lotus-product-images-'));
  t = await startTestApp({ env: { UPLOADS_DIR: uploads } });
  operator = (await quickCustomers(t.database.db, 1, 'OPERATOR'))[0]!.headers;
  customer = (await quickCustomers(t.database.db, 1))[0]!.headers;
  categoryId = await testCategoryId(t.database.db);
});
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

/** How long a change may take to reach the kept answers (the notice comes within a second). */
const POLL = { timeout: 3000 };

const picture = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 190, g: 30, b: 60 } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

async function newProduct() {
  const sku = `IMG-${Date.now()}${randomInt(1_000_000)}`;
  const res = await request(t.url, '/api/portal/products', {
    method: 'POST',
    headers: operator,
    json: {
      nameVi: 'Khăn lụa Hội An',
      nameEn: 'Hoi An silk scarf',
      sku,
      price: 320_000,
      categoryId,
      priority: 9000,
      variants: [
        { sku: `${sku}-RD`, colour: 'red', stock: 3 },
        { sku: `${sku}-BL`, colour: 'blue', stock: 3 },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function upload(
  id: string,
  files: { data: Buffer; name: string }[],
  fields: Record<string, string> = {},
  headers = operator,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.data)], { type: 'image/jpeg' }), file.name);
  const response = await fetch(`${t.url}/api/portal/products/${id}/images`, {
    method: 'POST',
    headers: { ...headers, 'accept-language': 'en' },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const stored = async () => (await readdir(path.join(uploads, 'products')).catch(() => [])).sort();
const arrange = (id: string, images: unknown[]) =>
  request(t.url, `/api/portal/products/${id}/images`, {
    method: 'PUT',
    headers: operator,
    json: { images },
  });

describe('product images in the back office', () => {
  it('re-encodes uploads in the sizes the shop serves, and the product page shows them', async () => {
    const id = await newProduct();
    const res = await upload(
      id,
      [
        { data: await picture(2000, 1500), name: 'khan-lua.jpg' },
        { data: await picture(300, 300, 'png'), name: 'detail.png' },
      ],
      { altVi: 'Khăn lụa đỏ', altEn: 'Red silk scarf' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const images = res.body.data.images;
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({
      width: 1200,
      height: 900,
      altVi: 'Khăn lụa đỏ',
      position: 0,
    });
    // Never enlarged: the small PNG keeps its size.
    expect(images[1]).toMatchObject({ width: 300, height: 300, altEn: 'Red silk scarf' });
    for (const image of images) {
      expect(image.url).toMatch(/^\/images\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
      const large = await fetch(`${t.url}${image.url}`);
      expect(large.status).toBe(200);
      const meta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      const small = await fetch(`${t.url}${image.url.replace(/\.webp$/, '-400.webp')}`);
      expect(small.status).toBe(200);
      const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
      expect([smallMeta.width, smallMeta.height]).toEqual([400, 400]);
    }

    const editor = await request(t.url, `/api/portal/products/${id}`, { headers: operator });
    expect(editor.body.data.images.map((i: { id: string }) => i.id)).toEqual(
      images.map((i: { id: string }) => i.id),
    );
    await request(t.url, `/api/portal/products/${id}/visibility`, {
      method: 'POST',
      headers: operator,
      json: { isPublished: true },
    });
    await expect
      .poll(async () => {
        const page = await request(t.url, `/api/product/${id}/public`, {
          headers: { 'accept-language': 'en' },
        });
        return page.body.data?.images?.map((i: { url: string; alt: string }) => [i.url, i.alt]);
      }, POLL)
      .toEqual(images.map((i: { url: string }) => [i.url, 'Red silk scarf']));
  });

  it('refuses a file that is not an image, or too large, and changes nothing', async () => {
    const id = await newProduct();
    expect((await upload(id, [{ data: await picture(800, 800), name: 'a.jpg' }])).status).toBe(201);
    const before = await stored();

    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const bad = await upload(id, [
      { data: await picture(800, 800), name: 'good.jpg' },
      { data: fake, name: 'evil.jpg' },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'PHOTO_INVALID' });
    expect(bad.body.message).toMatch(/JPEG, PNG or WebP/);

    const huge = await upload(id, [{ data: Buffer.alloc(11 * 1024 * 1024, 1), name: 'big.jpg' }]);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'PHOTO_TOO_LARGE' });

    const none = await upload(id, []);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'PRODUCT_IMAGE_MISSING' });

    expect(await stored()).toEqual(before);
    const editor = await request(t.url, `/api/portal/products/${id}`, { headers: operator });
    expect(editor.body.data.images).toHaveLength(1);
  });

  it('reorders, chooses the main image, sets alt texts and colours, and removes', async () => {
    const id = await newProduct();
    const res = await upload(id, [
      { data: await picture(600, 600), name: '1.jpg' },
      { data: await picture(600, 600), name: '2.jpg' },
      { data: await picture(600, 600), name: '3.jpg' },
    ]);
    const [a, b, c] = res.body.data.images;
    await request(t.url, `/api/portal/products/${id}/visibility`, {
      method: 'POST',
      headers: operator,
      json: { isPublished: true },
    });

    const arranged = await arrange(id, [
      { id: c.id, altVi: 'Màu xanh', altEn: 'Blue', colour: 'blue' },
      { id: a.id, altVi: 'Màu đỏ', altEn: 'Red', colour: 'red' },
      { id: b.id },
    ]);
    expect(arranged.status, JSON.stringify(arranged.body)).toBe(200);
    expect(arranged.body.data.images.map((i: { id: string }) => i.id)).toEqual([c.id, a.id, b.id]);
    await expect
      .poll(async () => {
        const page = await request(t.url, `/api/product/${id}/public`);
        return page.body.data?.images?.map((i: { url: string; colour: string | null }) => [
          i.url,
          i.colour,
        ]);
      }, POLL)
      .toEqual([
        [c.url, 'blue'],
        [a.url, 'red'],
        [b.url, null],
      ]);

    // Not every image, or one twice, or of another product: refused, nothing changes.
    expect((await arrange(id, [{ id: c.id }, { id: a.id }])).body.code).toBe(
      'PRODUCT_IMAGES_CHANGED',
    );
    expect((await arrange(id, [{ id: c.id }, { id: c.id }, { id: b.id }])).status).toBe(400);

    const removed = await request(t.url, `/api/portal/products/${id}/images/${a.id}`, {
      method: 'DELETE',
      headers: operator,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.images.map((i: { id: string }) => i.id)).toEqual([c.id, b.id]);
    expect((await fetch(`${t.url}${a.url}`)).status).toBe(404);
    const again = await request(t.url, `/api/portal/products/${id}/images/${a.id}`, {
      method: 'DELETE',
      headers: operator,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('PRODUCT_IMAGE_NOT_FOUND');
  });

  it('refuses a customer before reading the files, and a thirteenth image', async () => {
    const id = await newProduct();
    const refused = await upload(
      id,
      [{ data: await picture(100, 100), name: 'x.jpg' }],
      {},
      customer,
    );
    expect(refused.status).toBe(403);
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => picture(100 + i, 100))).then(
      (data) => data.map((d, i) => ({ data: d, name: `${i}.jpg` })),
    );
    expect((await upload(id, six)).status).toBe(201);
    expect((await upload(id, six)).status).toBe(201);
    const more = await upload(id, [{ data: await picture(100, 100), name: 'x.jpg' }]);
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: 'PRODUCT_IMAGES_TOO_MANY' });
    expect(more.body.message).toContain('12');
  });
});
