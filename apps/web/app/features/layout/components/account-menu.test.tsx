import type { Role, User } from '@lotus/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AccountMenu } from './account-menu';

function userOf(role: Role, profile: { firstName: string; lastName: string } | null): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: `${role.toLowerCase()}@lotus.vn`,
    role,
    isActive: true,
    profile: profile && {
      ...profile,
      fullName: `${profile.lastName} ${profile.firstName}`,
      phone: null,
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
}

/** The menu in a small data router: a shell (the header) around a page. */
function renderMenu(
  user: User | null,
  { lang = 'vi', logout = vi.fn() }: { lang?: 'vi' | 'en'; logout?: () => void } = {},
) {
  function Shell() {
    return (
      <>
        <p>outside</p>
        <AccountMenu user={user} />
        <Outlet />
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Shell,
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => <p>Home page</p> },
        { path: 'products', Component: () => <p>Products page</p> },
      ],
    },
    {
      path: '/logout',
      action: () => {
        logout();
        return { loggedOut: true };
      },
    },
  ]);
  return renderWithProviders(<Stub initialEntries={['/products']} />, { lang });
}

describe('AccountMenu', () => {
  it('opens from the keyboard, offers log in and register, and closes on Escape', async () => {
    const ui = userEvent.setup();
    renderMenu(null, { lang: 'en' });
    const button = await screen.findByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await ui.tab();
    expect(button).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );

    await ui.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const ui = userEvent.setup();
    renderMenu(null);
    await ui.click(await screen.findByRole('button', { name: 'Tài khoản' }));
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    await ui.click(screen.getByText('outside'));
    expect(screen.getByRole('button', { name: 'Tài khoản' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("shows a signed-in customer's full name and their account links", async () => {
    const ui = userEvent.setup();
    renderMenu(userOf('CUSTOMER', { firstName: 'Minh Anh', lastName: 'Nguyễn' }));
    const button = await screen.findByRole('button', { name: 'Nguyễn Minh Anh' });
    await ui.click(button);
    expect(screen.getByRole('link', { name: 'Tài khoản của tôi' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Sản phẩm yêu thích' })).toHaveAttribute(
      'href',
      '/profile/wishlist',
    );
    expect(screen.getByRole('link', { name: 'Đổi mật khẩu' })).toHaveAttribute(
      'href',
      '/profile/password',
    );
    expect(screen.queryByRole('link', { name: 'Trang quản trị' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
  });

  it('offers the back office to staff, and names an operator without a profile OPERATOR', async () => {
    const ui = userEvent.setup();
    renderMenu(userOf('OPERATOR', { firstName: '', lastName: '' }), { lang: 'en' });
    await ui.click(await screen.findByRole('button', { name: 'OPERATOR' }));
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/portal');
  });

  it('logs out: the server ends the session, local storage is cleared, a toast, then home', async () => {
    const ui = userEvent.setup();
    const logout = vi.fn();
    for (const key of ['accessToken', 'userInfo', 'email', 'infoAuthReferral', 'wishlist']) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('carts', '[{"infoId":"a","quantity":1}]');
    const { store } = renderMenu(userOf('CUSTOMER', { firstName: 'Lan', lastName: 'Trần' }), {
      logout,
    });
    await ui.click(await screen.findByRole('button', { name: 'Trần Lan' }));
    await ui.click(screen.getByRole('button', { name: 'Đăng xuất' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    for (const key of ['accessToken', 'userInfo', 'email', 'infoAuthReferral', 'wishlist']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('carts')).not.toBeNull();
    await waitFor(() =>
      expect(store.getState().common.notifications).toEqual([
        expect.objectContaining({ type: 'success', message: 'accounts:notify.Logout' }),
      ]),
    );
  });
});
