import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('remembers the choice in local storage and posts it with the current page', async () => {
    const received = vi.fn();
    const Stub = createRoutesStub([
      { path: '/products', Component: () => <LanguageSwitch /> },
      {
        path: '/language',
        action: async ({ request }) => {
          received(Object.fromEntries(await request.formData()));
          return redirect('/products?name=robot');
        },
      },
    ]);
    renderWithProviders(<Stub initialEntries={['/products?name=robot']} />, { lang: 'vi' });

    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Ngôn ngữ' })).toBeInTheDocument();

    await userEvent.click(english);

    expect(localStorage.getItem('language')).toBe('en');
    await waitFor(() =>
      expect(received).toHaveBeenCalledWith({ lang: 'en', redirectTo: '/products?name=robot' }),
    );
  });

  it('labels itself in English when the page is in English', () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <LanguageSwitch /> }]);
    renderWithProviders(<Stub />, { lang: 'en' });
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});
