import type { AccountSummary } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { LockButton } from './lock-button';

const ACCOUNT: AccountSummary = {
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'lan@example.vn',
  role: 'CUSTOMER',
  fullName: 'Phạm Lan',
  phone: null,
  isActive: true,
  isLocked: false,
  createdAt: '2026-11-01T03:00:00.000Z',
};

function renderLock(account: AccountSummary) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderInRouter(<p />, {
    path: '/accounts',
    routes: [
      {
        path: 'accounts',
        action: async ({ request }) => {
          const form = Object.fromEntries(await request.formData());
          posted.push(form);
          return {
            ok: true,
            id: account.id,
            isLocked: form.intent === 'lock',
            email: account.email,
          };
        },
        Component: () => <LockButton account={account} />,
      },
    ],
  });
  return posted;
}

describe('locking an account', () => {
  it('asks first, saying the account is signed out everywhere, and locks once confirmed', async () => {
    const user = userEvent.setup();
    const posted = renderLock(ACCOUNT);
    await user.click(await screen.findByRole('button', { name: 'Khóa tài khoản lan@example.vn' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Khóa tài khoản lan@example.vn?' });
    expect(dialog).toHaveTextContent('đăng xuất ngay trên mọi thiết bị');
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Khóa tài khoản lan@example.vn' }));
    await user.click(screen.getByRole('button', { name: 'Khóa' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([{ id: ACCOUNT.id, email: ACCOUNT.email, intent: 'lock' }]),
    );
  });

  it('unlocks at once', async () => {
    const user = userEvent.setup();
    const posted = renderLock({ ...ACCOUNT, isLocked: true });
    await user.click(
      await screen.findByRole('button', { name: 'Mở khóa tài khoản lan@example.vn' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: 'unlock' });
  });
});
