import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error.ts';

/** A budget of `points` attempts per `duration` seconds for one kind of action. */
export interface LimitRule {
  points: number;
  duration: number;
}

/** The limits of the shop's sensitive actions, per IP and per account. */
export const DEFAULT_LIMITS = {
  loginPerIp: { points: 30, duration: 10 * 60 },
  loginPerAccount: { points: 8, duration: 15 * 60 },
  registerPerIp: { points: 10, duration: 60 * 60 },
  resetPerIp: { points: 10, duration: 15 * 60 },
  resetPerAccount: { points: 3, duration: 60 * 60 },
  mailPerAccount: { points: 5, duration: 60 * 60 },
  // Referral invitations by email, per member (beside the daily count the service keeps)
  invitationPerAccount: { points: 20, duration: 60 * 60 },
  // Referral codes typed after sign-up, per account (no guessing whose code is whose)
  referralCodePerAccount: { points: 10, duration: 15 * 60 },
  // Contact form and newsletter box, per IP address
  contactPerIp: { points: 5, duration: 10 * 60 },
  newsletterPerIp: { points: 10, duration: 10 * 60 },
  // Page views: a browser sends one per navigation; this is many times what a person clicks.
  trackingPerIp: { points: 120, duration: 60 },
  // Reviews: writing and editing decode and resize photos; a person writes a handful an hour.
  reviewWritePerAccount: { points: 20, duration: 60 * 60 },
  // E-card: a photo upload decodes and resizes a picture; leaving one's card lands in a
  // stranger's contacts. A person does either a handful of times an hour.
  cardPhotoPerAccount: { points: 20, duration: 60 * 60 },
  cardGiveBackPerAccount: { points: 30, duration: 60 * 60 },
  // Voucher codes that do not exist, typed at checkout: a person mistypes a few; guessing needs
  // thousands. Past the budget no code is looked up, so a right one can't be told from a wrong.
  voucherGuessPerAccount: { points: 10, duration: 15 * 60 },
  voucherGuessPerIp: { points: 30, duration: 15 * 60 },
  // The shopping assistant, per account (or per address for a visitor): a person types a
  // message every few seconds at most; more is a script reading the catalogue through it.
  assistantMessages: { points: 20, duration: 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/**
 * Rate limits kept in Redis when REDIS_URL is set (shared by every server copy), in memory
 * otherwise. `app.limit(name, key)` spends one point or refuses with 429 RATE_LIMITED and a
 * Retry-After; `app.forgive(name, key)` gives the points back (e.g. after a successful login).
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      redisUrl?: string | undefined;
      limits?: Partial<Record<LimitName, LimitRule>>;
      /** Told of every refusal (the operators' metrics). */
      refused?: (name: LimitName) => void;
    },
  ) => {
    const rules = { ...DEFAULT_LIMITS, ...options.limits };
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          lazyConnect: true,
        })
      : null;
    if (redis) {
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    const limiters = new Map<LimitName, RateLimiterAbstract>();
    for (const [name, rule] of Object.entries(rules) as [LimitName, LimitRule][]) {
      const base = { keyPrefix: `lotus:rl:${name}`, points: rule.points, duration: rule.duration };
      limiters.set(
        name,
        redis
          ? new RateLimiterRedis({
              ...base,
              storeClient: redis,
              // If Redis is down, fall back to this process's memory rather than refusing everyone.
              insuranceLimiter: new RateLimiterMemory(base),
            })
          : new RateLimiterMemory(base),
      );
    }

    app.decorate('limit', async (name: LimitName, key: string) => {
      try {
        await limiters.get(name)!.consume(key.toLowerCase());
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        options.refused?.(name);
        const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new HttpError('RATE_LIMITED', { params: { retryAfter } });
      }
    });
    app.decorate('forgive', async (name: LimitName, key: string) => {
      await limiters.get(name)!.delete(key.toLowerCase());
    });
    app.decorate('held', async (name: LimitName, key: string) => {
      const left = await limiters.get(name)!.get(key.toLowerCase());
      if (left && left.remainingPoints <= 0) {
        options.refused?.(name);
        const retryAfter = Math.max(1, Math.ceil(left.msBeforeNext / 1000));
        throw new HttpError('RATE_LIMITED', { params: { retryAfter } });
      }
    });
    app.decorate('spend', async (name: LimitName, key: string) => {
      await limiters.get(name)!.penalty(key.toLowerCase(), 1);
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Spends one point of `name` for `key`, or refuses with 429 when none is left. */
    limit(name: LimitName, key: string): Promise<void>;
    /** Gives `key`'s points of `name` back. */
    forgive(name: LimitName, key: string): Promise<void>;
    /** Refuses with 429 when `key` has no point of `name` left, spending none. */
    held(name: LimitName, key: string): Promise<void>;
    /** Spends one point of `name` for `key` without refusing (what `held` checks next time). */
    spend(name: LimitName, key: string): Promise<void>;
  }
}
