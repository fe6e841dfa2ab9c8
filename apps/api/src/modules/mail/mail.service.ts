import { randomUUID } from 'node:crypto';
import type { Language, MailboxMail } from '@lotus/core';
import nodemailer from 'nodemailer';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { QueueLog } from '../../jobs/queue.ts';
import { derivedId } from '../../lib/derived-id.ts';
import * as repo from './mail.repository.ts';
import { type AccountMailTemplate, type AccountMailVars, renderMail } from './mail.templates.ts';
import {
  type OrderConfirmationVars,
  type OrderMailTemplate,
  type OrderPaymentVars,
  type OrderStatusVars,
  renderOrderConfirmation,
  renderOrderPayment,
  renderOrderStatus,
} from './order-mail.templates.ts';
import type { RenderedMail, RenderedMailTemplate } from './rendered-mail.ts';

/** Every kind of mail the shop sends: one template each. */
export type MailTemplate = AccountMailTemplate | OrderMailTemplate | RenderedMailTemplate;

/** A mail a service asks for: the template, the recipient's language and the template's words. */
export type MailMessage = {
  to: string;
  lang: Language;
  /** Where answers go (the contact form's sender), when not to the From address. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on a newsletter. */
  headers?: Record<string, string>;
  /**
   * Names the occasion (an event and its listener): asked again with the same key, the mail keeps
   * its Message-ID and is queued once (a listener that runs twice mails once).
   */
  key?: string;
} & (
  | { template: AccountMailTemplate; vars: AccountMailVars }
  | { template: RenderedMailTemplate; rendered: RenderedMail }
  | { template: 'order-confirmation'; vars: OrderConfirmationVars }
  | { template: 'order-status'; vars: OrderStatusVars }
  | { template: 'order-payment'; vars: OrderPaymentVars }
);

const ORDER_TEMPLATES: readonly MailTemplate[] = [
  'order-confirmation',
  'order-status',
  'order-payment',
];

/**
 * Renders a mail with its template, in the recipient's language; an order's mails end with
 * `business` (who sells: the company, its address and registration).
 */
function render(message: MailMessage, business: readonly string[]): RenderedMail {
  if ('rendered' in message) return message.rendered;
  switch (message.template) {
    case 'order-confirmation':
      return renderOrderConfirmation(message.lang, message.vars, business);
    case 'order-status':
      return renderOrderStatus(message.lang, message.vars, business);
    case 'order-payment':
      return renderOrderPayment(message.lang, message.vars, business);
    default:
      return renderMail(message.template, message.lang, message.vars);
  }
}

/** The `mail.send` job: the mail rendered at enqueue time, with its Message-ID. */
export interface MailJob {
  messageId: string;
  to: string;
  template: MailTemplate;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** When the shop queued it (ISO 8601). */
  createdAt: string;
}

declare module '../../jobs/jobs.ts' {
  interface JobKinds {
    'mail.send': MailJob;
  }
}

export interface MailServiceDeps {
  /** Outgoing mail server; unset keeps mail in the database for the development mailbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `Lotus <no-reply@lotus.vn>`. */
  from: string;
  /** The shop's public address: its host names the Message-IDs. */
  publicUrl: string;
  log: QueueLog;
  /** Counts mail sent and failed deliveries for the operators' metrics. */
  counted?: (outcome: 'sent' | 'failed') => void;
  /**
   * The lines an order's mail ends with (the company, its address and registration: what the
   * law asks a shop to show), in a language; none when absent.
   */
  businessLines?: (ctx: ServiceContext, lang: Language) => Promise<string[]>;
}

/** Mail: queued in the caller's transaction, delivered by the `mail.send` job, logged once. */
export function createMailService(deps: MailServiceDeps) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  const host = new URL(deps.publicUrl).hostname || 'localhost';

  return {
    /**
     * Renders the mail in the recipient's language and queues it in the caller's transaction
     * (it leaves if and only if the change commits), with a Message-ID made now: every attempt
     * to deliver it carries the same one.
     */
    async send(ctx: ServiceContext, message: MailMessage): Promise<void> {
      const business =
        deps.businessLines && ORDER_TEMPLATES.includes(message.template)
          ? await deps.businessLines(ctx, message.lang)
          : [];
      const rendered = render(message, business);
      const id = message.key ? derivedId(`mail/${message.key}`) : randomUUID();
      await ctx.jobs.enqueue(
        'mail.send',
        {
          messageId: `<${id}@${host}>`,
          to: message.to,
          template: message.template,
          ...rendered,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          createdAt: ctx.now.toISOString(),
        },
        message.key ? { id } : {},
      );
    },

    /**
     * The `mail.send` job: delivers through SMTP when configured, otherwise keeps the mail for
     * the development mailbox, and logs it by Message-ID. A repeat of a logged mail sends
     * nothing; a repeat after a crash between sending and logging sends the same Message-ID
     * again, which the recipient's mail system recognises as one mail.
     */
    async deliver(ctx: ServiceContext, mail: MailJob): Promise<void> {
      if (await repo.isLogged(ctx.db, mail.messageId)) {
        deps.log.info({ messageId: mail.messageId }, 'mail already delivered: not sent again');
        return;
      }
      try {
        if (transport) {
          await transport.sendMail({
            from: deps.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            messageId: mail.messageId,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(mail.headers ? { headers: mail.headers } : {}),
          });
        }
        await repo.logDelivered(ctx.db, {
          ...mail,
          deliveredVia: transport ? 'smtp' : 'mailbox',
          createdAt: new Date(mail.createdAt),
          sentAt: ctx.now,
        });
      } catch (error) {
        deps.counted?.('failed');
        throw error;
      }
      deps.counted?.('sent');
    },

    /**
     * Moves the mail the old outbox left pending into the job queue, each in one transaction
     * with its job (none lost, none doubled, even with several server copies starting at once).
     * Returns how many it moved.
     */
    async moveOutbox(ctx: ServiceContext): Promise<number> {
      let moved = 0;
      while (
        await withTransaction(ctx, async (tx) => {
          const row = await repo.takeOutboxMail(tx.db);
          if (!row) return false;
          await tx.jobs.enqueue('mail.send', {
            messageId: row.messageId,
            to: row.toAddress,
            template: row.template as MailTemplate,
            subject: row.subject,
            text: row.text,
            html: row.html,
            createdAt: row.createdAt.toISOString(),
          });
          await repo.removeOutboxMail(tx.db, row.id);
          return true;
        })
      ) {
        moved += 1;
      }
      if (moved > 0) deps.log.info({ moved }, 'pending outbox mail moved into the job queue');
      return moved;
    },

    /** The development mailbox: the mail kept or delivered, newest first. */
    async mailbox(
      ctx: ServiceContext,
      query: { to?: string | undefined; limit: number },
    ): Promise<MailboxMail[]> {
      const rows = await repo.listMailbox(ctx.db, query.to, query.limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** Closes the SMTP transport (shutdown). */
    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
