import { ACCESS_TOKEN_TTL_SECONDS } from '@lotus/core';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../../context.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './auth.repository.ts';

/** How long a revocation is remembered: the life of the last access token it refuses, and some. */
const REMEMBER_MS = (ACCESS_TOKEN_TTL_SECONDS + 120) * 1000;
/** The Redis channel on which server copies tell each other of revocations. */
const REVOCATION_CHANNEL = 'lotus:sessions:revoked';
/** Without Redis, copies on one PostgreSQL database read new revocations this often… */
const POLL_MS = 1000;
/** …looking this far back, so clocks of copies may differ by as much without a miss. */
const POLL_WINDOW_MS = 30_000;

export interface SessionRevocations {
  /**
   * Ends sessions at `at`: access tokens of these sessions issued at or before `at` are refused
   * from now on, here at once and on the other server copies within a second.
   */
  revoke(sessionIds: readonly string[], at: Date): void;
  /** Whether an access token of `sessionId` issued at `issuedAt` belongs to an ended session. */
  isRevoked(sessionId: string, issuedAt: Date): boolean;
  /** Loads the revocations of the last access-token lifetime and starts listening. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SessionRevocationDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Shared with the other server copies through Redis pub/sub when set. */
  redisUrl: string | undefined;
  /**
   * Read new revocations from the database every second when Redis is not set or not connected
   * (PostgreSQL, where several copies may share the database).
   */
  poll: boolean;
}

/**
 * The sessions ended in the last 15 minutes (an access token's life), kept in this process so the
 * auth check of every request costs no database trip. Revoking writes the refresh tokens'
 * `revoked_at` (the record) and adds the session here at once; other server copies learn it from
 * Redis pub/sub when REDIS_URL is set, else (or while Redis is away) by reading the table each
 * second on PostgreSQL. A copy that starts (or whose Redis connection comes back) loads the
 * revocations of the last 15 minutes from the table. A session is refused only for tokens issued at or before its revocation, so a
 * revocation recorded by a transaction that then rolled back heals itself at the next renewal.
 */
export function createSessionRevocations(deps: SessionRevocationDeps): SessionRevocations {
  const revoked = new Map<string, number>();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const remember = (sessionId: string, at: number) => {
    if ((revoked.get(sessionId) ?? -Infinity) < at) revoked.set(sessionId, at);
  };

  const forgetOld = () => {
    const horizon = deps.clock.now().getTime() - REMEMBER_MS;
    for (const [sessionId, at] of revoked) if (at < horizon) revoked.delete(sessionId);
  };

  /** Reads the revocations recorded in the last `windowMs`. */
  const load = async (windowMs: number) => {
    const rows = await repo.revokedSince(deps.db, new Date(deps.clock.now().getTime() - windowMs));
    for (const row of rows)
      if (row.revokedAt) remember(row.familyId, new Date(row.revokedAt).getTime());
  };

  const loadRecent = () => load(REMEMBER_MS);

  const onMessage = (_channel: string, message: string) => {
    try {
      const { ids, at } = JSON.parse(message) as { ids: unknown; at: unknown };
      if (!Array.isArray(ids) || typeof at !== 'number') return;
      for (const id of ids) if (typeof id === 'string') remember(id, at);
    } catch {
      // Not one of ours: ignored.
    }
  };

  return {
    revoke(sessionIds, at) {
      if (sessionIds.length === 0) return;
      const time = at.getTime();
      for (const id of sessionIds) remember(id, time);
      forgetOld();
      if (publisher) {
        publisher
          .publish(REVOCATION_CHANNEL, JSON.stringify({ ids: sessionIds, at: time }))
          .catch((error: unknown) =>
            deps.log.warn({ err: error }, 'could not tell other server copies of a revocation'),
          );
      }
    },

    isRevoked(sessionId, issuedAt) {
      const at = revoked.get(sessionId);
      return at !== undefined && issuedAt.getTime() <= at;
    },

    async start() {
      await loadRecent();
      if (deps.redisUrl) {
        publisher = new Redis(deps.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
        subscriber = publisher.duplicate();
        subscriber.on('message', onMessage);
        // After a lost connection, what was published meanwhile is read back from the table.
        subscriber.on('ready', () => {
          loadRecent().catch((error: unknown) =>
            deps.log.warn({ err: error }, 'could not reload session revocations'),
          );
        });
        publisher.on('error', () => {});
        subscriber.on('error', () => {});
        await Promise.all([publisher.connect(), subscriber.connect()]);
        await subscriber.subscribe(REVOCATION_CHANNEL);
      }
      if (deps.poll) {
        // Without Redis, or while its connection is down, the table is read each second, back to
        // the last read that worked: after the database was away, what was missed is read too.
        let readUpTo = deps.clock.now().getTime();
        let failing = false;
        timer = setInterval(() => {
          forgetOld();
          if (subscriber?.status === 'ready') return;
          const started = deps.clock.now().getTime();
          const window = Math.min(REMEMBER_MS, started - readUpTo + POLL_WINDOW_MS);
          load(window).then(
            () => {
              readUpTo = Math.max(readUpTo, started);
              if (failing) deps.log.info('session revocations are read again');
              failing = false;
            },
            (error: unknown) => {
              // Once per outage, not every second of it.
              if (!failing) deps.log.warn({ err: error }, 'could not read session revocations');
              failing = true;
            },
          );
        }, POLL_MS);
        timer.unref();
      }
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(
        [subscriber, publisher].map(async (client) => {
          if (client && client.status !== 'end') await client.quit().catch(() => {});
        }),
      );
      subscriber = publisher = null;
    },
  };
}
