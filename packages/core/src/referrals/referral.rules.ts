import type { ErrorCode } from '../errors/error-codes.ts';
import type { Dong } from '../money/money.ts';

/**
 * The referral programme's rules (issue 33): codes a person can read aloud, who counts as the
 * same person, what a campaign gives, and how a reward moves. Pure: the API decides with them,
 * the web explains with them.
 */

/** Letters and digits that can't be mistaken for one another: no 0/O, no 1/I/L. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/**
 * A member's code from random bytes (the caller draws them; at least `REFERRAL_CODE_LENGTH`):
 * every character from the readable alphabet.
 */
export function referralCodeFrom(bytes: ArrayLike<number>): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new Error('not enough random bytes');
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    code += REFERRAL_CODE_ALPHABET[bytes[i]! % REFERRAL_CODE_ALPHABET.length];
  }
  return code;
}

/**
 * A code as a shopper typed or read it: trimmed, upper-cased, spaces and dashes dropped; null
 * when it can't be a code (so it is never looked up).
 */
export function normaliseReferralCode(input: string | null | undefined): string | null {
  const code = (input ?? '').replace(/[\s-]/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however it is written: lower-cased, `+tag` removed, and for Gmail the dots of the
 * name removed (`A.Nguyen+shop@GMail.com` and `anguyen@gmail.com` are one person).
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let name = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  name = name.split('+')[0]!;
  if (GMAIL.has(domain)) {
    name = name.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}

/**
 * A Vietnamese phone in its ten-digit `0…` form, whichever way it was written (`0912 345 678`,
 * `84912345678`, `+84 912 345 678`); null when it isn't one.
 */
export function canonicalPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/[\s.\-()]/g, '');
  if (digits.startsWith('+84')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('84') && digits.length === 11) digits = `0${digits.slice(2)}`;
  return /^0\d{9}$/.test(digits) ? digits : null;
}

/** An email shown to the person who invited it: `an***@gmail.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1) || 1)}***${email.slice(at)}`;
}

/** What a side of a campaign earns: a fixed amount, or a percentage of the order with a cap. */
export type Benefit =
  { kind: 'FIXED'; value: Dong } | { kind: 'PERCENT'; value: number; cap: Dong | null };

/** The đồng a benefit is worth on an order of `orderAmount` (rounded down, never negative). */
export function benefitAmount(benefit: Benefit, orderAmount: Dong): Dong {
  if (benefit.kind === 'FIXED') return Math.max(0, benefit.value);
  const share = Math.floor((Math.max(0, orderAmount) * benefit.value) / 100);
  return Math.max(0, benefit.cap === null ? share : Math.min(share, benefit.cap));
}

/** A campaign as its rules read it. */
export interface CampaignTerms {
  isActive: boolean;
  startsAt: Date;
  endsAt: Date | null;
  inviterBenefit: Benefit;
  inviteeBenefit: Benefit;
  /** The least the invitee's first order must come to (its subtotal) to qualify. */
  minimumOrder: Dong;
  /** Days after the order is done and paid before the reward becomes available (returns). */
  holdingDays: number;
  /** Days a link or code is kept by a visitor before they register. */
  attributionDays: number;
  /** The most one inviter earns in a calendar month (Vietnam's), or null for no cap. */
  monthlyCapPerReferrer: Dong | null;
  /** The most the campaign pays in all, or null for no budget. */
  budget: Dong | null;
}

/** Whether a campaign takes joins and earns now: running, and switched on. */
export function campaignRunning(
  campaign: Pick<CampaignTerms, 'isActive' | 'startsAt' | 'endsAt'>,
  now: Date,
): boolean {
  return (
    campaign.isActive &&
    campaign.startsAt.getTime() <= now.getTime() &&
    (campaign.endsAt === null || now.getTime() < campaign.endsAt.getTime())
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a reward held from `doneAndPaidAt` becomes available. */
export function availableFrom(doneAndPaidAt: Date, holdingDays: number): Date {
  return new Date(doneAndPaidAt.getTime() + holdingDays * DAY_MS);
}

/** The people an attribution binds, as its checks see them. */
export interface AttributionParty {
  id: string;
  email: string;
  phone: string | null;
  /** The first-party device cookies this person was seen with. */
  devices: readonly string[];
}

/** What an attribution is judged on. */
export interface AttributionCase {
  campaign: Pick<CampaignTerms, 'isActive' | 'startsAt' | 'endsAt' | 'attributionDays'> | null;
  inviter: AttributionParty & {
    /** Who invited the inviter, up the chain (nearest first): an invitee among them is a loop. */
    ancestors: readonly string[];
  };
  invitee: AttributionParty & {
    /** The invitee already has an inviter (bound once and for ever). */
    alreadyInvited: boolean;
    /** The invitee has placed an order. */
    hasOrdered: boolean;
    createdAt: Date;
  };
  now: Date;
}

/**
 * Why an invitee can't be bound to this inviter, or null when they can: each refusal has its own
 * code the shopper is shown. Checked in this order: the campaign, the same account, the same
 * mailbox, the same phone, the same device, a loop, a second inviter, a code after the first
 * order, an account older than the attribution window (an existing customer).
 */
export function attributionRefusal(c: AttributionCase): ErrorCode | null {
  if (!c.campaign || !campaignRunning(c.campaign, c.now)) return 'REFERRAL_CAMPAIGN_INACTIVE';
  const { inviter, invitee } = c;
  if (inviter.id === invitee.id) return 'REFERRAL_SELF';
  if (canonicalEmail(inviter.email) === canonicalEmail(invitee.email)) return 'REFERRAL_SELF_EMAIL';
  const phone = canonicalPhone(invitee.phone);
  if (phone && phone === canonicalPhone(inviter.phone)) return 'REFERRAL_SELF_PHONE';
  if (invitee.devices.some((d) => inviter.devices.includes(d))) return 'REFERRAL_SELF_DEVICE';
  if (inviter.ancestors.includes(invitee.id)) return 'REFERRAL_CIRCULAR';
  if (invitee.alreadyInvited) return 'REFERRAL_ALREADY_INVITED';
  if (invitee.hasOrdered) return 'REFERRAL_AFTER_FIRST_ORDER';
  if (c.now.getTime() - invitee.createdAt.getTime() > c.campaign.attributionDays * DAY_MS) {
    return 'REFERRAL_EXISTING_CUSTOMER';
  }
  return null;
}

export const REWARD_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/**
 * How a reward moves: pending → approved (done, paid and held) → paid (paid out); a pending one
 * is cancelled by a cancel or a refund. An approved one is never edited: a refund adds a
 * reversing entry instead.
 */
export const REWARD_TRANSITIONS: Record<RewardStatus, readonly RewardStatus[]> = {
  pending: ['approved', 'cancelled'],
  approved: ['paid'],
  paid: [],
  cancelled: [],
};

export function canMoveReward(from: RewardStatus, to: RewardStatus): boolean {
  return REWARD_TRANSITIONS[from].includes(to);
}

/**
 * What a refund of `refunded` đồng of an order of `orderTotal` takes back of a reward of
 * `credited`: pro rata, rounded down, never more than was credited nor than is left.
 */
export function reversalAmount(input: {
  credited: Dong;
  alreadyReversed: Dong;
  refunded: Dong;
  orderTotal: Dong;
}): Dong {
  const { credited, alreadyReversed, refunded, orderTotal } = input;
  const left = Math.max(0, credited - alreadyReversed);
  if (orderTotal <= 0 || refunded <= 0) return 0;
  if (refunded >= orderTotal) return left;
  return Math.min(left, Math.floor((credited * refunded) / orderTotal));
}

/**
 * The reward an inviter gets for an order, within the caps: what the campaign's benefit gives,
 * lowered to what is left of the inviter's month and of the campaign's budget. The reason says
 * which cap lowered it (shown to the shopper, never silent).
 */
export function cappedReward(input: {
  amount: Dong;
  earnedThisMonth: Dong;
  monthlyCap: Dong | null;
  spentBudget: Dong;
  budget: Dong | null;
}): { amount: Dong; cappedBy: 'monthly-cap' | 'budget' | null } {
  let amount = Math.max(0, input.amount);
  let cappedBy: 'monthly-cap' | 'budget' | null = null;
  if (input.monthlyCap !== null) {
    const room = Math.max(0, input.monthlyCap - input.earnedThisMonth);
    if (room < amount) [amount, cappedBy] = [room, 'monthly-cap'];
  }
  if (input.budget !== null) {
    const room = Math.max(0, input.budget - input.spentBudget);
    if (room < amount) [amount, cappedBy] = [room, 'budget'];
  }
  return { amount, cappedBy };
}

/** The kinds of ledger entry: a reward, its reversal, store credit spent or given back, a payout. */
export const LEDGER_KINDS = ['reward', 'reversal', 'spend', 'spend-return', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One ledger entry as the balances read it: signed đồng (credits positive). */
export interface LedgerEntry {
  kind: LedgerKind;
  amount: Dong;
  /** A reward's status; the other kinds take effect when written. */
  status?: RewardStatus;
  /** A payout the member asked for whose transfer is not recorded yet (the money is held). */
  requested?: boolean;
}

/** A member's balances, each a sum of the ledger (never stored alone). */
export interface Balances {
  /** Rewards held through the holding period. */
  pending: Dong;
  /** Approved and not yet spent or paid out: what can be spent or asked for. */
  available: Dong;
  /** The spec's "new balance": pending and available, not yet paid. */
  newBalance: Dong;
  /** Paid out to the member's bank account. */
  paid: Dong;
  /** Asked for by the member, held from the balance until an ADMIN records the transfer. */
  requested: Dong;
  /** Everything earned that stands: pending, approved and paid rewards, less reversals. */
  totalReward: Dong;
}

/** The balances of a member's ledger. */
export function balancesOf(entries: readonly LedgerEntry[]): Balances {
  let pending = 0;
  let available = 0;
  let paid = 0;
  let requested = 0;
  let totalReward = 0;
  for (const e of entries) {
    if (e.kind === 'reward') {
      if (e.status === 'pending') pending += e.amount;
      if (e.status === 'approved' || e.status === 'paid') available += e.amount;
      if (e.status !== 'cancelled') totalReward += e.amount;
    } else {
      available += e.amount;
      if (e.kind === 'reversal') totalReward += e.amount;
      if (e.kind === 'payout' && e.requested) requested -= e.amount;
      else if (e.kind === 'payout') paid -= e.amount;
    }
  }
  return { pending, available, newBalance: pending + available, paid, requested, totalReward };
}

/** The month an instant falls in, Vietnam's time (`2026-11`): the monthly cap's period. */
export function vietnamMonthOf(instant: Date): string {
  return new Date(instant.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

/** The instants a Vietnamese month (`2026-11`) starts and ends at. */
export function vietnamMonth(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00+07:00`),
    to: new Date(`${next}-01T00:00:00+07:00`),
  };
}

/** The cookie a visitor's referral link leaves (its code), kept for the attribution window. */
export const REFERRAL_LINK_COOKIE = 'lotus_ref';
/** The first-party device cookie the self-referral check compares. */
export const DEVICE_COOKIE = 'lotus_device';
/** What a device cookie may hold: a random id, nothing else is compared. */
export const DEVICE_ID_PATTERN = /^[\w-]{8,64}$/;
