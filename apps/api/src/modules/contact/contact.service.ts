import {
  type ContactMessage,
  type ContactMessageData,
  type ContactMessageListQuery,
  type Page,
  type Result,
  fail,
  ok,
  pageOffset,
} from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { renderContactMessage, renderContactReceived } from './contact-mail.templates.ts';
import * as repo from './contact.repository.ts';

const toMessage = (row: repo.ContactMessageRow): ContactMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** The contact form, and the back office's inbox of its messages. */
export function createContactService(deps: { mail: MailService; system: SystemService }) {
  return {
    /**
     * Keeps a message (with the signed-in sender's id, if any) and, in the same transaction,
     * queues a mail to the shop's contact address (Reply-To: the sender) and an acknowledgement to
     * the sender in their language. A filled honeypot is answered the same and keeps nothing.
     */
    async send(ctx: ServiceContext, input: ContactMessageData): Promise<{ sent: true }> {
      if (input.website) return { sent: true };
      const { website: _honeypot, ...message } = input;
      const shop = (await deps.system.clientSetting(ctx)).contact.email;
      await withTransaction(ctx, async (tx) => {
        await repo.insertMessage(tx.db, {
          ...message,
          userId: tx.actor?.id ?? null,
          language: tx.lang,
          createdAt: tx.now,
        });
        if (shop) {
          await deps.mail.send(tx, {
            to: shop,
            lang: 'vi',
            replyTo: message.email,
            template: 'contact-message',
            rendered: renderContactMessage({ ...message, language: tx.lang }),
          });
        }
        await deps.mail.send(tx, {
          to: message.email,
          lang: tx.lang,
          template: 'contact-received',
          rendered: renderContactReceived(tx.lang, message),
        });
      });
      return { sent: true };
    },

    /** Messages for the back office, newest first. */
    async list(ctx: ServiceContext, query: ContactMessageListQuery): Promise<Page<ContactMessage>> {
      const { rows, total } = await repo.listMessages(ctx.db, {
        status: query.status,
        order: query,
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map(toMessage),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    async get(ctx: ServiceContext, id: string): Promise<Result<ContactMessage>> {
      const row = await repo.findMessage(ctx.db, id);
      return row ? ok(toMessage(row)) : fail('CONTACT_MESSAGE_NOT_FOUND');
    },

    /** Marks a message handled by the acting operator, or open again. */
    async setHandled(
      ctx: ServiceContext,
      id: string,
      handled: boolean,
    ): Promise<Result<ContactMessage>> {
      const by = ctx.actor?.id;
      if (!by) throw new Error('marking a message handled needs a signed-in actor');
      const changed = await repo.setHandled(ctx.db, id, handled ? { by, at: ctx.now } : null);
      if (!changed) return fail('CONTACT_MESSAGE_NOT_FOUND');
      return ok(toMessage((await repo.findMessage(ctx.db, id))!));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
