import { ERROR_MESSAGES } from '@lotus/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastShown, type ToastType } from '../../store/common-slice';
import { useNotify } from '../../store/use-notify';
import { renderWithProviders } from '../../test/render';
import { ToastStack } from './toast-stack';

describe('ToastStack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most three toasts; a fourth pushes out the oldest', () => {
    const { store } = renderWithProviders(<ToastStack />, { lang: 'en' });
    act(() => {
      for (const code of ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'PRODUCT_NOT_FOUND']) {
        store.dispatch(toastShown({ type: 'info', message: `errors:${code}` }));
      }
    });
    const list = screen.getByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('status');
    expect(items).toHaveLength(3);
    expect(list).not.toHaveTextContent('Data not found.');
    expect(items[0]).toHaveTextContent(ERROR_MESSAGES.CONFLICT.en);
    expect(items[2]).toHaveTextContent('Product not found.');
  });

  it('hides a toast 5000 ms after it appears', () => {
    const { store } = renderWithProviders(<ToastStack />);
    act(() => {
      store.dispatch(toastShown({ type: 'success', message: 'errors:NOT_FOUND' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Không tìm thấy dữ liệu.');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.getState().common.notifications).toEqual([]);
  });

  it('fills in the variables of a message', () => {
    const { store } = renderWithProviders(<ToastStack />, { lang: 'vi' });
    act(() => {
      store.dispatch(
        toastShown({ type: 'error', message: 'errors:RATE_LIMITED', values: { retryAfter: 30 } }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('thử lại sau 30 giây');
  });

  it('closes a toast from its close button', () => {
    const { store } = renderWithProviders(<ToastStack />, { lang: 'en' });
    act(() => {
      store.dispatch(toastShown({ type: 'warning', message: 'errors:CONFLICT' }));
    });
    act(() => {
      screen.getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives each of the four kinds its own colour, icon and role', () => {
    const { store } = renderWithProviders(<ToastStack />, { lang: 'en' });
    const kinds: ToastType[] = ['success', 'error', 'warning', 'info'];
    act(() => {
      // Three at a time is the cap, so check them in two rounds.
      for (const type of kinds.slice(0, 3))
        store.dispatch(toastShown({ type, message: 'loading' }));
    });
    const seen = new Map<string, { className: string; icon: string | null; role: string | null }>();
    const collect = () => {
      for (const li of document.querySelectorAll('li[data-toast-type]')) {
        seen.set(li.getAttribute('data-toast-type')!, {
          className: li.className,
          icon: li.querySelector('svg')!.getAttribute('data-icon'),
          role: li.getAttribute('role'),
        });
      }
    };
    collect();
    act(() => {
      store.dispatch(toastShown({ type: 'info', message: 'loading' }));
    });
    collect();

    expect([...seen.keys()].sort()).toEqual([...kinds].sort());
    expect(seen.get('error')!.role).toBe('alert');
    for (const type of ['success', 'warning', 'info']) expect(seen.get(type)!.role).toBe('status');
    expect(seen.get('success')!.className).toContain('bg-emerald-50');
    expect(seen.get('error')!.className).toContain('bg-red-50');
    expect(seen.get('warning')!.className).toContain('bg-amber-50');
    expect(seen.get('info')!.className).toContain('bg-sky-50');
    expect(new Set([...seen.values()].map((v) => v.icon)).size).toBe(4);
  });
});

describe('useNotify', () => {
  it('raises a toast of the asked kind from a component', () => {
    function Button() {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify.warning('errors:CONFLICT')}>
          go
        </button>
      );
    }
    renderWithProviders(
      <>
        <Button />
        <ToastStack />
      </>,
      { lang: 'en' },
    );
    act(() => {
      screen.getByRole('button', { name: 'go' }).click();
    });
    expect(screen.getByRole('status')).toHaveTextContent(ERROR_MESSAGES.CONFLICT.en);
    expect(document.querySelector('[data-toast-type=warning]')).not.toBeNull();
  });
});
