import {
  authContract,
  type Card,
  cardContract,
  paymentContract,
  type Role,
  type SavedCard,
} from '@lotus/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedCardFixture } from '../test/fixtures';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import ProfilePayment, { action, loader } from './profile.payment';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: 'lan@example.vn',
      role,
      isActive: true,
      profile: null,
    }),
  );

function call<T extends (args: never) => unknown>(fn: T, request: Request, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  return Promise.resolve(
    fn({ request, params: {}, context: { lang: 'vi', requestId: 't', api } } as never),
  )
    .catch((e: unknown) => e)
    .then((result) => ({ result: result as any, api }));
}

const post = (fields: Record<string, string>) =>
  new Request('http://x/profile/payment', { method: 'POST', body: new URLSearchParams(fields) });

const VISA = savedCardFixture({ id: '00000000-0000-4000-8000-0000000000c1' });
const MASTER = savedCardFixture({
  id: '00000000-0000-4000-8000-0000000000c2',
  brand: 'MASTERCARD',
  maskedNumber: '512345******5678',
  expiry: '03/27',
});

/** The member's own e-card, as the API answers it to its owner. */
const OWN_CARD: Card = {
  id: '00000000-0000-4000-8000-0000000000d1',
  slug: 'lan-nguyen',
  viewer: 'owner',
  fullName: 'Nguyễn Lan',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  photoUrl: null,
  title: null,
  company: null,
  businessName: null,
  bio: null,
  phone: null,
  email: 'lan@example.vn',
  address: null,
  links: [],
  payments: [],
  saved: false,
  canGiveBack: false,
  updatedAt: '2026-11-29T08:00:00.000Z',
  owner: {
    enabled: false,
    visibility: {},
    handles: {},
    bank: null,
    momo: null,
    zalopay: null,
    paypal: null,
    views: 0,
    qrScans: 0,
    vcardDownloads: 0,
  },
};

describe('payment tab: loader and action', () => {
  it("lists the customer's cards and reads what the gateway said on the way back", async () => {
    const { result } = await call(
      loader,
      new Request('http://x/profile/payment?card=failed&code=229'),
      meOf('CUSTOMER'),
      on(paymentContract.cards, ok([VISA, MASTER])),
      on(cardContract.mine, ok(OWN_CARD)),
    );
    expect(result).toEqual({
      cards: [VISA, MASTER],
      back: { kind: 'failed', code: '229', messageKey: 'payments:code.ALEPAY_CARD_EXPIRED' },
      card: OWN_CARD,
    });
    const linked = await call(
      loader,
      new Request('http://x/profile/payment?card=linked'),
      meOf('CUSTOMER'),
      on(paymentContract.cards, ok([VISA])),
      on(cardContract.mine, ok(OWN_CARD)),
    );
    expect(linked.result.back).toEqual({ kind: 'linked' });
  });

  it('keeps no cards and no e-card for staff, without asking for them', async () => {
    const { result, api } = await call(
      loader,
      new Request('http://x/profile/payment'),
      meOf('OPERATOR'),
    );
    expect(result).toEqual({ cards: null, back: null, card: null });
    expect(api.calls.map((c) => c.path)).not.toContain('/api/payment/cards');
    expect(api.calls.map((c) => c.path)).not.toContain('/api/profile/card');
  });

  it("links a card on the gateway's page, a whole-page visit", async () => {
    const linkUrl = 'https://alepay-v3-sandbox.nganluong.vn/checkout/v3/link/abc';
    const { result, api } = await call(
      action,
      post({ intent: 'link' }),
      meOf('CUSTOMER'),
      on(paymentContract.linkCard, ok({ linkUrl })),
    );
    expect(api.requests[1]).toMatchObject({ method: 'POST', path: '/api/payment/cards' });
    expect((result as Response).headers.get('location')).toBe(linkUrl);
    expect((result as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('removes a card; one already gone says so', async () => {
    const { result, api } = await call(
      action,
      post({ intent: 'remove', id: VISA.id }),
      meOf('CUSTOMER'),
      on(paymentContract.removeCard, ok({ id: VISA.id })),
    );
    expect(api.requests[1]).toMatchObject({
      method: 'DELETE',
      path: `/api/payment/cards/${VISA.id}`,
    });
    expect(result.data).toMatchObject({ ok: true, intent: 'remove' });
    const gone = await call(
      action,
      post({ intent: 'remove', id: VISA.id }),
      meOf('CUSTOMER'),
      on(paymentContract.removeCard, refused('CARD_NOT_FOUND')),
    );
    expect(gone.result.init.status).toBe(404);
    expect(gone.result.data).toEqual({ ok: false, intent: 'remove', code: 'CARD_NOT_FOUND' });
  });
});

const WORDS = {
  vi: {
    title: 'Thẻ thanh toán',
    link: 'Liên kết thẻ mới',
    visa: 'Thẻ VISA có số cuối 1111',
    expiry: 'Hết hạn 12/28',
    removeVisa: 'Xóa thẻ VISA có số cuối 1111',
    confirm: 'Có, xóa thẻ',
    safe: 'Cửa hàng chỉ lưu loại thẻ, 6 số đầu, 4 số cuối và ngày hết hạn',
    failed: 'Chưa liên kết được thẻ.',
    expired: 'Mã 229: Thẻ đã hết hạn.',
    linked: 'Đã liên kết thẻ thành công.',
    empty: 'Bạn chưa liên kết thẻ nào.',
  },
  en: {
    title: 'Payment cards',
    link: 'Link a new card',
    visa: 'VISA card ending in 1111',
    expiry: 'Expires 12/28',
    removeVisa: 'Remove the VISA card ending in 1111',
    confirm: 'Yes, remove it',
    safe: 'The shop keeps only the card',
    failed: 'The card could not be linked.',
    expired: 'Code 229: The card has expired.',
    linked: 'Your card is linked.',
    empty: 'You have not linked a card yet.',
  },
} as const;

const render = (
  lang: 'vi' | 'en',
  cards: SavedCard[] | null,
  back: unknown = null,
  actionData?: unknown,
) =>
  renderInRouter(
    <ProfilePayment
      {...({ loaderData: { cards, back }, actionData } as unknown as Parameters<
        typeof ProfilePayment
      >[0])}
    />,
    { lang },
  );

describe('payment tab: what the shopper sees', () => {
  it.each(['vi', 'en'] as const)(
    'lists the saved cards by brand, last digits and expiry, and removes one after asking (%s)',
    async (lang) => {
      const w = WORDS[lang];
      render(lang, [VISA, MASTER]);
      expect(await screen.findByRole('heading', { name: w.title })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(w.safe))).toBeInTheDocument();
      const cards = screen.getAllByTestId('saved-card');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent(w.visa);
      expect(cards[0]).toHaveTextContent('4111 11•• •••• 1111');
      expect(cards[0]).toHaveTextContent(w.expiry);
      await userEvent.setup().click(screen.getByRole('button', { name: w.removeVisa }));
      const confirm = within(cards[0]!).getByRole('button', { name: w.confirm });
      const form = new FormData(confirm.closest('form')!);
      expect(form.get('intent')).toBe('remove');
      expect(form.get('id')).toBe(VISA.id);
      const link = screen.getByRole('button', { name: w.link });
      expect(new FormData(link.closest('form')!).get('intent')).toBe('link');
    },
  );

  it.each(['vi', 'en'] as const)(
    "says why linking failed, in the card gateway's words for its code (%s)",
    async (lang) => {
      const w = WORDS[lang];
      render(lang, [], {
        kind: 'failed',
        code: '229',
        messageKey: 'payments:code.ALEPAY_CARD_EXPIRED',
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(w.failed);
      expect(alert).toHaveTextContent(w.expired);
      expect(screen.getByText(w.empty)).toBeInTheDocument();
    },
  );

  it.each(['vi', 'en'] as const)('confirms a card linked (%s)', async (lang) => {
    const w = WORDS[lang];
    render(lang, [VISA], { kind: 'linked' });
    expect(await screen.findByText(new RegExp(w.linked))).toBeInTheDocument();
  });
});
