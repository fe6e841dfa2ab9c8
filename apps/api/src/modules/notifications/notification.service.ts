import type { NotificationKind } from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import * as repo from './notification.repository.ts';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** What the kind's translated text needs (an order's number, its new status). */
  params?: Record<string, string | number>;
  /** Where the notification leads in the shop (a path such as `/profile/orders/…`). */
  link?: string | null;
  /**
   * Names the event, so it notifies once however often it is reported (a job or a transaction
   * that runs twice), e.g. `order:<id>:DELIVERING`.
   */
  key?: string | null;
}

/** The signed-in user's notifications, and the one way other modules create them. */
export function createNotificationService() {
  return {
    /**
     * Notifies a user, in the caller's transaction (a rolled-back change notifies nobody). An
     * event already notified under the same `key` adds nothing.
     */
    async notify(ctx: ServiceContext, input: NotifyInput): Promise<void> {
      await repo.insertNotification(ctx.db, {
        userId: input.userId,
        kind: input.kind,
        params: input.params ?? {},
        link: input.link ?? null,
        key: input.key ?? null,
        createdAt: ctx.now,
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
