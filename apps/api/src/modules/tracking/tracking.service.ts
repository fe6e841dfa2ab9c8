import {
  type Result,
  TRACKING_MAX_DAYS,
  TRACKING_TOP_PAGES,
  type TrackingQuery,
  type TrackingSummary,
  addDays,
  daysBetween,
  fail,
  ok,
  trackedPath,
  trackingRange,
  vietnamDayStart,
} from '@lotus/core';
import type { ServiceContext } from '../../context.ts';
import * as repo from './tracking.repository.ts';

/**
 * Page views: each keeps the page's path and the signed-in user, nothing else (no IP address, no
 * browser, no query string); the shop's admins see them summed per page and per Vietnamese day.
 */
export function createTrackingService(deps: { publicUrl: string }) {
  const origin = new URL(deps.publicUrl).origin;

  return {
    /** Counts a view of a page of the shop; another site's URL or a bad path is refused. */
    async record(ctx: ServiceContext, accessedUrl: string): Promise<Result<{ recorded: true }>> {
      const path = trackedPath(accessedUrl, origin);
      if (path === null) return fail('TRACKED_URL_NOT_ALLOWED');
      await repo.insertView(ctx.db, { path, userId: ctx.actor?.id ?? null, viewedAt: ctx.now });
      return ok({ recorded: true });
    },

    /** Views per page (the most viewed first) and per day, every day of the range included. */
    async summary(ctx: ServiceContext, query: TrackingQuery): Promise<Result<TrackingSummary>> {
      const range = trackingRange(query, ctx.now);
      if (!range) return fail('TRACKING_RANGE_INVALID', { params: { maxDays: TRACKING_MAX_DAYS } });
      const counted = await repo.summarise(
        ctx.db,
        { from: vietnamDayStart(range.from), to: vietnamDayStart(addDays(range.to, 1)) },
        TRACKING_TOP_PAGES,
      );
      const perDay = new Map(counted.days.map((d) => [d.day, d.views]));
      return ok({
        ...range,
        ...counted,
        days: daysBetween(range.from, range.to).map((day) => ({
          day,
          views: perDay.get(day) ?? 0,
        })),
      });
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
