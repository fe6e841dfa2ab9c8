import {
  authContract,
  cartContract,
  type ApiTransport,
  type CartView,
  type ErrorCode,
  type User,
} from '@lotus/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeReply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { cartRestored } from '../store/cart-slice';
import { makeStore } from '../store/store';
import Login, { action, loader, type LoginActionData } from './login';

const user: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: {
    firstName: 'Minh Anh',
    lastName: 'Nguyễn',
    fullName: 'Nguyễn Minh Anh',
    phone: '0912345678',
    dateOfBirth: null,
    company: null,
    businessName: null,
    address: null,
    city: null,
    country: null,
    referralCode: null,
    qrCode: null,
    socialLinks: {},
  },
};

const EMPTY_CART: CartView = {
  lines: [],
  totalQuantity: 0,
  pricing: {
    lines: [],
    adjustments: [],
    itemsTotal: 0,
    subtotal: 0,
    discountTotal: 0,
    baseShippingFee: 0,
    shippingFee: 0,
    grandTotal: 0,
    freeShipping: { threshold: 500_000, remaining: 500_000, reached: false },
    promotion: null,
    voucher: null,
  },
  canOrder: false,
  missing: [],
  offers: [],
  offerNames: {},
  programmeNames: {},
};

/**
 * A fake in-process API for the login action: login answers `login`; "who am I" knows jwt-1;
 * the cart merge answers `merge`.
 */
function loginApi(login: FakeReply, merge: FakeReply = ok(EMPTY_CART)) {
  const api = fakeApi(
    on(authContract.login, login),
    on(authContract.me, ({ headers }) =>
      headers.authorization === 'Bearer jwt-1' ? ok(user) : refused('UNAUTHORIZED'),
    ),
    on(cartContract.merge, merge),
  );
  return { api, calls: api.requests };
}

const V1 = '00000000-0000-4000-8000-0000000000c1';
const V2 = '00000000-0000-4000-8000-0000000000c2';

const loggedIn = (redirectTo: string) => {
  const headers = new Headers();
  headers.append('set-cookie', 'lotus_at=new-at; Path=/; HttpOnly; SameSite=Lax');
  headers.append('set-cookie', 'lotus_rt=new-rt; Path=/; HttpOnly; SameSite=Lax');
  return ok(
    { token: 'jwt-1', expiresIn: 900, refreshToken: 'rt', redirectTo },
    { code: 'LoginSuccess', headers },
  );
};

function post(fields: Record<string, string>) {
  return new Request('http://localhost/login', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

const context = (api: ApiTransport) => ({ lang: 'vi' as const, requestId: 't', api });

async function runAction(fields: Record<string, string>, api: ApiTransport) {
  const result = (await action({
    request: post(fields),
    params: {},
    context: context(api),
  } as unknown as Parameters<typeof action>[0])) as unknown as {
    data: LoginActionData;
    init: ResponseInit & { headers?: Headers };
  };
  return result;
}

describe('login action', () => {
  it("logs in through the API and passes the API's session cookies on to the browser", async () => {
    const { api, calls } = loginApi(loggedIn('/profile'));
    const result = await runAction(
      { username: ' lan@example.vn ', password: 'Secret123!', redirect: '/profile' },
      api,
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'lan@example.vn', password: 'Secret123!', redirect: '/profile' },
    });
    expect(result.data).toEqual({
      ok: true,
      name: 'Nguyễn Minh Anh',
      role: 'CUSTOMER',
      redirectTo: '/profile',
      cartMerged: false,
    });
    // No local cart, no merge.
    expect(calls.map((c) => c.path)).not.toContain('/api/cart/merge');
    expect(new Headers(result.init.headers).getSetCookie()).toEqual([
      'lotus_at=new-at; Path=/; HttpOnly; SameSite=Lax',
      'lotus_rt=new-rt; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('sends a form the browser posted itself (no page script) straight on', async () => {
    const { api } = loginApi(loggedIn('/profile'));
    const sent = post({ username: 'lan@example.vn', password: 'Secret123!', redirect: '/profile' });
    // The test DOM's Request drops the browser's own Sec-Fetch headers: the form as a browser
    // sends it when it navigates.
    const navigation = {
      formData: () => sent.formData(),
      headers: { get: (name: string) => (name === 'sec-fetch-mode' ? 'navigate' : null) },
    };
    const answer = (await action({
      request: navigation,
      params: {},
      context: context(api),
    } as unknown as Parameters<typeof action>[0])) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile');
    // (The session cookies ride along; the test DOM's Response hides them: e2e/accounts.spec.ts.)
  });

  it("merges the visitor's local cart into the account after logging in", async () => {
    const { api, calls } = loginApi(loggedIn('/checkout'));
    const carts = [
      { infoId: V1, quantity: 2, isOrder: false },
      { infoId: V2, quantity: 1, isOrder: false },
      { infoId: 'not-a-variant', quantity: 0, isOrder: false },
    ];
    const result = await runAction(
      { username: 'lan@example.vn', password: 'Secret123!', carts: JSON.stringify(carts) },
      api,
    );
    expect(result.data).toMatchObject({ ok: true, redirectTo: '/checkout', cartMerged: true });
    const merge = calls.find((c) => c.path === '/api/cart/merge');
    // After the login (the session is the new user's), with only well-formed lines.
    expect(calls.indexOf(merge!)).toBeGreaterThan(0);
    expect(merge!.body).toEqual({ lines: carts.slice(0, 2) });
  });

  it('logs in even when the cart cannot be merged (the local cart is kept)', async () => {
    const { api } = loginApi(loggedIn('/'), refused('INTERNAL_ERROR'));
    const result = await runAction(
      {
        username: 'lan@example.vn',
        password: 'Secret123!',
        carts: JSON.stringify([{ infoId: V1, quantity: 1, isOrder: false }]),
      },
      api,
    );
    expect(result.data).toMatchObject({ ok: true, cartMerged: false });
  });

  it('never answers with an off-site target, whatever it was given', async () => {
    for (const target of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const { api } = loginApi(loggedIn(target));
      const result = await runAction({ username: 'lan@example.vn', password: 'x' }, api);
      expect(result.data).toMatchObject({ ok: true, redirectTo: '/' });
    }
  });

  it.each([
    [403, 'USER_NOT_ACTIVE', 'accounts:notify.LoginFailedByNotActive'],
    [401, 'INVALID_CREDENTIALS', 'accounts:notify.LoginFailedByInvalidCredentials'],
    [403, 'USER_IS_NOT_ACTIVE', 'accounts:notify.LoginFailedAccountIsNotActive'],
    [500, 'INTERNAL_ERROR', 'accounts:notify.LoginFailedDefault'],
  ])('answers a %i %s with its message key', async (status, code, key) => {
    const { api } = loginApi(refused(code as ErrorCode, { status }));
    const result = await runAction({ username: 'lan@example.vn', password: 'Secret123!' }, api);
    expect(result.init.status).toBe(status);
    expect(result.data).toEqual({
      ok: false,
      fieldErrors: {},
      formError: { key },
      code,
      email: 'lan@example.vn',
    });
  });

  it('says how long to wait when rate limited', async () => {
    const { api } = loginApi(refused('RATE_LIMITED', { params: { retryAfter: 30 } }));
    const result = await runAction({ username: 'lan@example.vn', password: 'x' }, api);
    expect(result.data).toMatchObject({
      formError: { key: 'errors:RATE_LIMITED', values: { retryAfter: 30 } },
    });
  });

  it('refuses an empty form beside its fields without asking the API', async () => {
    const { api, calls } = loginApi(loggedIn('/'));
    const result = await runAction({ username: 'nope', password: '' }, api);
    expect(result.init.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      fieldErrors: { username: 'validation:InvalidEmail', password: 'validation:FieldIsNotEmpty' },
    });
    expect(calls).toEqual([]);
  });
});

describe('login loader', () => {
  const load = (url: string) =>
    loader({ request: new Request(url) } as unknown as Parameters<typeof loader>[0]);

  it('keeps a same-site redirect and drops anything else', () => {
    expect(load('http://x/login?redirect=%2Fprofile%3Ftab%3D1')).toEqual({
      redirect: '/profile?tab=1',
      expired: false,
    });
    for (const target of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      expect(load(`http://x/login?redirect=${encodeURIComponent(target)}`).redirect).toBe('');
    }
    expect(load('http://x/login?expired=1').expired).toBe(true);
  });
});

describe('login page', () => {
  function renderLogin(
    lang: 'vi' | 'en',
    answer: LoginActionData | null = null,
    url = '/login',
    store?: ReturnType<typeof makeStore>,
  ) {
    const Stub = createRoutesStub([
      {
        path: '/login',
        Component: Login,
        HydrateFallback: () => null,
        loader: ({ request }) => loader({ request } as Parameters<typeof loader>[0]),
        action: () => answer,
      },
      { path: '/', Component: () => <p>Home page</p> },
      { path: '/profile', Component: () => <p>Profile page</p> },
      { path: '/portal', Component: () => <p>Back office</p> },
      { path: '/checkout', Component: () => <p>Checkout page</p> },
    ]);
    return renderWithProviders(<Stub initialEntries={[url]} />, {
      lang,
      ...(store ? { store } : {}),
    });
  }

  it('shows the rules broken beside the fields, in English', async () => {
    const ui = userEvent.setup();
    renderLogin('en');
    await ui.click(await screen.findByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    // The form's schema loads when the form is first reached; the check follows it.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This field is required.',
    );
  });

  it('shows the rules broken beside the fields, in Vietnamese, and clears one when edited', async () => {
    const ui = userEvent.setup();
    renderLogin('vi');
    await ui.type(await screen.findByLabelText('Email'), 'khong-phai-email');
    await ui.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email không hợp lệ.');
    await ui.type(screen.getByLabelText('Email'), '@');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('explains a refused login and offers the verification mail again', async () => {
    const ui = userEvent.setup();
    renderLogin('en', {
      ok: false,
      fieldErrors: {},
      formError: { key: 'accounts:notify.LoginFailedByNotActive' },
      code: 'USER_NOT_ACTIVE',
      email: 'lan@example.vn',
    });
    await ui.type(await screen.findByLabelText('Email'), 'lan@example.vn');
    await ui.type(screen.getByLabelText('Password'), 'Secret123!');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is not active yet. Please open the confirmation email to activate it.',
    );
    expect(
      screen.getByRole('button', { name: 'Send the confirmation email again' }),
    ).toBeInTheDocument();
  });

  it('welcomes the user by name and goes straight where they were going, no card between', async () => {
    const ui = userEvent.setup();
    const { store } = renderLogin(
      'vi',
      {
        ok: true,
        name: 'Nguyễn Minh Anh',
        role: 'CUSTOMER',
        redirectTo: '/profile',
        cartMerged: false,
      },
      '/login?redirect=%2Fprofile',
    );
    await ui.type(await screen.findByLabelText('Email'), 'lan@example.vn');
    await ui.type(screen.getByLabelText('Mật khẩu'), 'Secret123!');
    // Every heading the page shows on its way: only the form's, then the page asked for.
    const headings = new Set<string>();
    const seen = new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1, h2')) headings.add(h.textContent ?? '');
    });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    const sentAt = Date.now();
    await ui.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() =>
      expect(store.getState().common.notifications).toEqual([
        expect.objectContaining({
          type: 'success',
          message: 'accounts:notify.LoginSuccess',
          values: { name: 'Nguyễn Minh Anh' },
        }),
      ]),
    );
    expect(await screen.findByText('Profile page', {}, { timeout: 3000 })).toBeInTheDocument();
    seen.disconnect();
    expect(Date.now() - sentAt).toBeLessThan(900);
    expect([...headings].filter((h) => h !== 'Đăng nhập')).toEqual([]);
  });

  it("goes to the role's home rather than off the site", async () => {
    const ui = userEvent.setup();
    renderLogin('en', {
      ok: true,
      name: 'OPERATOR',
      role: 'OPERATOR',
      redirectTo: 'https://evil.example/',
      cartMerged: false,
    });
    await ui.type(await screen.findByLabelText('Email'), 'op@lotus.vn');
    await ui.type(screen.getByLabelText('Password'), 'Secret123!');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Back office', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('sends the local cart with the form and empties it once it is merged', async () => {
    const ui = userEvent.setup();
    const store = makeStore({ language: 'en' });
    let sent: string | null = null;
    const Stub = createRoutesStub([
      {
        path: '/login',
        Component: Login,
        HydrateFallback: () => null,
        loader: ({ request }) => loader({ request } as Parameters<typeof loader>[0]),
        action: async ({ request }) => {
          sent = (await request.formData()).get('carts') as string | null;
          return {
            ok: true,
            name: 'Nguyễn Minh Anh',
            role: 'CUSTOMER',
            redirectTo: '/checkout',
            cartMerged: true,
          } satisfies LoginActionData;
        },
      },
      { path: '/checkout', Component: () => <p>Checkout page</p> },
    ]);
    // The visitor's cart, read from local storage after hydration.
    store.dispatch(cartRestored([{ infoId: V1, quantity: 2, isOrder: false }]));
    renderWithProviders(<Stub initialEntries={['/login?redirect=%2Fcheckout']} />, {
      lang: 'en',
      store,
    });
    await ui.type(await screen.findByLabelText('Email'), 'lan@example.vn');
    await ui.type(screen.getByLabelText('Password'), 'Secret123!');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().product.carts).toEqual([]));
    expect(JSON.parse(sent!)).toEqual([{ infoId: V1, quantity: 2, isOrder: false }]);
    expect(await screen.findByText('Checkout page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('says the session expired', async () => {
    const { store } = renderLogin('en', null, '/login?expired=1&redirect=%2Fprofile');
    expect(
      await screen.findByText('Your session has expired. Please log in again to continue.'),
    ).toBeInTheDocument();
    expect(store.getState().common.notifications).toEqual([
      expect.objectContaining({ type: 'warning', message: 'accounts:notify.SessionExpired' }),
    ]);
  });
});
