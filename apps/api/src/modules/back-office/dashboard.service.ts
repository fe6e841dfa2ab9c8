import type { WAITING_STATUSES } from '@lotus/core';
import {
  DASHBOARD_DAYS,
  DASHBOARD_TIMEZONE,
  type Dashboard,
  addDays,
  fullName,
  daysBetween,
  vietnamDayOf,
  vietnamDayStart,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import * as repo from './dashboard.repository.ts';

/** How many low-stock variants the dashboard lists (the count covers them all). */
const LOW_STOCK_SHOWN = 8;
/** How many of the newest orders it lists. */
const LATEST_SHOWN = 6;

/**
 * The back office's home (decision 043): six read-only statements (orders per Vietnamese day
 * for 30 days, orders waiting per status, low stock, pending reviews and refunds, flash sales,
 * the newest orders).
 * Days are Vietnam's (Asia/Ho_Chi_Minh, UTC+7): "today" is the day holding `ctx.now` there.
 */
async function read(ctx: ServiceContext): Promise<Dashboard> {
  const today = vietnamDayOf(ctx.now);
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const [perDay, waiting, low, pending, flash, latest] = await Promise.all([
    repo.ordersPerDay(ctx.db, vietnamDayStart(first)),
    repo.waitingPerStatus(ctx.db),
    repo.lowStock(ctx.db, LOW_STOCK_SHOWN),
    repo.pendingCounts(ctx.db),
    repo.currentFlashSales(ctx.db, ctx.now),
    repo.latestOrders(ctx.db, LATEST_SHOWN),
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
    latestOrders: latest.map((row) => ({
      id: row.id,
      // The number is generated from the order's sequence (never null once inserted).
      number: row.number ?? '',
      status: row.status,
      grandTotal: row.grandTotal,
      customer: fullName(row.firstName, row.lastName),
      createdAt: row.createdAt.toISOString(),
    })),
    days,
  };
}

/** The dashboard's one read. */
export const dashboardService = { read };

export type DashboardService = typeof dashboardService;
