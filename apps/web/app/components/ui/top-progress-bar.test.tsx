import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PROGRESS_DONE_MS, PROGRESS_START, TopProgressBar } from './top-progress-bar';

const value = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('TopProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is absent while nothing loads', () => {
    renderWithProviders(<TopProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts at 0.3, creeps forward, fills when done and is gone 200 ms later', () => {
    const { rerender } = renderWithProviders(<TopProgressBar active={false} />, { lang: 'en' });
    rerender(<TopProgressBar active />);
    expect(PROGRESS_START).toBe(0.3);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(value()).toBe(30);

    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(value()).toBeGreaterThan(30);
    expect(value()).toBeLessThan(100);

    rerender(<TopProgressBar active={false} />);
    expect(value()).toBe(100);
    expect(PROGRESS_DONE_MS).toBe(200);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts again from 0.3 when a new navigation begins', () => {
    const { rerender } = renderWithProviders(<TopProgressBar active />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    rerender(<TopProgressBar active={false} />);
    rerender(<TopProgressBar active />);
    expect(value()).toBe(30);
  });
});
