import type { CurrentFlashSale, FlashSaleProduct } from '@lotus/core';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi as mock } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { FlashSaleStrip } from './flash-sale-strip';

const SALE_ID = '00000000-0000-4000-8000-0000000000f1';
const SERVER_NOW = Date.parse('2026-11-23T03:00:00.000Z');
/** The shopper's device clock runs three hours fast. */
const DEVICE_NOW = SERVER_NOW + 3 * 3_600_000;

const sale = (endsInMs: number, serverTime = SERVER_NOW): CurrentFlashSale => ({
  type: 'CURRENT',
  currentFlashSale: {
    id: SALE_ID,
    name: 'Flash sale cuối tuần',
    startsAt: new Date(SERVER_NOW - 3_600_000).toISOString(),
    endsAt: new Date(SERVER_NOW + endsInMs).toISOString(),
  },
  nextFlashSale: null,
  serverTime: new Date(serverTime).toISOString(),
});

const item = (over: Partial<FlashSaleProduct> = {}): FlashSaleProduct => ({
  id: '00000000-0000-4000-8000-0000000000f2',
  flashSaleId: SALE_ID,
  infoId: null,
  product: {
    id: '00000000-0000-4000-8000-0000000000f3',
    slug: 'ao-thun-lotus',
    name: 'Áo thun Lotus',
    image: null,
    price: 149_000,
    salePrice: null,
  },
  flashPrice: 104_000,
  discountPercent: 30,
  quota: 20,
  sold: 5,
  left: 15,
  perCustomerLimit: 2,
  startsAt: new Date(SERVER_NOW - 3_600_000).toISOString(),
  endsAt: new Date(SERVER_NOW + 5_000).toISOString(),
  ...over,
});

/** What `/flash-sale/current` answers, as `fetch` gives it. */
const answer = (body: unknown) => ({ ok: true, status: 200, json: () => Promise.resolve(body) });

describe('FlashSaleStrip', () => {
  beforeEach(() => {
    mock.useFakeTimers({ shouldAdvanceTime: true, now: DEVICE_NOW });
  });
  afterEach(() => {
    // Unmounted while the fakes still stand in (the page's timers and fetch go with it).
    cleanup();
    mock.useRealTimers();
    mock.unstubAllGlobals();
  });

  it("counts down on the server's clock whatever the device's says, and leaves at 0", async () => {
    // The fresh reading says the sale ends 5 s from the server's now (the page was kept a while).
    mock.stubGlobal(
      'fetch',
      mock.fn(() => Promise.resolve(answer(sale(5_000)))),
    );
    renderInRouter(<FlashSaleStrip sale={sale(60_000, SERVER_NOW - 55_000)} products={[item()]} />);
    const timer = await screen.findByRole('timer');
    await mock.waitFor(() => expect(timer).toHaveAttribute('data-synced', 'true'));
    // Five seconds, not three hours less (the device's clock would have it over long ago).
    expect(timer).toHaveTextContent(/00:00:0[45]/);
    expect(timer).toHaveAccessibleName('Kết thúc sau 0 giờ 0 phút');
    expect(screen.getByTestId('flash-price')).toHaveTextContent('104.000 ₫');
    expect(screen.getByTestId('flash-sold')).toHaveTextContent('Đã bán 5/20');

    await act(() => mock.advanceTimersByTimeAsync(3_000));
    expect(timer).toHaveTextContent(/00:00:0[12]/);
    await act(() => mock.advanceTimersByTimeAsync(2_100));
    expect(screen.queryByTestId('flash-sale')).toBeNull();
  });

  it('shows a sold-out item as such, in English', async () => {
    mock.stubGlobal(
      'fetch',
      mock.fn(() => Promise.resolve(answer(sale(60_000)))),
    );
    renderInRouter(
      <FlashSaleStrip sale={sale(60_000)} products={[item({ sold: 20, left: 0 })]} />,
      { lang: 'en' },
    );
    const card = await screen.findByTestId('flash-product');
    expect(card).toHaveAttribute('data-sold-out', 'true');
    expect(card).toHaveTextContent('Sold out');
    expect(card).toHaveTextContent('₫104,000');
  });
});
