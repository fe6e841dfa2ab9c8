import type { ApiRequest, ApiResponse, ApiTransport, User } from '@lotus/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
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
    socialLinks: {},
  },
};

const json = (status: number, body: unknown, headers: HeadersInit = {}): ApiResponse => ({
  status,
  headers: new Headers(headers),
  body,
});

/** A fake in-process API for the login action, recording its calls. */
function loginApi(answer: (request: ApiRequest) => ApiResponse) {
  const calls: ApiRequest[] = [];
  const api: ApiTransport = (request) => {
    calls.push(request);
    return Promise.resolve(answer(request));
  };
  return { api, calls };
}

const loggedIn = (redirectTo: string) => (request: ApiRequest) => {
  if (request.path === '/api/auth/login') {
    const headers = new Headers();
    headers.append('set-cookie', 'lotus_at=new-at; Path=/; HttpOnly; SameSite=Lax');
    headers.append('set-cookie', 'lotus_rt=new-rt; Path=/; HttpOnly; SameSite=Lax');
    return {
      status: 200,
      headers,
      body: {
        success: true,
        code: 'LoginSuccess',
        data: { token: 'jwt-1', expiresIn: 900, refreshToken: 'rt', redirectTo },
      },
    };
  }
  if (request.path === '/api/auth/user/me' && request.headers?.authorization === 'Bearer jwt-1') {
    return json(200, { success: true, data: user });
  }
  return json(401, { success: false, code: 'UNAUTHORIZED', message: 'no' });
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
    });
    expect(new Headers(result.init.headers).getSetCookie()).toEqual([
      'lotus_at=new-at; Path=/; HttpOnly; SameSite=Lax',
      'lotus_rt=new-rt; Path=/; HttpOnly; SameSite=Lax',
    ]);
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
    const { api } = loginApi(() => json(status, { success: false, code, message: 'x' }));
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
    const { api } = loginApi(() =>
      json(429, { success: false, code: 'RATE_LIMITED', message: 'x', params: { retryAfter: 30 } }),
    );
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
  function renderLogin(lang: 'vi' | 'en', answer: LoginActionData | null = null, url = '/login') {
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
      { path: '/admin', Component: () => <p>Back office</p> },
    ]);
    return renderWithProviders(<Stub initialEntries={[url]} />, { lang });
  }

  it('shows the rules broken beside the fields, in English', async () => {
    const ui = userEvent.setup();
    renderLogin('en');
    await ui.click(await screen.findByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
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

  it('welcomes the user by name, then after one second goes where they were going', async () => {
    const ui = userEvent.setup();
    const { store } = renderLogin(
      'vi',
      { ok: true, name: 'Nguyễn Minh Anh', role: 'CUSTOMER', redirectTo: '/profile' },
      '/login?redirect=%2Fprofile',
    );
    await ui.type(await screen.findByLabelText('Email'), 'lan@example.vn');
    await ui.type(screen.getByLabelText('Mật khẩu'), 'Secret123!');
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
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
  });

  it("goes to the role's home rather than off the site", async () => {
    const ui = userEvent.setup();
    renderLogin('en', {
      ok: true,
      name: 'OPERATOR',
      role: 'OPERATOR',
      redirectTo: 'https://evil.example/',
    });
    await ui.type(await screen.findByLabelText('Email'), 'op@lotus.vn');
    await ui.type(screen.getByLabelText('Password'), 'Secret123!');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Back office', {}, { timeout: 3000 })).toBeInTheDocument();
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
