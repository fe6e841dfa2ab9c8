import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ChangePasswordInput,
  type Language,
  type LoginInput,
  type LoginResult,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_PASSWORD_TTL_SECONDS,
  type RegisterInput,
  type Result,
  type Role,
  VERIFY_EMAIL_TTL_SECONDS,
  fail,
  fullName,
  isLanguage,
  ok,
  safeRedirect,
} from '@lotus/core';
import type { Database } from '@lotus/db';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { enqueueMail } from '../mail/mail.repository.ts';
import { type MailTemplate, renderMail } from '../mail/mail.templates.ts';
import * as repo from './auth.repository.ts';

export interface AuthServiceDeps {
  db: Database;
  /** The shop's public address, for links in mails. */
  publicUrl: string;
  now: () => Date;
  signAccessToken(user: { id: string; role: Role }, familyId: string): Promise<string>;
  /** Called after a transaction that queued mail has committed. */
  mailQueued(): void;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; role: Role; email: string; firstName: string; lastName: string };
}

const seconds = (now: Date, s: number) => new Date(now.getTime() + s * 1000);

/** Accounts and sessions: sign-up, email verification, login, refresh, logout and passwords. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db } = deps;

  async function mailLink(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    user: { id: string; email: string; firstName: string; lastName: string; language: string },
    template: MailTemplate,
  ) {
    const token = randomToken();
    const purpose = template === 'verify-email' ? 'verify_email' : 'reset_password';
    const ttl = template === 'verify-email' ? VERIFY_EMAIL_TTL_SECONDS : RESET_PASSWORD_TTL_SECONDS;
    await repo.replaceUserToken(tx, user.id, purpose, hashToken(token), seconds(deps.now(), ttl));
    const path = template === 'verify-email' ? '/verify-email' : '/reset-password';
    const lang: Language = isLanguage(user.language) ? user.language : 'vi';
    const link = `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
    await enqueueMail(
      tx,
      user.email,
      template,
      renderMail(template, lang, {
        name: fullName(user.firstName, user.lastName),
        link,
      }),
    );
  }

  async function startSession(
    user: Session['user'],
    familyId: string,
    userAgent: string | null,
  ): Promise<Session> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: seconds(deps.now(), REFRESH_TOKEN_TTL_SECONDS),
      userAgent,
    });
    return {
      accessToken: await deps.signAccessToken(user, familyId),
      refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      user,
    };
  }

  return {
    /**
     * Creates an inactive customer account and mails the verification link in the visitor's
     * language. Duplicates are decided by the database's unique indexes.
     */
    async register(input: RegisterInput, lang: Language): Promise<Result<{ email: string }>> {
      const passwordHash = await hashPassword(input.password);
      const result = await db.transaction(async (tx) => {
        const inserted = await repo.insertUser(tx, {
          email: input.email,
          phone: input.phone,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'CUSTOMER',
          isActive: false,
          language: lang,
          referredByCode: input.referralCode ?? null,
        });
        if (!inserted.ok) return inserted;
        await mailLink(tx, { ...input, id: inserted.id, language: lang }, 'verify-email');
        return inserted;
      });
      if (!result.ok) {
        return fail(result.duplicate === 'email' ? 'EMAIL_IS_EXIST' : 'PHONE_NUMBER_ALREADY_EXIST');
      }
      deps.mailQueued();
      return ok({ email: input.email });
    },

    /** Sends a new verification link to an inactive account; silent for any other email. */
    async resendVerification(email: string): Promise<void> {
      const user = await repo.findUserByEmail(db, email);
      if (!user || user.isActive) return;
      await db.transaction((tx) => mailLink(tx, user, 'verify-email'));
      deps.mailQueued();
    },

    /** Activates the account of a verification link (once). */
    async activate(token: string): Promise<Result<{ email: string }>> {
      return db.transaction(async (tx) => {
        const used = await repo.consumeUserToken(tx, hashToken(token), 'verify_email', deps.now());
        if (used.status !== 'valid')
          return fail(used.status === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
        await repo.activateUser(tx, used.userId, deps.now());
        const user = await repo.findUserById(tx, used.userId);
        return ok({ email: user!.email });
      });
    },

    /**
     * Checks the email and password. An unknown email and a wrong password answer alike, and
     * take as long (a dummy hash is verified), so no one learns who has an account.
     */
    async login(input: LoginInput, userAgent: string | null): Promise<Result<Session>> {
      const user = await repo.findUserByEmail(db, input.username);
      const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
      if (!user || !valid) return fail('INVALID_CREDENTIALS');
      if (!user.isActive) return fail('USER_NOT_ACTIVE');
      if (user.isLocked) return fail('USER_IS_NOT_ACTIVE');
      return ok(await startSession(user, randomUUID(), userAgent));
    },

    /**
     * Trades a live refresh token for a new pair (rotation). A token used twice revokes its whole
     * family: whoever holds a copy, thief or owner, must log in again.
     */
    async refresh(refreshToken: string, userAgent: string | null): Promise<Result<Session>> {
      const now = deps.now();
      const spent = await db.transaction((tx) =>
        repo.spendRefreshToken(tx, hashToken(refreshToken), now),
      );
      if (spent.status !== 'rotated') return fail('SESSION_EXPIRED');
      const user = await repo.findUserById(db, spent.userId);
      if (!user || !user.isActive || user.isLocked) {
        await repo.revokeFamily(db, spent.familyId, now);
        return fail('SESSION_EXPIRED');
      }
      return ok(await startSession(user, spent.familyId, userAgent));
    },

    /** Ends one session: its refresh token family is revoked. */
    async logout(refreshToken: string | undefined, familyId: string | undefined): Promise<void> {
      const now = deps.now();
      if (familyId) await repo.revokeFamily(db, familyId, now);
      if (refreshToken) {
        await db.transaction(async (tx) => {
          const spent = await repo.spendRefreshToken(tx, hashToken(refreshToken), now);
          if (spent.status === 'rotated') await repo.revokeFamily(tx, spent.familyId, now);
        });
      }
    },

    /** Mails a single-use, 30-minute reset link if the account exists; silent otherwise. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      await db.transaction((tx) => mailLink(tx, user, 'reset-password'));
      deps.mailQueued();
    },

    /** Tells whether a reset link can still be used, without using it. */
    async checkResetToken(token: string): Promise<Result<{ valid: true }>> {
      const peek = await repo.peekUserToken(db, hashToken(token), 'reset_password', deps.now());
      if (peek.status === 'valid') return ok({ valid: true });
      return fail(peek.status === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    },

    /**
     * Sets a new password with a reset link (once). Every session of the account ends; the link
     * also proves the mailbox, so an account still waiting for verification becomes active.
     */
    async resetPassword(token: string, password: string): Promise<Result<{ email: string }>> {
      const passwordHash = await hashPassword(password);
      const now = deps.now();
      return db.transaction(async (tx) => {
        const used = await repo.consumeUserToken(tx, hashToken(token), 'reset_password', now);
        if (used.status !== 'valid')
          return fail(used.status === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
        await repo.setPassword(tx, used.userId, passwordHash, now);
        await repo.revokeUserSessions(tx, used.userId, now);
        const user = await repo.findUserById(tx, used.userId);
        if (user && !user.isActive) await repo.activateUser(tx, user.id, now);
        return ok({ email: user!.email });
      });
    },

    /**
     * Changes the password of a signed-in user who proves the current one. Other sessions end;
     * this one continues with a fresh access token.
     */
    async changePassword(
      session: { id: string; familyId: string },
      input: ChangePasswordInput,
    ): Promise<Result<{ accessToken: string; expiresIn: number }>> {
      const user = await repo.findUserById(db, session.id);
      if (!user) return fail('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        return fail('INVALID_CURRENT_PASSWORD');
      }
      const passwordHash = await hashPassword(input.password);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, user.id, passwordHash, now);
        await repo.revokeUserSessions(tx, user.id, now, session.familyId);
      });
      return ok({
        accessToken: await deps.signAccessToken(user, session.familyId),
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The login answer in the spec's shape, with the safe place to go next. */
export function toLoginResult(session: Session, redirect: string | undefined): LoginResult {
  return {
    token: session.accessToken,
    expiresIn: session.expiresIn,
    refreshToken: session.refreshToken,
    redirectTo: safeRedirect(redirect, session.user.role),
  };
}
