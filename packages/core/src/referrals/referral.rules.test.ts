import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AttributionCase,
  type LedgerEntry,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REWARD_STATUSES,
  attributionRefusal,
  availableFrom,
  balancesOf,
  benefitAmount,
  campaignRunning,
  canMoveReward,
  canonicalEmail,
  canonicalPhone,
  cappedReward,
  maskEmail,
  normaliseReferralCode,
  referralCodeFrom,
  reversalAmount,
  vietnamMonth,
  vietnamMonthOf,
} from './referral.rules.ts';

const now = new Date('2026-11-29T12:00:00Z');

describe('referral codes', () => {
  it('never uses a character that reads like another (0/O, 1/I/l)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const code = referralCodeFrom(bytes);
        expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
        expect(code).not.toMatch(/[0O1IL]/i);
        expect(normaliseReferralCode(code)).toBe(code);
      }),
    );
  });

  it('reads a code however it was typed: lower case, spaces, dashes', () => {
    expect(normaliseReferralCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normaliseReferralCode('ab cd ef gh')).toBe('ABCDEFGH');
  });

  it('refuses text that cannot be a code, so it is never looked up', () => {
    for (const text of ['', 'ABC', 'ABCDEFG0', 'ABCDEFGO', 'ABCDEFG1', 'ABCDEFGHJ', "x' OR 1=1"]) {
      expect(normaliseReferralCode(text), text).toBeNull();
    }
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
  });
});

describe('one mailbox, one phone', () => {
  it('treats Gmail dots, +tags and case as the same mailbox', () => {
    expect(canonicalEmail('A.Nguyen+shop@GMail.com')).toBe('anguyen@gmail.com');
    expect(canonicalEmail('a.nguyen@googlemail.com')).toBe('anguyen@gmail.com');
    expect(canonicalEmail('an+x@lotus.vn')).toBe('an@lotus.vn');
  });

  it('keeps dots that matter outside Gmail', () => {
    expect(canonicalEmail('a.nguyen@lotus.vn')).not.toBe(canonicalEmail('anguyen@lotus.vn'));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(canonicalEmail(canonicalEmail(email))).toBe(canonicalEmail(email));
      }),
    );
  });

  it('reads a Vietnamese phone in its 0…, 84… and +84… forms as one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[35789]\d{8}$/), (rest) => {
        const phone = `0${rest}`;
        expect(canonicalPhone(`+84${rest}`)).toBe(phone);
        expect(canonicalPhone(`84${rest}`)).toBe(phone);
        expect(canonicalPhone(`+84 ${rest.slice(0, 3)} ${rest.slice(3)}`)).toBe(phone);
        expect(canonicalPhone(phone)).toBe(phone);
      }),
    );
    expect(canonicalPhone('12345')).toBeNull();
    expect(canonicalPhone(null)).toBeNull();
  });

  it('masks an invitee email, keeping the domain', () => {
    expect(maskEmail('binh.tran@gmail.com')).toBe('bi***@gmail.com');
    expect(maskEmail('a@x.vn')).toBe('a***@x.vn');
  });
});

describe('benefits and caps', () => {
  it('gives a fixed amount, or a percentage rounded down within its cap', () => {
    expect(benefitAmount({ kind: 'FIXED', value: 50_000 }, 10)).toBe(50_000);
    expect(benefitAmount({ kind: 'PERCENT', value: 10, cap: 100_000 }, 555_555)).toBe(55_555);
    expect(benefitAmount({ kind: 'PERCENT', value: 10, cap: 30_000 }, 555_555)).toBe(30_000);
  });

  it('never gives a negative amount or a percentage above its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (value, cap, order) => {
          const amount = benefitAmount({ kind: 'PERCENT', value, cap }, order);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual((order * value) / 100);
          if (cap !== null) expect(amount).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });

  it('lowers a reward to what is left of the month and the budget, and says which', () => {
    const base = {
      amount: 50_000,
      earnedThisMonth: 0,
      monthlyCap: null,
      spentBudget: 0,
      budget: null,
    };
    expect(cappedReward(base)).toEqual({ amount: 50_000, cappedBy: null });
    expect(cappedReward({ ...base, earnedThisMonth: 180_000, monthlyCap: 200_000 })).toEqual({
      amount: 20_000,
      cappedBy: 'monthly-cap',
    });
    expect(cappedReward({ ...base, spentBudget: 990_000, budget: 1_000_000 })).toEqual({
      amount: 10_000,
      cappedBy: 'budget',
    });
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.option(fc.nat(1_000_000)),
        fc.nat(1_000_000),
        fc.option(fc.nat(1_000_000)),
        (amount, earned, monthlyCap, spent, budget) => {
          const r = cappedReward({
            amount,
            earnedThisMonth: earned,
            monthlyCap,
            spentBudget: spent,
            budget,
          });
          expect(r.amount).toBeGreaterThanOrEqual(0);
          expect(r.amount).toBeLessThanOrEqual(amount);
          if (monthlyCap !== null)
            expect(earned + r.amount).toBeLessThanOrEqual(Math.max(earned, monthlyCap));
          if (budget !== null)
            expect(spent + r.amount).toBeLessThanOrEqual(Math.max(spent, budget));
        },
      ),
    );
  });
});

describe('campaign window', () => {
  const campaign = {
    isActive: true,
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: new Date('2026-12-01T00:00:00Z'),
  };

  it('runs between its start and its end while switched on', () => {
    expect(campaignRunning(campaign, now)).toBe(true);
    expect(campaignRunning({ ...campaign, isActive: false }, now)).toBe(false);
    expect(campaignRunning(campaign, campaign.endsAt)).toBe(false);
    expect(campaignRunning(campaign, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(campaignRunning({ ...campaign, endsAt: null }, new Date('2030-01-01'))).toBe(true);
  });

  it('makes a reward available the holding period after the order was done and paid', () => {
    expect(availableFrom(now, 14).toISOString()).toBe('2026-12-13T12:00:00.000Z');
  });
});

describe('attribution', () => {
  const base: AttributionCase = {
    campaign: {
      isActive: true,
      startsAt: new Date('2026-01-01'),
      endsAt: null,
      attributionDays: 30,
    },
    inviter: {
      id: 'a',
      email: 'an.nguyen@gmail.com',
      phone: '0912345678',
      devices: ['dev-a'],
      ancestors: [],
    },
    invitee: {
      id: 'b',
      email: 'binh@lotus.vn',
      phone: '0987654321',
      devices: ['dev-b'],
      alreadyInvited: false,
      hasOrdered: false,
      createdAt: now,
    },
    now,
  };
  const refusal = (change: (c: AttributionCase) => void) => {
    const c = structuredClone(base);
    change(c);
    return attributionRefusal(c);
  };

  it('binds a new friend', () => {
    expect(attributionRefusal(base)).toBeNull();
  });

  it('refuses each kind of self-referral, loop and late code with its own code', () => {
    expect(refusal((c) => (c.campaign = null))).toBe('REFERRAL_CAMPAIGN_INACTIVE');
    expect(refusal((c) => (c.campaign!.isActive = false))).toBe('REFERRAL_CAMPAIGN_INACTIVE');
    expect(refusal((c) => (c.invitee.id = 'a'))).toBe('REFERRAL_SELF');
    expect(refusal((c) => (c.invitee.email = 'A.N.Nguyen+deal@GMAIL.com'))).toBe(
      'REFERRAL_SELF_EMAIL',
    );
    expect(refusal((c) => (c.invitee.phone = '+84912345678'))).toBe('REFERRAL_SELF_PHONE');
    expect(refusal((c) => (c.invitee.phone = '84912345678'))).toBe('REFERRAL_SELF_PHONE');
    expect(refusal((c) => (c.invitee.devices = ['dev-a']))).toBe('REFERRAL_SELF_DEVICE');
    expect(refusal((c) => (c.inviter.ancestors = ['x', 'b']))).toBe('REFERRAL_CIRCULAR');
    expect(refusal((c) => (c.invitee.alreadyInvited = true))).toBe('REFERRAL_ALREADY_INVITED');
    expect(refusal((c) => (c.invitee.hasOrdered = true))).toBe('REFERRAL_AFTER_FIRST_ORDER');
    expect(refusal((c) => (c.invitee.createdAt = new Date('2026-10-01')))).toBe(
      'REFERRAL_EXISTING_CUSTOMER',
    );
  });
});

describe('the reward state machine', () => {
  it('moves pending → approved → paid, cancels only while pending', () => {
    expect(canMoveReward('pending', 'approved')).toBe(true);
    expect(canMoveReward('approved', 'paid')).toBe(true);
    expect(canMoveReward('pending', 'cancelled')).toBe(true);
    expect(canMoveReward('approved', 'cancelled')).toBe(false);
    expect(canMoveReward('paid', 'approved')).toBe(false);
    for (const s of REWARD_STATUSES) expect(canMoveReward(s, 'pending')).toBe(false);
  });

  it('reverses a whole refund whole, a partial one pro rata, never more than credited', () => {
    expect(
      reversalAmount({
        credited: 50_000,
        alreadyReversed: 0,
        refunded: 400_000,
        orderTotal: 400_000,
      }),
    ).toBe(50_000);
    expect(
      reversalAmount({
        credited: 50_000,
        alreadyReversed: 0,
        refunded: 100_000,
        orderTotal: 400_000,
      }),
    ).toBe(12_500);
    expect(
      reversalAmount({
        credited: 50_000,
        alreadyReversed: 50_000,
        refunded: 1,
        orderTotal: 400_000,
      }),
    ).toBe(0);
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.nat(100_000_000),
        (credited, reversedRaw, orderTotal, refunded) => {
          const alreadyReversed = Math.min(credited, reversedRaw);
          const r = reversalAmount({ credited, alreadyReversed, refunded, orderTotal });
          expect(r).toBeGreaterThanOrEqual(0);
          expect(alreadyReversed + r).toBeLessThanOrEqual(credited);
        },
      ),
    );
  });
});

describe('balances as sums of the ledger', () => {
  it('splits new (pending + available), paid and total', () => {
    const entries: LedgerEntry[] = [
      { kind: 'reward', amount: 50_000, status: 'pending' },
      { kind: 'reward', amount: 40_000, status: 'approved' },
      { kind: 'reward', amount: 30_000, status: 'paid' },
      { kind: 'reward', amount: 20_000, status: 'cancelled' },
      { kind: 'reversal', amount: -10_000 },
      { kind: 'spend', amount: -5_000 },
      { kind: 'payout', amount: -30_000 },
      { kind: 'payout', amount: -20_000, requested: true },
    ];
    expect(balancesOf(entries)).toEqual({
      pending: 50_000,
      available: 5_000,
      newBalance: 55_000,
      paid: 30_000,
      requested: 20_000,
      totalReward: 110_000,
    });
  });

  it('adds up whatever the order of entries, and a spend given back restores it', () => {
    const entry = fc.oneof(
      fc.record({
        kind: fc.constant('reward' as const),
        amount: fc.nat(1_000_000),
        status: fc.constantFrom(...REWARD_STATUSES),
      }),
      fc.record({
        kind: fc.constantFrom('reversal' as const, 'spend' as const, 'payout' as const),
        amount: fc.nat(1_000_000).map((n) => -n),
      }),
    );
    fc.assert(
      fc.property(fc.array(entry), fc.nat(1_000_000), (entries, spent) => {
        const b = balancesOf(entries);
        expect(balancesOf([...entries].reverse())).toEqual(b);
        expect(b.newBalance).toBe(b.pending + b.available);
        const back = balancesOf([
          ...entries,
          { kind: 'spend', amount: -spent },
          { kind: 'spend-return', amount: spent },
        ]);
        expect(back).toEqual(b);
      }),
    );
  });
});

describe('months in Vietnam', () => {
  it('counts the monthly cap in Vietnam’s calendar month', () => {
    expect(vietnamMonthOf(new Date('2026-11-30T17:30:00Z'))).toBe('2026-12');
    expect(vietnamMonth('2026-12')).toEqual({
      from: new Date('2026-11-30T17:00:00Z'),
      to: new Date('2026-12-31T17:00:00Z'),
    });
  });
});
