import { accountContract, authContract, type ApiTransport } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeReply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import ProfilePassword, { action } from './profile.password';

const me = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  isActive: true,
  profile: null,
};

/** The API of a signed-in `me`, answering the password change with `answer`. */
function api(answer: () => FakeReply): ApiTransport {
  return fakeApi(on(authContract.me, ok(me)), on(accountContract.changePassword, answer));
}

const fields = {
  currentPassword: 'Wrong-123',
  password: 'NewSecret456',
  confirmPassword: 'NewSecret456',
};

function renderPage(lang: 'vi' | 'en', transport: ApiTransport) {
  const Stub = createRoutesStub(
    [
      {
        path: '/profile/password',
        Component: ProfilePassword,
        HydrateFallback: () => null,
        action: ({ request, context }) =>
          action({ request, context, params: {} } as Parameters<typeof action>[0]),
      },
    ],
    { lang, requestId: 't', api: transport },
  );
  return renderWithProviders(<Stub initialEntries={['/profile/password']} />, { lang });
}

async function submit(labels: [string, string, string], button: string) {
  const ui = userEvent.setup();
  const values = Object.values(fields);
  for (const [index, label] of labels.entries()) {
    await ui.type(await screen.findByLabelText(label), values[index]!);
  }
  await ui.click(screen.getByRole('button', { name: button }));
}

describe('change password', () => {
  const invalid = () => refused('INVALID_CURRENT_PASSWORD');

  it('says a wrong current password beside that field (vi)', async () => {
    renderPage('vi', api(invalid));
    await submit(['Mật khẩu hiện tại', 'Mật khẩu mới', 'Nhập lại mật khẩu mới'], 'Đổi mật khẩu');
    const current = await screen.findByLabelText('Mật khẩu hiện tại', {}, { timeout: 3000 });
    await screen.findByText('Mật khẩu hiện tại không đúng.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Mật khẩu hiện tại không đúng.');
  });

  it('says a wrong current password beside that field (en)', async () => {
    renderPage('en', api(invalid));
    await submit(['Current password', 'New password', 'Confirm new password'], 'Change password');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes the renewed session cookie on and confirms with a toast', async () => {
    const headers = new Headers({ 'set-cookie': 'lotus_at=renewed; Path=/; HttpOnly' });
    const transport = api(() => ok({ changed: true }, { headers }));
    const request = new Request('http://x/profile/password', {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    const result = (await action({
      request,
      params: {},
      context: { lang: 'en', requestId: 't', api: transport },
    } as unknown as Parameters<typeof action>[0])) as unknown as {
      data: unknown;
      init: { headers: Headers };
    };
    expect(result.data).toEqual({ ok: true });
    expect(new Headers(result.init.headers).getSetCookie()).toEqual([
      'lotus_at=renewed; Path=/; HttpOnly',
    ]);

    const { store } = renderPage('en', transport);
    await submit(['Current password', 'New password', 'Confirm new password'], 'Change password');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(store.getState().common.notifications[0]).toMatchObject({
      type: 'success',
      message: 'accounts:notify.ChangePasswordSuccess',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
