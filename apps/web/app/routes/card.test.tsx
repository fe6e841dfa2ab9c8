import { authContract, type Card, cardContactContract, cardContract } from '@lotus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import CardPage, { action, loader } from './card';

const CARD: Card = {
  id: '00000000-0000-4000-8000-0000000000d1',
  slug: 'le-quoc-bao',
  viewer: 'visitor',
  fullName: 'Lê Quốc Bảo',
  firstName: 'Quốc Bảo',
  lastName: 'Lê',
  photoUrl: null,
  title: 'Kỹ sư tự động hoá',
  company: 'Bảo Lê Automation',
  businessName: null,
  bio: null,
  phone: null,
  email: null,
  address: null,
  links: [{ network: 'zalo', handle: '84386123456', url: 'https://zalo.me/0386123456' }],
  payments: [
    {
      kind: 'bank',
      label: 'Vietcombank',
      account: '0011000123456',
      holder: 'LE QUOC BAO',
      payload: '000201…',
      url: null,
    },
  ],
  saved: false,
  canGiveBack: false,
  updatedAt: '2026-11-29T08:00:00.000Z',
  owner: null,
};

const MEMBER = {
  id: '00000000-0000-4000-8000-0000000000e1',
  email: 'lan@example.vn',
  role: 'CUSTOMER' as const,
  isActive: true,
  profile: null,
};

const context = (api: unknown) => ({ lang: 'vi', requestId: 't', api });

async function load(url: string, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    loader({
      request: new Request(url),
      params: { slug: 'le-quoc-bao' },
      context: context(api),
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as any, api };
}

describe('the card page: loader and action', () => {
  it('counts a QR scan when it comes from the code, a view otherwise, nothing when asking to pay', async () => {
    const scan = await load('http://x/c/le-quoc-bao?via=qr', on(cardContract.show, ok(CARD)));
    expect(scan.api.calls[0]!.query).toMatchObject({ via: 'qr' });
    expect(scan.result.card).toEqual(CARD);
    const view = await load('http://x/c/le-quoc-bao', on(cardContract.show, ok(CARD)));
    expect(view.api.calls[0]!.query).toMatchObject({ via: 'view' });
    const pay = await load(
      'http://x/c/le-quoc-bao?amount=50000&message=Coc%20don',
      on(cardContract.show, ok(CARD)),
    );
    expect(pay.api.calls[0]!.query).toEqual({ via: 'none', amount: 50000, message: 'Coc don' });
    expect(pay.result.ask).toEqual({ amount: 50000, message: 'Coc don' });
  });

  it('answers 404 for a card that is gone or an address that is not one', async () => {
    const gone = await load(
      'http://x/c/le-quoc-bao',
      on(cardContract.show, refused('ECARD_NOT_FOUND')),
    );
    expect(gone.result).toMatchObject({ init: { status: 404 } });
    const api = fakeApi();
    const bad = await Promise.resolve(
      loader({
        request: new Request('http://x/c/x'),
        params: { slug: 'X Y' },
        context: context(api),
      } as never),
    ).catch((e: unknown) => e);
    expect(bad).toMatchObject({ init: { status: 404 } });
    expect(api.calls).toEqual([]);
  });

  it('saves the card with its note, and leaves the member’s own only with consent', async () => {
    const post = async (fields: Record<string, string>, ...routes: FakeRoute[]) => {
      const api = fakeApi(on(authContract.me, ok(MEMBER)), ...routes);
      const request = new Request('http://x/c/le-quoc-bao', {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      const result = await Promise.resolve(
        action({ request, params: { slug: 'le-quoc-bao' }, context: context(api) } as never),
      );
      return { result: result as any, api };
    };
    const saved = await post(
      { intent: 'save', note: 'Gặp ở showroom Hà Nội' },
      on(
        cardContactContract.save,
        ok({
          id: CARD.id,
          slug: CARD.slug,
          fullName: CARD.fullName,
          title: null,
          company: null,
          note: 'Gặp ở showroom Hà Nội',
          source: 'saved',
          savedAt: CARD.updatedAt,
        }),
      ),
    );
    expect(saved.result.data).toMatchObject({ ok: true, intent: 'save' });
    expect(saved.api.requests.at(-1)!.body).toEqual({
      slug: 'le-quoc-bao',
      note: 'Gặp ở showroom Hà Nội',
    });
    const noConsent = await post({ intent: 'give-back' });
    expect(noConsent.result).toMatchObject({
      data: { ok: false, fieldErrors: { consent: 'validation:ConsentRequired' } },
      init: { status: 400 },
    });
    expect(noConsent.api.calls.map((c) => c.path)).not.toContain('/api/relationship/give-back');
    const given = await post(
      { intent: 'give-back', consent: 'on' },
      on(cardContactContract.giveBack, ok({ given: true })),
    );
    expect(given.result.data).toMatchObject({ ok: true, intent: 'give-back' });
    expect(given.api.requests.at(-1)!.body).toEqual({ slug: 'le-quoc-bao', consent: true });
  });
});

describe('the card page', () => {
  it.each([
    [
      'vi',
      'Lưu vào danh bạ điện thoại',
      'Đăng nhập để lưu danh thiếp',
      'Mã VietQR chuyển tiền tới Vietcombank 0011000123456',
    ],
    [
      'en',
      'Save to phone contacts',
      'Log in to save this card',
      'VietQR code for a transfer to Vietcombank 0011000123456',
    ],
  ] as const)(
    'shows a visitor the card, its vCard and payment codes, in %s',
    async (lang, vcard, login, qr) => {
      renderInRouter(
        <CardPage
          {...({
            loaderData: { card: CARD, ask: {}, loginHref: '/login?redirect=%2Fc%2Fle-quoc-bao' },
          } as unknown as Parameters<typeof CardPage>[0])}
        />,
        { lang },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Lê Quốc Bảo' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: vcard })).toHaveAttribute(
        'href',
        '/api/card/le-quoc-bao/vcard',
      );
      expect(screen.getByRole('link', { name: login })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fc%2Fle-quoc-bao',
      );
      expect(screen.getByRole('img', { name: qr })).toHaveAttribute(
        'src',
        '/api/card/le-quoc-bao/pay/bank',
      );
      // Zalo as the number is dialled in Vietnam, opened outside the shop.
      const zalo = screen.getByRole('link', { name: /Zalo/ });
      expect(zalo).toHaveTextContent('0386123456');
      expect(zalo).toHaveAttribute('rel', 'me noopener ugc');
    },
  );

  it('lets a signed-in member save the card with a note, and leave theirs with consent', async () => {
    renderInRouter(
      <CardPage
        {...({
          loaderData: { card: { ...CARD, canGiveBack: true }, ask: {}, loginHref: '/login' },
        } as unknown as Parameters<typeof CardPage>[0])}
      />,
      { lang: 'en', root: { user: MEMBER } },
    );
    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /I agree that Lê Quốc Bảo keeps my card/ }),
    ).toBeRequired();
    expect(screen.queryByRole('link', { name: 'Log in to save this card' })).toBeNull();
  });
});
