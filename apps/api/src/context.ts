import { type Failure, type Language, type Result, type Role } from '@lotus/core';
import type { Database, Transaction } from '@lotus/db';
import type { Jobs } from './jobs/job-kinds.ts';

/** The database, or the transaction a service was asked to work in. Only repositories use it. */
export type Db = Database | Transaction;

/**
 * Who acts: the signed-in principal of the request (null for a visitor, a job or the system),
 * decision 027. A user session names the user, its role and its session; a referral-company
 * session also names the company it acts for. Whether it may touch a row is core's
 * `can(actor, action, row)`; what it may list is `scopeOf(actor)`.
 */
export interface Actor {
  id: string;
  role: Role;
  email: string;
  /** The session (refresh-token family) the request belongs to. */
  sessionId: string;
  /** The referral company a referral session acts for (the referral programme's login). */
  companyId?: string;
  /** As whom a referral session acts: the company's manager (all its rows) or a member. */
  companyRole?: 'manager' | 'member';
}

/**
 * What every service method takes first: where to read and write (the database, or the open
 * transaction), the instant of the request from the one clock, the request's language, the
 * acting user, and the job sink of the same transaction.
 */
export interface ServiceContext {
  readonly db: Db;
  readonly now: Date;
  readonly lang: Language;
  readonly actor: Actor | null;
  readonly jobs: Jobs;
  /** True inside `withTransaction`: nested calls join the open transaction. */
  readonly inTransaction: boolean;
}

/**
 * The actor of a call that needs one: an endpoint whose contract admits only signed-in callers
 * (the auth plugin refused the others before the service ran), or a job acting for a user. Its
 * absence is a programming error, not a refusal.
 */
export function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('this call needs a signed-in actor');
  return ctx.actor;
}

/** Carries a returned refusal out of the transaction callback, so the transaction rolls back. */
class Rollback {
  readonly failure: Failure;
  constructor(failure: Failure) {
    this.failure = failure;
  }
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as Result<unknown>).ok === false;

/**
 * Runs `fn` in one transaction and hands it the same context bound to it, so a change that spans
 * modules (an order: stock, voucher, quota, ledger, mail) commits or rolls back whole. Inside an
 * open transaction it simply joins it. A `Failure` returned by `fn` rolls the transaction back
 * (an expected refusal leaves nothing half-done) and is returned; a throw rolls back and
 * propagates. Jobs enqueued inside wake their workers only after the commit.
 */
export async function withTransaction<T>(
  ctx: ServiceContext,
  fn: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  if (ctx.inTransaction) return fn(ctx);
  let committed = () => {};
  try {
    const value = await (ctx.db as Database).transaction(async (tx) => {
      const sink = ctx.jobs.within(tx);
      committed = () => sink.committed();
      const result = await fn({ ...ctx, db: tx, jobs: sink.jobs, inTransaction: true });
      if (isFailure(result)) throw new Rollback(result);
      return result;
    });
    committed();
    return value;
  } catch (error) {
    if (error instanceof Rollback) return error.failure as T;
    throw error;
  }
}

/** Builds the contexts of requests and jobs from the one clock and the job queue. */
export interface ContextFactory {
  create(input: { lang: Language; actor: Actor | null }): ServiceContext;
}
