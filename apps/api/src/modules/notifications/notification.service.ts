import {
  type NotificationItem,
  type NotificationKind,
  type NotificationListQuery,
  type Page,
  type Result,
  type UnreadCount,
  fail,
  ok,
  pageOffset,
} from '@lotus/core';
import type { SQL } from 'drizzle-orm';
import { type ServiceContext, actorOf } from '../../context.ts';
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

const toItem = (row: repo.NotificationRow): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * The signed-in user's notifications (the actor's own: another user's id is not found), and the
 * one way other modules create them.
 */
export function createNotificationService() {
  const notice = (
    ctx: ServiceContext,
    input: Omit<NotifyInput, 'params'> & { params?: repo.NewNotification['params'] },
  ): SQL =>
    repo.insertNotification({
      userId: input.userId,
      kind: input.kind,
      params: input.params ?? {},
      link: input.link ?? null,
      key: input.key ?? null,
      createdAt: ctx.now,
    });

  return {
    /**
     * Notifies a user, in the caller's transaction (a rolled-back change notifies nobody). An
     * event already notified under the same `key` adds nothing.
     */
    async notify(ctx: ServiceContext, input: NotifyInput): Promise<void> {
      await ctx.db.execute(notice(ctx, input));
    },

    /**
     * `notify` as a statement for another module to send within its own (a `WITH` part), where
     * a param may be a value of that statement: an order's number, made by its INSERT, notifies
     * in the round trip that writes the order.
     */
    notice,

    /** The actor's notifications, newest first. */
    async list(ctx: ServiceContext, query: NotificationListQuery): Promise<Page<NotificationItem>> {
      const { rows, total } = await repo.listNotifications(ctx.db, actorOf(ctx).id, {
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map(toItem),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    /** How many of the actor's notifications are unread: one count on a partial index. */
    async unread(ctx: ServiceContext): Promise<UnreadCount> {
      return { unread: await repo.countUnread(ctx.db, actorOf(ctx).id) };
    },

    /** Marks one of the actor's notifications read (again: unchanged); answers what is unread. */
    async markRead(ctx: ServiceContext, id: string): Promise<Result<UnreadCount>> {
      const userId = actorOf(ctx).id;
      if (!(await repo.markRead(ctx.db, userId, id, ctx.now)))
        return fail('NOTIFICATION_NOT_FOUND');
      return ok({ unread: await repo.countUnread(ctx.db, userId) });
    },

    /** Marks every one of the actor's notifications read. */
    async markAllRead(ctx: ServiceContext): Promise<UnreadCount> {
      await repo.markAllRead(ctx.db, actorOf(ctx).id, ctx.now);
      return { unread: 0 };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
