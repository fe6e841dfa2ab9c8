import { randomUUID } from 'node:crypto';
import type { Client } from 'openapi-fetch';
// Written by generated-client.test.ts from the served document (not kept in git).
import type { paths } from './lotus-api.generated.ts';

/** What the journey needs from the shop: a product's variant and a verified shopper. */
export interface JourneyInput {
  variantId: string;
  email: string;
  password: string;
  place: { provinceId: string; wardId: string };
}

/**
 * A shopper's journey as an integrator would write it with the generated types: log in, fill the
 * cart, price it, place a cash-on-delivery order and read it back. Type-checked against the
 * generated types by the test before it runs; answers what each step said.
 */
export async function journey(api: Client<paths>, input: JourneyInput) {
  const signedIn = await api.POST('/api/auth/login', {
    body: { username: input.email, password: input.password },
  });
  const headers = { authorization: `Bearer ${signedIn.data?.data.token ?? ''}` };

  const line = await api.PUT('/api/cart/lines/{infoId}', {
    params: { path: { infoId: input.variantId } },
    body: { quantity: 2 },
    headers,
  });

  const place = { ...input.place, deliveryMethod: 'STANDARD' as const };
  const preview = await api.POST('/api/checkout/preview', { body: place, headers });
  const pricing = preview.data?.data.pricing;

  const placed = await api.POST('/api/order', {
    body: {
      ...place,
      firstName: 'Bảo',
      lastName: 'Lê Quốc',
      email: input.email,
      phone: '0912345678',
      address: '12 Phan Đình Phùng',
      national: 'Việt Nam',
      note: 'Giao giờ hành chính',
      paymentMethod: 'COD',
      expectedTotal: pricing?.grandTotal ?? 0,
    },
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });

  const detail = placed.data
    ? await api.GET('/api/order/{id}/detail/customer', {
        params: { path: { id: placed.data.data.id } },
        headers,
      })
    : null;

  return {
    login: signedIn.response.status,
    cart: line.response.status,
    pricing,
    placed: { status: placed.response.status, error: placed.error },
    order: detail?.data?.data,
  };
}
