import { authContract, trackingContract, type Role, type TrackingSummary } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalTracking, { loader } from './tracking';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: `${role}@lotus.vn`,
      role,
      isActive: true,
      profile: null,
    }),
  );

const SUMMARY: TrackingSummary = {
  from: '2026-11-21',
  to: '2026-11-23',
  total: 1234,
  signedIn: 40,
  pages: [
    { path: '/', views: 1000 },
    { path: '/products/%C3%A1o-thun', views: 234 },
  ],
  days: [
    { day: '2026-11-21', views: 200 },
    { day: '2026-11-22', views: 0 },
    { day: '2026-11-23', views: 1034 },
  ],
};

async function load(url: string, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    loader({
      request: new Request(url),
      params: {},
      context: { lang: 'vi', requestId: 't', api },
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as any, api };
}

describe('back office: page views', () => {
  it('asks for the range of the address', async () => {
    const { result, api } = await load(
      'http://x/portal/tracking?from=2026-11-21&to=2026-11-23',
      meOf('ADMIN'),
      on(trackingContract.summary, ok(SUMMARY)),
    );
    expect(api.calls.at(-1)).toEqual({
      path: '/api/tracking',
      query: { from: '2026-11-21', to: '2026-11-23' },
    });
    expect(result).toEqual({ summary: SUMMARY });
  });

  it('refuses an operator (403) and a malformed date (400) without asking', async () => {
    const operator = await load('http://x/portal/tracking', meOf('OPERATOR'));
    expect(operator.result).toMatchObject({ init: { status: 403 } });
    const bad = await load('http://x/portal/tracking?from=yesterday', meOf('ADMIN'));
    expect(bad.result).toMatchObject({ init: { status: 400 }, data: { field: 'from' } });
    for (const { api } of [operator, bad]) {
      expect(api.calls.map((c) => c.path)).not.toContain('/api/tracking');
    }
  });

  it.each([
    ['vi', 'Lượt xem trang', '1.234 lượt xem', '22/11: 0 lượt xem', 'Trang được xem nhiều nhất'],
    ['en', 'Page views', '1,234 views', '22/11: 0 views', 'Most viewed pages'],
  ] as const)(
    'shows the totals, a bar a day and the top pages (%s)',
    async (lang, title, total, day, top) => {
      renderInRouter(
        <PortalTracking
          {...({ loaderData: { summary: SUMMARY } } as unknown as Parameters<
            typeof PortalTracking
          >[0])}
        />,
        { lang },
      );
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByTestId('tracking-total')).toHaveTextContent(total);
      const chart = screen.getByRole('list', { name: /21\/11/ });
      expect(within(chart).getAllByRole('listitem')).toHaveLength(3);
      expect(within(chart).getByText(day)).toBeInTheDocument();
      const table = screen.getByRole('table');
      expect(within(screen.getByRole('region', { name: top })).getByRole('table')).toBe(table);
      const rows = within(table).getAllByRole('row');
      expect(rows[2]).toHaveTextContent('/products/áo-thun');
      expect(screen.getByLabelText(lang === 'vi' ? 'Từ ngày' : 'From')).toHaveValue('2026-11-21');
    },
  );
});
