import { notificationContract } from '@lotus/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok, page, unwrap } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import type { NotificationService } from './notification.service.ts';

/** The services these routes call. */
type RouteServices = { notifications: NotificationService };

/** The signed-in user's notifications: the list, the bell's count, and marking them read. */
export const notificationRoutes: FastifyPluginAsync<{ services: RouteServices }> = async (
  app,
  { services },
) => {
  const { notifications } = services;

  route(app, notificationContract.list, async (request) =>
    page(await notifications.list(request.ctx, request.query)),
  );

  route(app, notificationContract.unreadCount, async (request) =>
    ok(await notifications.unread(request.ctx)),
  );

  route(app, notificationContract.markRead, async (request) =>
    ok(unwrap(await notifications.markRead(request.ctx, request.params.id))),
  );

  route(app, notificationContract.markAllRead, async (request) =>
    ok(await notifications.markAllRead(request.ctx)),
  );
};
