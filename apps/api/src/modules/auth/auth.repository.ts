import { type Database, type Transaction, schema, uniqueViolation } from '@lotus/db';
import { type UserTokenPurpose } from '@lotus/db/schema';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';

const { users, refreshTokens, userTokens } = schema;
type Db = Database | Transaction;

/** What the auth check needs of a user on every request: one primary-key read. */
export async function findSessionUser(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      isActive: users.isActive,
      isLocked: users.isLocked,
      passwordChangedAt: users.passwordChangedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

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
 * Spends a refresh token. `rotated`: it was live and is now used; `reused`: it had already been
 * used (its family is revoked here); `invalid`: unknown, revoked or expired.
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
  const [old] = await tx
    .select({
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (old?.usedAt && !old.revokedAt) {
    await revokeFamily(tx, old.familyId, now);
    return { status: 'reused' as const };
  }
  return { status: 'invalid' as const };
}

export async function revokeFamily(tx: Db, familyId: string, now: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, or every one but `keepFamily` (the caller's own). */
export async function revokeUserSessions(tx: Db, userId: string, now: Date, keepFamily?: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
}
