import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type LoginInput,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_PASSWORD_TTL_SECONDS,
  type RegisterInput,
  type Result,
  type Role,
  STAFF_INVITE_TTL_SECONDS,
  VERIFY_EMAIL_TTL_SECONDS,
  fail,
  fullName,
  isLanguage,
  ok,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AccountMailTemplate } from '../mail/mail.templates.ts';
import { createPasswordFlows } from './auth-passwords.ts';
import * as repo from './auth.repository.ts';
import type { SessionRevocations } from './session-revocations.ts';

export interface AuthServiceDeps {
  mail: MailService;
  tokens: AccessTokens;
  /** Ended sessions, checked by the auth plugin on every request. */
  revocations: SessionRevocations;
  /** Counts logins refused for their credentials (the operators' metrics). */
  loginFailed?: () => void;
  /** The shop's public address, for links in mails. */
  publicUrl: string;
  /**
   * Checks a new account must pass in its sign-up's transaction (the referral programme binds it
   * to its inviter, or refuses the code with its reason): a refusal rolls the sign-up back.
   */
  signUpChecks?: (tx: ServiceContext, account: SignedUp) => Promise<Result<unknown>>;
}

/** A new account as the sign-up's checks see it. */
export interface SignedUp {
  /** Null while it is screened, before the account exists. */
  id: string | null;
  email: string;
  phone: string;
  /** The referral code typed or kept from a link, if any. */
  referralCode: string | null;
  /** How the code came: typed in the form, or kept from a link (the cookie). */
  referralSource: 'code' | 'link';
  /** The visitor's first-party device cookie, if any. */
  deviceId: string | null;
  /** The address and browser the sign-up came from (a referral signal compares them). */
  ip: string | null;
  userAgent: string | null;
}

/**
 * Whose account a sign-up makes: a customer's, or another principal's (a provider, decision 027)
 * whose own row `then` writes in the sign-up's transaction.
 */
export interface AccountKind {
  role: Role;
  then?: (tx: ServiceContext, userId: string) => Promise<void>;
}

export interface Session {
  /** The session (refresh-token family) the tokens belong to. */
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; role: Role; email: string; firstName: string; lastName: string };
}

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

const LINKS = {
  'verify-email': { purpose: 'verify_email', ttl: VERIFY_EMAIL_TTL_SECONDS, path: '/verify-email' },
  'reset-password': {
    purpose: 'reset_password',
    ttl: RESET_PASSWORD_TTL_SECONDS,
    path: '/reset-password',
  },
  // A staff invitation is a password link that lasts days, on the reset page (decision 043).
  'staff-invite': {
    purpose: 'reset_password',
    ttl: STAFF_INVITE_TTL_SECONDS,
    path: '/reset-password',
  },
} as const satisfies Record<AccountMailTemplate, object>;

/** Accounts and sessions: sign-up, email verification, login, refresh, logout and passwords. */
export function createAuthService(deps: AuthServiceDeps) {
  /** Stores a single-use link token and mails the link, in the caller's transaction. */
  async function mailLink(
    ctx: ServiceContext,
    user: { id: string; email: string; firstName: string; lastName: string; language: string },
    template: AccountMailTemplate,
  ) {
    const token = randomToken();
    const link = LINKS[template];
    await repo.replaceUserToken(
      ctx.db,
      user.id,
      link.purpose,
      hashToken(token),
      after(ctx.now, link.ttl),
    );
    await deps.mail.send(ctx, {
      to: user.email,
      template,
      lang: isLanguage(user.language) ? user.language : 'vi',
      vars: {
        name: fullName(user.firstName, user.lastName),
        link: `${deps.publicUrl}${link.path}?token=${encodeURIComponent(token)}`,
        lifetimeMs: link.ttl * 1000,
      },
    });
  }

  /** Stores refresh token `refreshToken` in session `sessionId`, issued at `ctx.now`. */
  async function storeRefreshToken(
    ctx: ServiceContext,
    user: { id: string },
    sessionId: string,
    refreshToken: string,
    userAgent: string | null,
  ) {
    await repo.insertRefreshToken(ctx.db, {
      userId: user.id,
      familyId: sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: after(ctx.now, REFRESH_TOKEN_TTL_SECONDS),
      userAgent,
    });
  }

  /** The session's pair: the access token is issued at `issuedAt` (the refresh token's birth). */
  async function sessionOf(
    user: Session['user'],
    sessionId: string,
    refreshToken: string,
    issuedAt: Date,
  ): Promise<Session> {
    return {
      sessionId,
      accessToken: await deps.tokens.sign(user, sessionId, issuedAt),
      refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user: {
        id: user.id,
        role: user.role,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      },
    };
  }

  /** Ends sessions in the database (the record) and for every server copy's auth check. */
  async function revokeSessions(ctx: ServiceContext, sessionIds: string[]) {
    for (const sessionId of sessionIds) await repo.revokeFamily(ctx.db, sessionId, ctx.now);
    deps.revocations.revoke(sessionIds, ctx.now);
  }

  /**
   * A second renewal with a token rotated moments ago (two tabs renewing at once): the pair the
   * first one got, followed along the chain if that was renewed too. Null when it is too late
   * (a replay), or the chain is broken or ended.
   */
  async function graceRenewal(
    ctx: ServiceContext,
    refreshToken: string,
    usedAt: Date,
    familyId: string,
  ): Promise<Session | null> {
    let token = refreshToken;
    let bornAt = usedAt;
    for (let hop = 0; hop < 5; hop++) {
      if (ctx.now.getTime() - bornAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
      const next = deps.tokens.successor(token);
      const row = await repo.findRefreshToken(ctx.db, hashToken(next));
      if (!row || row.familyId !== familyId || row.revokedAt || row.expiresAt <= ctx.now) {
        return null;
      }
      if (!row.usedAt) {
        const user = await repo.findUserById(ctx.db, row.userId);
        if (!user || !user.isActive || user.isLocked) return null;
        return sessionOf(user, familyId, next, bornAt);
      }
      token = next;
      bornAt = row.usedAt;
    }
    return null;
  }

  return {
    /**
     * Creates an inactive account (a customer's unless `as` says) and mails the verification
     * link in the visitor's language. Duplicates are decided by the database's unique indexes.
     */
    async register(
      ctx: ServiceContext,
      input: RegisterInput,
      from: {
        linkCode?: string | undefined;
        deviceId?: string | undefined;
        ip?: string | undefined;
        userAgent?: string | undefined;
      } = {},
      as: AccountKind = { role: 'CUSTOMER' },
    ): Promise<Result<{ email: string }>> {
      const passwordHash = await hashPassword(input.password);
      const account = (id: string | null): SignedUp => ({
        id,
        email: input.email,
        phone: input.phone,
        referralCode: input.referralCode || null,
        // The code the form carried is the one the visitor's link left (the web fills it in).
        referralSource: from.linkCode && from.linkCode === input.referralCode ? 'link' : 'code',
        deviceId: from.deviceId ?? null,
        ip: from.ip ?? null,
        userAgent: from.userAgent ?? null,
      });
      return withTransaction(ctx, async (tx) => {
        // Screened before the account exists (a refusal names the reason, not a duplicate
        // phone), bound after.
        const screened = await deps.signUpChecks?.(tx, account(null));
        if (screened && !screened.ok) return screened;
        const inserted = await repo.insertUser(tx.db, {
          email: input.email,
          phone: input.phone,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: as.role,
          isActive: false,
          language: tx.lang,
          referredByCode: input.referralCode ?? null,
        });
        if (!inserted.ok) {
          return fail(
            inserted.duplicate === 'email' ? 'EMAIL_IS_EXIST' : 'PHONE_NUMBER_ALREADY_EXIST',
          );
        }
        const bound = await deps.signUpChecks?.(tx, account(inserted.id));
        if (bound && !bound.ok) return bound;
        await as.then?.(tx, inserted.id);
        await mailLink(tx, { ...input, id: inserted.id, language: tx.lang }, 'verify-email');
        return ok({ email: input.email });
      });
    },

    /** Sends a new verification link to an inactive account; silent for any other email. */
    async resendVerification(ctx: ServiceContext, email: string): Promise<void> {
      const user = await repo.findUserByEmail(ctx.db, email);
      if (!user || user.isActive) return;
      await withTransaction(ctx, (tx) => mailLink(tx, user, 'verify-email'));
    },

    /** Activates the account of a verification link (once). */
    async activate(ctx: ServiceContext, token: string): Promise<Result<{ email: string }>> {
      return withTransaction(ctx, async (tx) => {
        const used = await repo.consumeUserToken(tx.db, hashToken(token), 'verify_email', tx.now);
        if (used.status !== 'valid')
          return fail(used.status === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
        await repo.activateUser(tx.db, used.userId, tx.now);
        const user = await repo.findUserById(tx.db, used.userId);
        return ok({ email: user!.email });
      });
    },

    /**
     * Checks the email and password. An unknown email and a wrong password answer alike, and
     * take as long (a dummy hash is verified), so no one learns who has an account.
     */
    async login(
      ctx: ServiceContext,
      input: LoginInput,
      userAgent: string | null,
    ): Promise<Result<Session>> {
      const user = await repo.findUserByEmail(ctx.db, input.username);
      const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
      if (!user || !valid) {
        deps.loginFailed?.();
        return fail('INVALID_CREDENTIALS');
      }
      if (!user.isActive) return fail('USER_NOT_ACTIVE');
      if (user.isLocked) return fail('USER_IS_NOT_ACTIVE');
      const sessionId = randomUUID();
      const refreshToken = randomToken();
      await storeRefreshToken(ctx, user, sessionId, refreshToken, userAgent);
      return ok(await sessionOf(user, sessionId, refreshToken, ctx.now));
    },

    /**
     * Trades a live refresh token for a new pair (rotation), in one transaction. The same token
     * again within a few seconds (two tabs renewing at once) gets the same pair; later, it is a
     * replay: the whole session is revoked, and whoever holds a copy, thief or owner, must log in
     * again.
     */
    async refresh(
      ctx: ServiceContext,
      refreshToken: string,
      userAgent: string | null,
    ): Promise<Result<Session>> {
      const outcome = await withTransaction(ctx, async (tx) => {
        const spent = await repo.spendRefreshToken(tx.db, hashToken(refreshToken), tx.now);
        if (spent.status === 'unknown') return null;
        if (spent.status === 'rotated') {
          const user = await repo.findUserById(tx.db, spent.userId);
          if (!user || !user.isActive || user.isLocked) {
            await revokeSessions(tx, [spent.familyId]);
            return null;
          }
          const next = deps.tokens.successor(refreshToken);
          await storeRefreshToken(tx, user, spent.familyId, next, userAgent);
          return sessionOf(user, spent.familyId, next, tx.now);
        }
        if (spent.revokedAt || !spent.usedAt || spent.expiresAt <= tx.now) return null;
        const again = await graceRenewal(tx, refreshToken, spent.usedAt, spent.familyId);
        if (!again) await revokeSessions(tx, [spent.familyId]);
        return again;
      });
      return outcome ? ok(outcome) : fail('SESSION_EXPIRED');
    },

    /** Ends one session (the actor's, and the one of the refresh token given), at once. */
    async logout(ctx: ServiceContext, refreshToken: string | undefined): Promise<void> {
      const sessions = new Set<string>();
      if (ctx.actor) sessions.add(ctx.actor.sessionId);
      const token = refreshToken && (await repo.findRefreshToken(ctx.db, hashToken(refreshToken)));
      if (token) sessions.add(token.familyId);
      await withTransaction(ctx, (tx) => revokeSessions(tx, [...sessions]));
    },

    /** Mails a single-use, 30-minute reset link if the account exists; silent otherwise. */
    async requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
      const user = await repo.findUserByEmail(ctx.db, email);
      if (!user) return;
      await withTransaction(ctx, (tx) => mailLink(tx, user, 'reset-password'));
    },

    ...createPasswordFlows(deps),

    /**
     * Creates a staff account in the caller's transaction and mails its person a link to set the
     * password (the reset link's machinery, lasting days): until then no password opens it, and
     * setting one activates it. A taken email or phone is refused and nothing is written.
     */
    async inviteStaff(
      tx: ServiceContext,
      input: {
        email: string;
        firstName: string;
        lastName: string;
        phone: string | null;
        role: Role;
      },
    ): Promise<Result<{ id: string }>> {
      const inserted = await repo.insertUser(tx.db, {
        ...input,
        // Nobody knows this password: the account opens with the one its person sets.
        passwordHash: await hashPassword(randomToken()),
        isActive: false,
        language: tx.lang,
      });
      if (!inserted.ok) {
        return fail(
          inserted.duplicate === 'email' ? 'EMAIL_IS_EXIST' : 'PHONE_NUMBER_ALREADY_EXIST',
        );
      }
      await mailLink(tx, { ...input, id: inserted.id, language: tx.lang }, 'staff-invite');
      return ok({ id: inserted.id });
    },

    /**
     * Ends every session of a user at once, on every authenticated route (a lock, a role change:
     * access tokens carry the role, so a changed one must not outlive its sessions).
     */
    async endSessions(ctx: ServiceContext, userId: string): Promise<void> {
      const ended = await repo.revokeUserSessions(ctx.db, userId, ctx.now);
      deps.revocations.revoke(ended, ctx.now);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
