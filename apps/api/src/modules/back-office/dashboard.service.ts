import type {
  WAITING_STATUSES} from '@lotus/core';
import {
  DASHBOARD_DAYS,
  DASHBOARD_TIMEZONE,
  type Dashboard,
  addDays,
  daysBetween,
  vietnamDayOf,
  vietnamDayStart,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import * as repo from './dashboard.repository.ts';

/** How many low-stock variants the dashboard lists (the count covers them all). */
const LOW_STOCK_SHOWN = 8;

/**
 * The back office's home (decision 043): five read-only statements (orders per Vietnamese day
 * for 30 days, orders waiting per status, low stock, pending reviews and refunds, flash sales).
 * Days are Vietnam's (Asia/Ho_Chi_Minh, UTC+7): "today" is the day holding `ctx.now` there.
 */
async function read(ctx: ServiceContext): Promise<Dashboard> {
  const today = vietnamDayOf(ctx.now);
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const [perDay, waiting, low, pending, flash] = await Promise.all([
    repo.ordersPerDay(ctx.db, vietnamDayStart(first)),
    repo.waitingPerStatus(ctx.db),
    repo.lowStock(ctx.db, LOW_STOCK_SHOWN),
    repo.pendingCounts(ctx.db),
    repo.currentFlashSales(ctx.db, ctx.now),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const days = daysBetween(first, today).map((day) => ({
    day,
    orders: byDay.get(day)?.orders ?? 0,
    revenue: byDay.get(day)?.revenue ?? 0,
  }));
  const waitingIn = (status: (typeof WAITING_STATUSES)[number]) =>
    waiting.find((row) => row.status === status)?.n ?? 0;
  const name = (row: { nameVi: string; nameEn: string }) =>
    ctx.lang === 'en' ? row.nameEn : row.nameVi;
  const window = (row: (typeof flash)[number] | undefined) =>
    row
      ? {
          id: row.id,
          name: name(row),
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
        }
      : null;
  return {
    timezone: DASHBOARD_TIMEZONE,
    today: days[days.length - 1]!,
    yesterday: days[days.length - 2]!,
    waiting: {
      new: waitingIn('new'),
      processing: waitingIn('processing'),
      delivering: waitingIn('delivering'),
    },
    lowStock: {
      total: low[0]?.total ?? 0,
      items: low.map((row) => ({
        productId: row.productId,
        variantId: row.variantId,
        name: name(row),
        sku: row.sku,
        stock: row.stock,
        threshold: row.threshold,
      })),
    },
    pendingReviews: pending.reviews,
    refundsDue: pending.refunds,
    flashSale: {
      running: window(flash.find((row) => row.startsAt <= ctx.now)),
      next: window(flash.find((row) => row.startsAt > ctx.now)),
    },
    days,
  };
}

/** The dashboard's one read. */
export const dashboardService = { read };

export type DashboardService = typeof dashboardService;
