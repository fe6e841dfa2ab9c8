// @vitest-environment node
import { authContract, reviewContract } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRequest } from '../test/fake-api';
import { action } from './product.review';

const PRODUCT = '00000000-0000-4000-8000-0000000000a1';
const me = ok({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: null,
});

const review = {
  id: '00000000-0000-4000-8000-0000000000b1',
  product: { id: PRODUCT, slug: 'ao-thun', name: 'Áo thun', image: null },
  orderId: '00000000-0000-4000-8000-0000000000c1',
  rating: 4,
  content: 'Vải mát, đúng size.',
  status: 'NEW',
  rejectReason: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  photos: [],
};

function post(form: FormData, api: ReturnType<typeof fakeApi>) {
  return action({
    request: new Request('http://x/products/ao-thun/review', { method: 'POST', body: form }),
    context: { lang: 'vi', requestId: 't', api },
    params: { slug: 'ao-thun' },
  } as never);
}

function form(fields: Record<string, string>, photos: File[] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const photo of photos) data.append('photos', photo);
  if (photos.length === 0) data.append('photos', new File([], ''));
  return data;
}

describe('/products/:slug/review', () => {
  it('forwards the form with its photo (not the empty file input) to the API', async () => {
    let sent: FakeRequest | undefined;
    const api = fakeApi(
      on(authContract.me, me),
      on(reviewContract.create, (request) => {
        sent = request;
        return ok(review);
      }),
    );
    const photo = new File([new Uint8Array([1, 2, 3])], 'anh.jpg', { type: 'image/jpeg' });
    const result = await post(
      form(
        { productId: PRODUCT, intent: 'create', rating: '4', content: ' Vải mát, đúng size. ' },
        [photo],
      ),
      api,
    );
    expect(result).toEqual({ ok: true, review });
    const body = sent?.body as FormData;
    expect(body.get('rating')).toBe('4');
    expect(body.get('content')).toBe('Vải mát, đúng size.');
    expect(body.getAll('photos').map((file) => (file as File).name)).toEqual(['anh.jpg']);
  });

  it('refuses a form without stars or with too little text before asking the API', async () => {
    const api = fakeApi(on(authContract.me, me));
    const result = (await post(
      form({ productId: PRODUCT, intent: 'create', rating: '', content: 'ngắn' }),
      api,
    )) as unknown as { data: unknown; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      fieldErrors: { rating: 'validation:RatingRequired', content: 'validation:ReviewTooShort' },
    });
  });

  it("shows the API's photo refusal beside the photos, and another refusal on the form", async () => {
    const photoRefused = fakeApi(
      on(authContract.me, me),
      on(reviewContract.update, refused('PHOTO_INVALID')),
    );
    const fields = {
      productId: PRODUCT,
      intent: 'update',
      rating: '5',
      content: 'Đủ mười ký tự rồi',
    };
    const first = (await post(form(fields), photoRefused)) as unknown as { data: unknown };
    expect(first.data).toEqual({ ok: false, fieldErrors: { photos: 'errors:PHOTO_INVALID' } });
    const notAllowed = fakeApi(
      on(authContract.me, me),
      on(reviewContract.create, refused('REVIEW_NOT_ALLOWED')),
    );
    const second = (await post(form({ ...fields, intent: 'create' }), notAllowed)) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(second.init.status).toBe(403);
    expect(second.data).toMatchObject({ formError: { key: 'errors:REVIEW_NOT_ALLOWED' } });
  });
});
