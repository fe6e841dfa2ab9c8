import type { Dong } from '../money/money.ts';
import type { LedgerKind, RewardStatus } from './referral.rules.ts';

/** What a statement line records: a reward earned, approved, reversed, spent, or paid out. */
export const STATEMENT_LINE_KINDS = ['accrued', 'approved', 'reversed', 'spent', 'paid'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** A ledger entry of a company's members, as a statement reads it. */
export interface StatementEntry {
  id: string;
  kind: LedgerKind;
  amount: Dong;
  status: RewardStatus | null;
  createdAt: Date;
  approvedAt: Date | null;
  memberEmail: string;
  orderNumber: string | null;
  /** The bank transfer's reference of a payout (null while a requested payout waits). */
  reference: string | null;
}

export interface StatementLine {
  at: Date;
  kind: StatementLineKind;
  /** Signed đồng as it moved the balance (an accrual, which moves nothing yet, is positive). */
  amount: Dong;
  memberEmail: string;
  orderNumber: string | null;
  reference: string | null;
}

export interface Statement {
  /** The balance owed to the members at the month's start: approved, not spent or paid. */
  opening: Dong;
  /** Rewards written this month that still stand (pending, approved or paid): not yet owed. */
  accrued: Dong;
  approved: Dong;
  /** Reversals this month (negative), each with its order. */
  reversed: Dong;
  /** Store credit spent at checkout, less what cancelled orders gave back (negative). */
  spent: Dong;
  /** Payouts this month (negative), each with its transfer's reference. */
  paid: Dong;
  /** opening + approved + reversed + spent + paid. */
  closing: Dong;
  lines: StatementLine[];
}

/**
 * A month's statement of a company's rewards: the balance owed at its start (`opening`, the
 * ledger's approved entries and the other kinds written before `from`), what was accrued,
 * approved, reversed, spent and paid in [from, to), and the balance at its end. An approval
 * moves the balance when it happens (`approvedAt`), every other kind when it is written; a
 * reward still pending or cancelled moves nothing. `entries` are the entries written or approved
 * in the month.
 */
export function statementOf(input: {
  opening: Dong;
  entries: readonly StatementEntry[];
  from: Date;
  to: Date;
}): Statement {
  const { from, to } = input;
  const within = (at: Date | null): at is Date => at !== null && at >= from && at < to;
  const lines: StatementLine[] = [];
  const line = (e: StatementEntry, kind: StatementLineKind, at: Date) =>
    lines.push({
      at,
      kind,
      amount: e.amount,
      memberEmail: e.memberEmail,
      orderNumber: e.orderNumber,
      reference: e.reference,
    });
  for (const e of input.entries) {
    if (e.kind === 'reward') {
      if (within(e.createdAt) && e.status !== 'cancelled' && e.amount > 0) {
        line(e, 'accrued', e.createdAt);
      }
      if (within(e.approvedAt)) line(e, 'approved', e.approvedAt);
    } else if (within(e.createdAt)) {
      const kind: StatementLineKind =
        e.kind === 'reversal' ? 'reversed' : e.kind === 'payout' ? 'paid' : 'spent';
      line(e, kind, e.createdAt);
    }
  }
  lines.sort((a, b) => a.at.getTime() - b.at.getTime());
  const total = (kind: StatementLineKind) =>
    lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.amount, 0);
  const [approved, reversed, spent, paid] = [
    total('approved'),
    total('reversed'),
    total('spent'),
    total('paid'),
  ];
  return {
    opening: input.opening,
    accrued: total('accrued'),
    approved,
    reversed,
    spent,
    paid,
    closing: input.opening + approved + reversed + spent + paid,
    lines,
  };
}

/** A field of a CSV row, quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A statement as CSV (RFC 4180, CRLF): the totals first, then one row per line. */
export function statementCsv(company: string, month: string, statement: Statement): string {
  const rows: (string | number | null)[][] = [
    ['company', company],
    ['month', month],
    ['opening', statement.opening],
    ['accrued', statement.accrued],
    ['approved', statement.approved],
    ['reversed', statement.reversed],
    ['spent', statement.spent],
    ['paid', statement.paid],
    ['closing', statement.closing],
    [],
    ['at', 'kind', 'amount', 'member', 'order', 'reference'],
    ...statement.lines.map((l) => [
      l.at.toISOString(),
      l.kind,
      l.amount,
      l.memberEmail,
      l.orderNumber,
      l.reference,
    ]),
  ];
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
