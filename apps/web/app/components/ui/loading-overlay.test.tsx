import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionLoadingEnded, sessionLoadingStarted } from '../../store/session-slice';
import { renderWithProviders } from '../../test/render';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('shows four balls while a session load runs and hides when the count is back to 0', () => {
    const { store, container } = renderWithProviders(<LoadingOverlay />, { lang: 'en' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(sessionLoadingStarted());
      store.dispatch(sessionLoadingStarted());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('.loading-ball')).toHaveLength(4);

    act(() => {
      store.dispatch(sessionLoadingEnded());
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionLoadingEnded());
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.getState().session.loadingCount).toBe(0);
  });
});
