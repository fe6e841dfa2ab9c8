import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { asksNotToBeTracked, PageViewTracker } from './page-view-tracker';

const beacon = vi.fn((_url: string, _body: URLSearchParams) => true);
const sent = () => beacon.mock.calls.map(([url, body]) => [url, body.get('accessedUrl')]);

afterEach(() => {
  vi.unstubAllGlobals();
  beacon.mockClear();
});

function stubNavigator(extra: Record<string, unknown> = {}) {
  vi.stubGlobal('navigator', {
    ...navigator,
    doNotTrack: null,
    sendBeacon: beacon,
    ...extra,
  });
}

describe('PageViewTracker', () => {
  it('reports the path of each page shown, without its query', async () => {
    stubNavigator();
    renderInRouter(
      <>
        <PageViewTracker />
        <Link to="/products?sort=price_asc">next</Link>
      </>,
      {
        path: '/?utm_source=mail',
        routes: [{ path: 'products', Component: () => <PageViewTracker /> }],
      },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'next' }));
    // The navigation ends in a later task than the click (a transition).
    await vi.waitFor(() =>
      expect(sent()).toEqual([
        ['/tracking', '/'],
        ['/tracking', '/products'],
      ]),
    );
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('reports nothing when the browser sends %s', async (_, extra) => {
    stubNavigator(extra);
    renderInRouter(
      <>
        <p>page</p>
        <PageViewTracker />
      </>,
    );
    await screen.findByText('page');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('does not count the back office', async () => {
    stubNavigator();
    renderInRouter(<PageViewTracker />, {
      path: '/portal/tracking',
      routes: [
        {
          path: 'portal/tracking',
          Component: () => (
            <>
              <p>portal</p>
              <PageViewTracker />
            </>
          ),
        },
      ],
    });
    await screen.findByText('portal');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('reads the privacy signals', () => {
    expect(asksNotToBeTracked({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: null } as Navigator, { doNotTrack: '1' })).toBe(true);
    expect(asksNotToBeTracked({ doNotTrack: '0' } as Navigator)).toBe(false);
  });
});
