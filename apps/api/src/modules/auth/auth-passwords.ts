import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ChangePasswordInput,
  type Result,
  fail,
  ok,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { AccessTokens } from '../../lib/access-tokens.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/secrets.ts';
import * as repo from './auth.repository.ts';
import type { SessionRevocations } from './session-revocations.ts';

/**
 * What the auth service does with passwords once a person has one: checking and using a reset
 * link, changing it while signed in, and finding accounts that still have a published one. Part
 * of the auth service (`createAuthService` spreads it); the reset mail itself is sent there.
 */
export function createPasswordFlows(deps: {
  tokens: AccessTokens;
  revocations: SessionRevocations;
}) {
  return {
    /** Tells whether a reset link can still be used, without using it. */
    async checkResetToken(ctx: ServiceContext, token: string): Promise<Result<{ valid: true }>> {
      const peek = await repo.peekUserToken(ctx.db, hashToken(token), 'reset_password', ctx.now);
      if (peek.status === 'valid') return ok({ valid: true });
      return fail(peek.status === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    },

    /**
     * Sets a new password with a reset link (once). Every session of the account ends; the link
     * also proves the mailbox, so an account still waiting for verification becomes active.
     */
    async resetPassword(
      ctx: ServiceContext,
      token: string,
      password: string,
    ): Promise<Result<{ email: string }>> {
      const passwordHash = await hashPassword(password);
      return withTransaction(ctx, async (tx) => {
        const used = await repo.consumeUserToken(tx.db, hashToken(token), 'reset_password', tx.now);
        if (used.status !== 'valid')
          return fail(used.status === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
        await repo.setPassword(tx.db, used.userId, passwordHash, tx.now);
        const ended = await repo.revokeUserSessions(tx.db, used.userId, tx.now);
        deps.revocations.revoke(ended, tx.now);
        const user = await repo.findUserById(tx.db, used.userId);
        if (user && !user.isActive) await repo.activateUser(tx.db, user.id, tx.now);
        return ok({ email: user!.email });
      });
    },

    /**
     * Changes the password of the signed-in actor, who proves the current one. Other sessions
     * end; this one continues with a fresh access token.
     */
    async changePassword(
      ctx: ServiceContext,
      input: ChangePasswordInput,
    ): Promise<Result<{ accessToken: string; expiresIn: number }>> {
      const actor = ctx.actor;
      const user = actor && (await repo.findUserById(ctx.db, actor.id));
      if (!actor || !user) return fail('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        return fail('INVALID_CURRENT_PASSWORD');
      }
      const passwordHash = await hashPassword(input.password);
      await withTransaction(ctx, async (tx) => {
        await repo.setPassword(tx.db, user.id, passwordHash, tx.now);
        const ended = await repo.revokeUserSessions(tx.db, user.id, tx.now, actor.sessionId);
        deps.revocations.revoke(ended, tx.now);
      });
      return ok({
        accessToken: await deps.tokens.sign(user, actor.sessionId, ctx.now),
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      });
    },

    /**
     * The accounts among `accounts` that still have the given password (the demo accounts, whose
     * passwords are published): a production server refuses to start while any does.
     */
    async passwordsInUse(
      ctx: ServiceContext,
      accounts: readonly { email: string; password: string }[],
    ): Promise<string[]> {
      const found: string[] = [];
      for (const account of accounts) {
        const user = await repo.findUserByEmail(ctx.db, account.email);
        if (user && (await verifyPassword(user.passwordHash, account.password))) {
          found.push(account.email);
        }
      }
      return found;
    },
  };
}
