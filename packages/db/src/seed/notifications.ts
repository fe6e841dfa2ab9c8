import { orderStatusNotification } from '@lotus/core';
import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { notifications, orderEvents, orders, pageViews, users } from '../schema/index.ts';
import { DEMO_CATALOG } from './catalog.ts';
import { DEMO_ACCOUNTS } from './content/shop.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many of the demo customer's newest notifications stay unread (the bell's badge). */
const UNREAD = 2;

/**
 * The demo customer's notifications: one for each step of each demo order (as the API would
 * have made them, keyed the same way, so a repeat adds nothing), the newest two unread.
 */
export async function seedDemoNotifications(tx: Transaction): Promise<void> {
  const customer = DEMO_ACCOUNTS.find((a) => a.role === 'CUSTOMER');
  if (!customer) return;
  const events = await tx
    .select({
      orderId: orders.id,
      userId: users.id,
      number: orders.number,
      status: orderEvents.status,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(users.email, customer.email))
    .orderBy(desc(orderEvents.createdAt));
  if (!events.length) return;
  await tx
    .insert(notifications)
    .values(
      events.map((e, index) => ({
        ...orderStatusNotification({
          id: e.orderId,
          userId: e.userId,
          number: e.number ?? '',
          status: e.status,
        }),
        createdAt: e.at,
        readAt: index < UNREAD ? null : e.at,
      })),
    )
    .onConflictDoNothing();
}

/** The storefront's pages the demo's views fall on, the most visited first. */
const DEMO_PATHS = [
  '/',
  '/products',
  ...DEMO_CATALOG.products.slice(0, 3).map((p) => `/products/${p.slug}`),
  '/vouchers',
  '/cart',
  '/login',
  '/checkout',
];

/**
 * Page views over the last 30 days for the back office's tracking page: a few dozen a day,
 * more at weekends, spread over the demo paths (deterministic, so the demo looks the same each
 * time). Added only to a shop that has no views yet.
 */
export async function seedDemoPageViews(tx: Transaction, now: Date): Promise<void> {
  const [any] = await tx.select({ id: pageViews.id }).from(pageViews).limit(1);
  if (any) return;
  const rows: { path: string; userId: null; viewedAt: Date }[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let day = 29; day >= 0; day--) {
    const start = now.getTime() - day * DAY_MS;
    const weekend = [0, 6].includes(new Date(start).getUTCDay());
    const count = Math.round((weekend ? 30 : 18) + next() * 14);
    for (let i = 0; i < count; i++) {
      // A skewed pick: the first paths get most views.
      const path = DEMO_PATHS[Math.floor(next() ** 2 * DEMO_PATHS.length)]!;
      const viewedAt = new Date(start - Math.floor(next() * DAY_MS * 0.9));
      if (viewedAt.getTime() <= now.getTime()) rows.push({ path, userId: null, viewedAt });
    }
  }
  await tx.insert(pageViews).values(rows);
}
