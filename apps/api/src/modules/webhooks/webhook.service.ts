import { randomBytes } from 'node:crypto';
import {
  type Page,
  type Result,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookInput,
  type WebhookUpdate,
  fail,
  ok,
  pageOffset,
  type PageQuery,
} from '@lotus/core';
import { type ServiceContext, actorOf, withTransaction } from '../../context.ts';
import type { Published } from '../../events/events.ts';
import { derivedId } from '../../lib/derived-id.ts';
import type { MailService } from '../mail/mail.service.ts';
import '../orders/order.events.ts';
import '../reviews/review.events.ts';
import { renderWebhookPaused } from './webhook-mail.ts';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signWebhook,
} from './webhook-signature.ts';
import { targetAllowed } from './webhook-target.ts';
import * as repo from './webhook.repository.ts';

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    /** One attempt at one delivery; retried with backoff for about three days. */
    'webhooks.deliver': { deliveryId: string };
  }
}

/** How much of an answer the delivery log keeps. */
const EXCERPT_LENGTH = 500;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toWebhook = (row: repo.WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  active: row.active,
  pausedAt: iso(row.pausedAt),
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: repo.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseExcerpt: row.responseExcerpt,
  latencyMs: row.latencyMs,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: iso(row.deliveredAt),
});

/**
 * The shop's webhooks: admins register an integrator's address and the order events it wants;
 * each event is delivered to each webhook once, as JSON signed with its secret
 * (`webhook-signature.ts`), by a job retried with backoff for about three days, in the order the
 * events happened to one order. A webhook whose delivery fails past its retries is paused and the
 * admin who registered it is told.
 */
export function createWebhookService(deps: {
  mail: MailService;
  /** Retries after a delivery's first attempt (config `webhookRetries`); the last failure pauses. */
  retries: number;
  /** Seconds a receiver has to answer (config `webhookTimeout`). */
  timeout: number;
  /** Production refuses private, local and plain-HTTP addresses (`targetAllowed`). */
  production: boolean;
  publicUrl: string;
}) {
  return {
    async list(ctx: ServiceContext): Promise<Webhook[]> {
      return (await repo.listWebhooks(ctx.db)).map(toWebhook);
    },

    async create(ctx: ServiceContext, input: WebhookInput): Promise<Result<WebhookCreated>> {
      if (!(await targetAllowed(input.url, deps.production)))
        return fail('WEBHOOK_URL_NOT_ALLOWED');
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row = await repo.insertWebhook(ctx.db, {
        url: input.url,
        events: [...new Set(input.events)],
        description: input.description,
        secret,
        createdBy: actorOf(ctx).id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return ok({ ...toWebhook(row), secret });
    },

    async update(ctx: ServiceContext, id: string, change: WebhookUpdate): Promise<Result<Webhook>> {
      const row = await repo.updateWebhook(ctx.db, id, {
        ...(change.events ? { events: [...new Set(change.events)] } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
        // Turning it on again resumes a paused webhook.
        ...(change.active ? { pausedAt: null } : {}),
        updatedAt: ctx.now,
      });
      return row ? ok(toWebhook(row)) : fail('WEBHOOK_NOT_FOUND');
    },

    async remove(ctx: ServiceContext, id: string): Promise<Result<{ removed: true }>> {
      return (await repo.deleteWebhook(ctx.db, id))
        ? ok({ removed: true as const })
        : fail('WEBHOOK_NOT_FOUND');
    },

    async deliveries(
      ctx: ServiceContext,
      id: string,
      query: PageQuery,
    ): Promise<Result<Page<WebhookDelivery>>> {
      if (!(await repo.findWebhook(ctx.db, id))) return fail('WEBHOOK_NOT_FOUND');
      const { rows, total } = await repo.listDeliveries(ctx.db, id, {
        limit: query.limit,
        offset: pageOffset(query),
      });
      return ok({
        items: rows.map(toDelivery),
        meta: { page: query.page, pageSize: query.limit, total },
      });
    },

    /** Sends a delivery again now (a new job; the same event id, so the receiver de-duplicates). */
    redeliver(ctx: ServiceContext, id: string): Promise<Result<WebhookDelivery>> {
      return withTransaction(ctx, async (tx) => {
        const row = await repo.reopenDelivery(tx.db, id);
        if (!row) return fail('WEBHOOK_DELIVERY_NOT_FOUND');
        await tx.jobs.enqueue(
          'webhooks.deliver',
          { deliveryId: row.id },
          { id: derivedId(`${row.id}/again/${tx.now.toISOString()}`) },
        );
        return ok(toDelivery(row));
      });
    },

    /**
     * An order event's listener (after its commit): one delivery for each webhook that hears it,
     * each sent by its own job. Run twice, it writes nothing new.
     */
    async fanOut(ctx: ServiceContext, event: Published<WebhookEvent>): Promise<void> {
      await withTransaction(ctx, async (tx) => {
        const hearing = await repo.listening(tx.db, event.name);
        const body = { id: event.id, type: event.name, createdAt: event.at, data: event.payload };
        const written = await repo.insertDeliveries(
          tx.db,
          hearing.map((webhook) => ({
            webhookId: webhook.id,
            eventId: event.id,
            event: event.name,
            orderId: event.payload.orderId,
            body,
            createdAt: new Date(event.at),
          })),
        );
        await tx.jobs.enqueueMany(
          'webhooks.deliver',
          written.map(({ id }) => ({ payload: { deliveryId: id }, id: derivedId(`${id}/first`) })),
        );
      });
    },

    /**
     * One attempt at a delivery (the job `webhooks.deliver`): signed with the attempt's time, sent
     * with a timeout and without following redirects, recorded whatever the answer. A failure
     * throws, so the queue tries again later; the last failure pauses the webhook instead.
     */
    async deliver(ctx: ServiceContext, deliveryId: string, attempt: number): Promise<void> {
      const found = await repo.findDelivery(ctx.db, deliveryId);
      if (!found || found.delivery.status !== 'PENDING') return;
      const { delivery, webhook } = found;
      if (!webhook.active || webhook.pausedAt) return;
      // One order's events reach a webhook in the order they happened: this one waits (a retry
      // later) while an earlier one is still being retried, and gives up with it at its last try.
      if (await repo.earlierWaiting(ctx.db, delivery)) {
        if (attempt <= deps.retries) {
          throw new Error(`webhook delivery ${delivery.id} waits for an earlier one of its order`);
        }
        await repo.recordAttempt(ctx.db, delivery.id, {
          status: 'FAILED',
          responseStatus: null,
          responseExcerpt: 'not sent: an earlier event of its order was never received',
          latencyMs: null,
          deliveredAt: null,
        });
        return;
      }
      const answer = await send(webhook, delivery, ctx.now);
      const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
      const last = attempt > deps.retries;
      await repo.recordAttempt(ctx.db, delivery.id, {
        status: delivered ? 'DELIVERED' : last ? 'FAILED' : 'PENDING',
        responseStatus: answer.status,
        responseExcerpt: answer.excerpt,
        latencyMs: answer.latencyMs,
        deliveredAt: delivered ? ctx.now : null,
      });
      if (delivered) return;
      if (!last)
        throw new Error(`webhook ${webhook.id} answered ${answer.status ?? answer.excerpt}`);
      await withTransaction(ctx, async (tx) => {
        const paused = await repo.pause(tx.db, webhook.id, tx.now);
        const to = paused && (await repo.creatorEmail(tx.db, paused));
        if (!to) return;
        await deps.mail.send(tx, {
          to,
          lang: 'vi',
          template: 'webhook-paused',
          key: `webhook-paused/${webhook.id}/${tx.now.toISOString()}`,
          rendered: renderWebhookPaused({
            url: webhook.url,
            portal: `${deps.publicUrl}/portal/webhooks`,
          }),
        });
      });
    },
  };

  async function send(webhook: repo.WebhookRow, delivery: repo.DeliveryRow, now: Date) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    if (!(await targetAllowed(webhook.url, deps.production))) {
      return { status: null, excerpt: 'refused: the address is not public HTTPS', latencyMs: null };
    }
    const body = JSON.stringify(delivery.body);
    const timestamp = Math.floor(now.getTime() / 1000);
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(deps.timeout * 1000),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Lotus-Webhooks/1',
          [EVENT_ID_HEADER]: delivery.eventId,
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(webhook.secret, timestamp, body),
        },
        body,
      });
      const text = await response.text().catch(() => '');
      return {
        status: response.status,
        excerpt: text.slice(0, EXCERPT_LENGTH),
        latencyMs: elapsed(),
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        status: null,
        excerpt: `no answer: ${reason}`.slice(0, EXCERPT_LENGTH),
        latencyMs: elapsed(),
      };
    }
  }
}

export type WebhookService = ReturnType<typeof createWebhookService>;
