import { schema, uniqueViolation } from '@lotus/db';
import { type UserTokenPurpose } from '@lotus/db/schema';
import { and, eq, gt, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../context.ts';

const { users, refreshTokens, userTokens } = schema;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Inserts a user; the unique indexes (not a prior read) decide duplicates, so simultaneous
 * sign-ups with one email or phone yield exactly one account. The insert runs in a savepoint so a
 * duplicate leaves the caller's transaction usable.
 */
export async function insertUser(
  tx: Db,
  values: typeof users.$inferInsert,
): Promise<{ ok: true; id: string } | { ok: false; duplicate: 'email' | 'phone' }> {
  try {
    const [row] = await tx.transaction((sp) =>
      sp.insert(users).values(values).returning({ id: users.id }),
    );
    return { ok: true, id: row!.id };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_unique') return { ok: false, duplicate: 'email' };
    if (constraint === 'users_phone_unique') return { ok: false, duplicate: 'phone' };
    throw error;
  }
}

/** Stores a new single-use token, retiring any earlier unused one of the same purpose. */
export async function replaceUserToken(
  tx: Db,
  userId: string,
  purpose: UserTokenPurpose,
  tokenHash: string,
  expiresAt: Date,
) {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
  await tx.insert(userTokens).values({ userId, purpose, tokenHash, expiresAt });
}

/** A token that is unused and unexpired, without using it. */
export async function peekUserToken(
  db: Db,
  tokenHash: string,
  purpose: UserTokenPurpose,
  now: Date,
) {
  const [row] = await db
    .select({
      userId: userTokens.userId,
      usedAt: userTokens.usedAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  if (!row || row.usedAt) return { status: 'invalid' as const };
  if (row.expiresAt <= now) return { status: 'expired' as const };
  return { status: 'valid' as const, userId: row.userId };
}

/**
 * Uses a single-use token: one conditional update, so two simultaneous uses can't both win.
 */
export async function consumeUserToken(
  tx: Db,
  tokenHash: string,
  purpose: UserTokenPurpose,
  now: Date,
) {
  const [used] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (used) return { status: 'valid' as const, userId: used.userId };
  const peek = await peekUserToken(tx, tokenHash, purpose, now);
  return { status: peek.status === 'expired' ? ('expired' as const) : ('invalid' as const) };
}

export async function activateUser(tx: Db, userId: string, now: Date) {
  await tx
    .update(users)
    .set({ isActive: true, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setPassword(tx: Db, userId: string, passwordHash: string, now: Date) {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function insertRefreshToken(
  tx: Db,
  values: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
  },
) {
  await tx.insert(refreshTokens).values(values);
}

/**
 * Spends a live refresh token (one conditional update, so of two simultaneous uses exactly one
 * wins): `rotated` with its user and family. Otherwise the token as it is: `spent` (used, revoked
 * or expired, with when) or `unknown`.
 */
export async function spendRefreshToken(tx: Db, tokenHash: string, now: Date) {
  const [spent] = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  if (spent) return { status: 'rotated' as const, ...spent };
  const old = await findRefreshToken(tx, tokenHash);
  return old ? { status: 'spent' as const, ...old } : { status: 'unknown' as const };
}

/** A refresh token by its hash, whatever its state. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function revokeFamily(tx: Db, familyId: string, now: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of a user, or every one but `keepFamily` (the caller's own); answers the
 * sessions (families) it ended.
 */
export async function revokeUserSessions(
  tx: Db,
  userId: string,
  now: Date,
  keepFamily?: string,
): Promise<string[]> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/** Sessions revoked after `since`, each with its latest revocation: what a server copy loads. */
export async function revokedSince(db: Db, since: Date) {
  return db
    .select({ familyId: refreshTokens.familyId, revokedAt: max(refreshTokens.revokedAt) })
    .from(refreshTokens)
    .where(and(isNotNull(refreshTokens.revokedAt), gt(refreshTokens.revokedAt, since)))
    .groupBy(refreshTokens.familyId);
}
