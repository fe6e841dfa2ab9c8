/**
 * Where a flash sale's time goes, from the bench server's statement timeline of each order
 * (bench/checkout/server.ts): the statements before the hot rows are taken, the wait for the
 * product's stock row (the order's taking statement: stock, flash quota and voucher use in one),
 * and how long that row stays locked, statement by statement, until COMMIT. Purchases of one
 * product are serial, so the sell-out lasts at least the sum of those hold times.
 */
import { quantile } from '../lib/measure.ts';

/** One traced order request, times in the server's milliseconds. */
export interface Traced {
  key: string;
  status: number;
  received: number;
  answered: number;
  steps: { text: string; connection: number; sent: number; done: number }[];
}

/** What `/bench/timeline` answers: the traced orders and the event loop's delay (ms). */
export interface Timeline {
  orders: Traced[];
  loopDelay: { mean: number; p50: number; p99: number };
}

type Kind =
  | 'begin'
  | 'commit'
  | 'rollback'
  | 'cart'
  | 'order'
  | 'flashBuyer'
  | 'flashItem'
  | 'uses'
  | 'mail'
  | 'other';

function kindOf(text: string): Kind {
  const t = text.toLowerCase();
  if (t === 'begin') return 'begin';
  if (t === 'commit') return 'commit';
  if (t === 'rollback') return 'rollback';
  if (t.startsWith('update cart_lines')) return 'cart';
  if (t.startsWith('with s as (update "product_variants"')) return 'order';
  if (t.startsWith('insert into flash_sale_buyers')) return 'flashBuyer';
  if (t.startsWith('update flash_sale_items')) return 'flashItem';
  if (t.includes('order_offer_uses')) return 'uses';
  if (t.includes('pgboss')) return 'mail';
  return 'other';
}

interface Phases {
  [phase: string]: number;
}

/**
 * An order's phases (ms), or null when it never reached the taking statement. Only the statements
 * of its transaction's connection count inside the transaction (a mail job woken by an earlier
 * commit runs in this request's async context, on another connection).
 */
function phasesOf(entry: Traced): Phases | null {
  const steps = entry.steps.map((s) => ({ ...s, kind: kindOf(s.text) }));
  const order = steps.find((s) => s.kind === 'order');
  if (!order) return null;
  const own = steps.filter((s) => s.connection === order.connection);
  const begin = own.findLast((s) => s.kind === 'begin' && s.sent <= order.sent);
  const end = own.find(
    (s) => (s.kind === 'commit' || s.kind === 'rollback') && s.sent > order.sent,
  );
  if (!begin || !end) return null;
  const phases: Phases = {
    'request → BEGIN (auth, address, waiting for a pooled connection)': begin.sent - entry.received,
    'BEGIN → taking statement (cart claim, offers in force, the order written)':
      order.sent - begin.sent,
    'taking statement (stock, quota: incl. the wait for the stock row lock)':
      order.done - order.sent,
  };
  let statements = 0;
  for (const s of own.filter((s) => s.sent >= order.done && s.sent < end.sent)) {
    const label = `  held: ${s.kind === 'other' ? s.text.slice(0, 30) : s.kind}`;
    phases[label] = (phases[label] ?? 0) + (s.done - s.sent);
    statements += s.done - s.sent;
  }
  phases[`  held: ${end.kind.toUpperCase()}`] = end.done - end.sent;
  phases['  held: Node between statements'] = end.sent - order.done - statements;
  phases['stock row held (taking statement done → COMMIT done)'] = end.done - order.done;
  const flash = own.find((s) => s.kind === 'flashItem' && s.sent > order.sent);
  if (flash) phases['flash row held (its UPDATE sent → COMMIT done)'] = end.done - flash.sent;
  phases['COMMIT → answer sent'] = entry.answered - end.done;
  phases['whole request on the server'] = entry.answered - entry.received;
  return phases;
}

/** Statements a request sent before its answer (a job it woke may send more later). */
const sentBefore = (t: Traced) => t.steps.filter((s) => s.sent <= t.answered).length;

/** A refusal that never reached the hot rows: its wait for a connection, its transaction. */
function refusalOf(entry: Traced): Phases | null {
  const begin = entry.steps.find((s) => kindOf(s.text) === 'begin');
  const end = begin
    ? entry.steps.find((s) => s.connection === begin.connection && kindOf(s.text) === 'rollback')
    : undefined;
  if (!begin || !end) return null;
  return {
    'request → BEGIN (auth, address, waiting for a pooled connection)': begin.sent - entry.received,
    'BEGIN → ROLLBACK done (cart claim, offers in force: sold out)': end.done - begin.sent,
    'ROLLBACK → answer sent (the Idempotency-Key looked up)': entry.answered - end.done,
    'whole request on the server': entry.answered - entry.received,
  };
}

function table(title: string, rows: Phases[]): void {
  if (!rows.length) return;
  console.log(`\n${title} (${rows.length} traced; ms):\n`);
  console.log('| phase | mean | p50 | p99 |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const label of [...new Set(rows.flatMap((w) => Object.keys(w)))]) {
    const values = rows.map((w) => w[label] ?? 0).sort((a, b) => a - b);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    console.log(
      `| ${label} | ${mean.toFixed(2)} | ${quantile(values, 0.5).toFixed(2)} | ${quantile(values, 0.99).toFixed(2)} |`,
    );
  }
}

/** Prints where purchases and refusals spend their time, and the serial bound the hot row sets. */
export function whereTimeGoes({ orders, loopDelay }: Timeline, sellOutSeconds: number): void {
  const phased = (list: Traced[], of: (t: Traced) => Phases | null) =>
    list.map(of).filter((p) => p !== null);
  const wins = phased(
    orders.filter((t) => t.status === 201),
    phasesOf,
  );
  const lockedRefusals = phased(
    orders.filter((t) => t.status !== 201),
    phasesOf,
  );
  const refused = orders.filter((t) => t.status === 409 && !phasesOf(t));
  table("Where a successful purchase's time goes on the server", wins);
  table(
    'Where a "sold out" answer that never reached the hot rows spends its time',
    phased(refused, refusalOf),
  );
  const hold = (list: Phases[]) =>
    list.reduce(
      (sum, p) => sum + (p['stock row held (taking statement done → COMMIT done)'] ?? 0),
      0,
    );
  const held = (hold(wins) + hold(lockedRefusals)) / 1000;
  const statements = (list: Traced[]) =>
    list.length ? list.reduce((n, t) => n + sentBefore(t), 0) / list.length : 0;
  console.log(
    `\nThe stock row was held ${held.toFixed(2)} s in all (${wins.length} purchases, ${lockedRefusals.length} refusals that reached it and rolled back) during a sell-out of ${sellOutSeconds.toFixed(2)} s: ${((held / sellOutSeconds) * 100).toFixed(0)} %. SQL statements per purchase ${statements(orders.filter((t) => t.status === 201)).toFixed(1)}, per refusal that never reached the hot rows ${statements(refused).toFixed(1)} (sent before the answer, on any connection). The server's event loop ran late by ${loopDelay.mean.toFixed(1)} ms on average (p50 ${loopDelay.p50.toFixed(1)}, p99 ${loopDelay.p99.toFixed(1)} ms) during the rush.`,
  );
}
