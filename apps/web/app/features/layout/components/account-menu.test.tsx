import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AccountMenu } from './account-menu';

describe('AccountMenu', () => {
  it('opens from the keyboard, offers log in and register, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>,
      { lang: 'en' },
    );
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <p>outside</p>
        <AccountMenu />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Tài khoản' }));
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    await user.click(screen.getByText('outside'));
    expect(screen.getByRole('button', { name: 'Tài khoản' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
