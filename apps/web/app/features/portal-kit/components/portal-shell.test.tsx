import type { Role } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { PortalShell } from './portal-shell';

const staff = (role: Role) => ({ id: '00000000-0000-4000-8000-0000000000e1', role, name: 'Lan' });

describe('the back office frame', () => {
  it('groups the screens by area and shows an admin every one of them (vi)', async () => {
    renderInRouter(<p />, {
      path: '/portal/refunds',
      routes: [
        {
          path: 'portal/refunds',
          Component: () => (
            <PortalShell me={staff('ADMIN')}>
              <p>Trang</p>
            </PortalShell>
          ),
        },
      ],
    });
    const nav = await screen.findByRole('navigation', { name: 'Trang quản trị' });
    for (const area of ['Bán hàng', 'Ưu đãi', 'Nội dung', 'Quản lý cửa hàng']) {
      expect(within(nav).getByRole('heading', { name: area })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Cài đặt cửa hàng' })).toHaveAttribute(
      'href',
      '/portal/shop-settings',
    );
    expect(within(nav).getByRole('link', { name: 'Hoàn tiền' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Đơn hàng' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Lan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Về cửa hàng/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('Trang');
  });

  it('hides what an operator may not use (en)', async () => {
    renderInRouter(
      <PortalShell me={staff('OPERATOR')}>
        <p>Page</p>
      </PortalShell>,
      { lang: 'en' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Shop settings' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Page views' })).toBeNull();
    expect(screen.getByText('Operator')).toBeInTheDocument();
  });

  it('opens the navigation from the menu button and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <PortalShell me={staff('ADMIN')}>
        <p>Trang</p>
      </PortalShell>,
    );
    const menu = await screen.findByRole('button', { name: 'Mở menu quản trị' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Trang quản trị' });
    expect(within(drawer).getByRole('link', { name: 'Đơn hàng' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Đóng menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });
});
