import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FilterChips } from './filter-chips';

describe('FilterChips', () => {
  it('marks only the chosen filter as the current page, though every chip links to the same path', async () => {
    const Stub = createRoutesStub([
      {
        path: '/portal/reviews',
        Component: () => (
          <FilterChips
            label="Status"
            chips={['ALL', 'NEW', 'APPROVED'].map((status) => ({
              key: status,
              to: `?status=${status}`,
              label: status,
              current: status === 'NEW',
            }))}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={['/portal/reviews?status=NEW']} />);
    const nav = await screen.findByRole('navigation', { name: 'Status' });
    const current = [...nav.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
    expect(current).toEqual(['NEW']);
    expect(screen.getByRole('link', { name: 'APPROVED' })).toHaveAttribute(
      'href',
      '/portal/reviews?status=APPROVED',
    );
  });
});
