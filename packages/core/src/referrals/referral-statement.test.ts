import { describe, expect, it } from 'vitest';
import { type StatementEntry, csvField, statementCsv, statementOf } from './referral-statement.ts';
import { vietnamMonth } from './referral.rules.ts';

const { from, to } = vietnamMonth('2026-11');
const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T03:00:00Z`);
const entry = (e: Partial<StatementEntry> & Pick<StatementEntry, 'kind' | 'amount'>) =>
  ({
    id: crypto.randomUUID(),
    status: null,
    createdAt: at(1),
    approvedAt: null,
    memberEmail: 'an@example.com',
    orderNumber: null,
    reference: null,
    ...e,
  }) satisfies StatementEntry;

describe('a company’s monthly statement', () => {
  it('opens with the balance owed, adds what moved it, and closes on their sum', () => {
    const entries = [
      // Written in October, approved on the 3rd: approved this month, accrued before.
      entry({
        kind: 'reward',
        amount: 50_000,
        status: 'approved',
        createdAt: new Date('2026-10-20T03:00:00Z'),
        approvedAt: at(3),
        orderNumber: 'LT-1',
      }),
      // Written on the 5th and still pending: accrued, owes nothing yet.
      entry({ kind: 'reward', amount: 40_000, status: 'pending', createdAt: at(5) }),
      // Written and cancelled this month: neither accrued nor owed.
      entry({ kind: 'reward', amount: 30_000, status: 'cancelled', createdAt: at(6) }),
      entry({ kind: 'reversal', amount: -20_000, createdAt: at(10), orderNumber: 'LT-0' }),
      entry({ kind: 'spend', amount: -15_000, createdAt: at(12), orderNumber: 'LT-9' }),
      entry({ kind: 'spend-return', amount: 5_000, createdAt: at(13), orderNumber: 'LT-9' }),
      entry({ kind: 'payout', amount: -60_000, createdAt: at(20), reference: 'VCB 123' }),
      // Approved on the first instant of December: next month's.
      entry({
        kind: 'reward',
        amount: 10_000,
        status: 'approved',
        createdAt: at(25),
        approvedAt: to,
      }),
    ];
    const s = statementOf({ opening: 100_000, entries, from, to });
    expect(s).toMatchObject({
      opening: 100_000,
      accrued: 50_000,
      approved: 50_000,
      reversed: -20_000,
      spent: -10_000,
      paid: -60_000,
      closing: 60_000,
    });
    expect(s.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['approved', 50_000],
      ['accrued', 40_000],
      ['reversed', -20_000],
      ['spent', -15_000],
      ['spent', 5_000],
      ['paid', -60_000],
      ['accrued', 10_000],
    ]);
    expect(s.lines.find((l) => l.kind === 'paid')?.reference).toBe('VCB 123');
    expect(s.lines.find((l) => l.kind === 'reversed')?.orderNumber).toBe('LT-0');
  });

  it('writes CSV that a spreadsheet reads as text, not formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(-20_000)).toBe('-20000');
    expect(csvField(null)).toBe('');
    const csv = statementCsv(
      'Acme',
      '2026-11',
      statementOf({
        opening: 0,
        entries: [entry({ kind: 'payout', amount: -5_000, createdAt: at(2), reference: 'R1' })],
        from,
        to,
      }),
    );
    expect(csv.split('\r\n')).toEqual([
      'company,Acme',
      'month,2026-11',
      'opening,0',
      'accrued,0',
      'approved,0',
      'reversed,0',
      'spent,0',
      'paid,-5000',
      'closing,-5000',
      '',
      'at,kind,amount,member,order,reference',
      `${at(2).toISOString()},paid,-5000,an@example.com,,R1`,
      '',
    ]);
  });
});
