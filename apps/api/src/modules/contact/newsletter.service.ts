import {
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_STATUSES,
  type NewsletterCounts,
  type NewsletterIssue,
  type NewsletterStatus,
  type NewsletterSubscriber,
  type Page,
  type Result,
  fail,
  ok,
  pageOffset,
  subscribeAction,
} from '@lotus/core';
import type { Language, NewsletterSubscriberListQuery } from '@lotus/core';
import { type ServiceContext, withTransaction } from '../../context.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  bodyAsHtml,
  htmlAsText,
  renderNewsletterConfirm,
  renderNewsletterIssue,
} from './contact-mail.templates.ts';
import * as repo from './contact.repository.ts';
import type { UnsubscribeLinks } from './newsletter-links.ts';

type Address = { email: string; status: NewsletterStatus };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The newsletter: double opt-in by mail, unsubscribing by a signed link without logging in, and
 * sending an issue from the back office to every confirmed subscriber.
 */
export function createNewsletterService(deps: {
  mail: MailService;
  links: UnsubscribeLinks;
  publicUrl: string;
}) {
  const unsubscribeUrls = (id: string) => {
    const token = encodeURIComponent(deps.links.token(id));
    return {
      page: `${deps.publicUrl}/newsletter/unsubscribe?token=${token}`,
      oneClick: `${deps.publicUrl}/api/newsletter/one-click?token=${token}`,
    };
  };

  /** A new confirmation token: the raw one for the link, its hash and expiry for the row. */
  const newConfirmation = (ctx: ServiceContext) => {
    const token = randomToken();
    return {
      token,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
    };
  };

  const mailConfirmation = (ctx: ServiceContext, to: string, lang: Language, token: string) =>
    deps.mail.send(ctx, {
      to,
      lang,
      template: 'newsletter-confirm',
      rendered: renderNewsletterConfirm(lang, {
        link: `${deps.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`,
        lifetimeMs: NEWSLETTER_CONFIRM_TTL_MS,
      }),
    });

  const unsubscribeBy = async (ctx: ServiceContext, token: string): Promise<Result<Address>> => {
    const id = deps.links.verify(token);
    const row = id && (await repo.findSubscriber(ctx.db, id));
    if (!row) return fail('INVALID_TOKEN');
    await repo.unsubscribe(ctx.db, row.id, ctx.now);
    return ok({ email: row.email, status: 'UNSUBSCRIBED' });
  };

  return {
    /**
     * Asks for the newsletter. A new or unsubscribed address becomes PENDING and is mailed a
     * confirmation link; a pending one is mailed a new link at most once per few minutes; a
     * confirmed one gets nothing. The answer is the same in every case (and for a filled
     * honeypot, which keeps nothing), so it never tells who is on the list.
     */
    async subscribe(
      ctx: ServiceContext,
      input: { email: string; language?: Language | undefined; website?: string | undefined },
    ): Promise<{ sent: true }> {
      if (input.website) return { sent: true };
      const lang = input.language ?? ctx.lang;
      await withTransaction(ctx, async (tx) => {
        const current = await repo.lockSubscriberByEmail(tx.db, input.email);
        const confirmSentAt = current?.confirmExpiresAt
          ? new Date(current.confirmExpiresAt.getTime() - NEWSLETTER_CONFIRM_TTL_MS)
          : null;
        const action = subscribeAction(
          current && { status: current.status, confirmSentAt },
          tx.now,
        );
        if (action === 'nothing') return;
        const confirmation = newConfirmation(tx);
        if (current) {
          await repo.restartPending(tx.db, current.id, { language: lang, ...confirmation });
          await mailConfirmation(tx, current.email, lang, confirmation.token);
          return;
        }
        const added = await repo.insertSubscriber(tx.db, {
          email: input.email,
          language: lang,
          ...confirmation,
          now: tx.now,
        });
        // Another request added the address first: it sent the confirmation.
        if (added) await mailConfirmation(tx, input.email, lang, confirmation.token);
      });
      return { sent: true };
    },

    /** Confirms a subscription with its mailed token (once, before it expires). */
    async confirm(ctx: ServiceContext, token: string): Promise<Result<Address>> {
      const tokenHash = hashToken(token);
      const confirmed = await repo.confirmByToken(ctx.db, tokenHash, ctx.now);
      if (confirmed) return ok(confirmed);
      return fail((await repo.tokenExists(ctx.db, tokenHash)) ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    },

    /** The address an unsubscribe link names and its status; changes nothing. */
    async unsubscribeInfo(ctx: ServiceContext, token: string): Promise<Result<Address>> {
      const id = deps.links.verify(token);
      const row = id && (await repo.findSubscriber(ctx.db, id));
      return row ? ok({ email: row.email, status: row.status }) : fail('INVALID_TOKEN');
    },

    /** Takes the address a signed link names off the list (again: the same answer). */
    unsubscribe(ctx: ServiceContext, token: string): Promise<Result<Address>> {
      return unsubscribeBy(ctx, token);
    },

    /** Subscribers for the back office, newest first. */
    async subscribers(
      ctx: ServiceContext,
      query: NewsletterSubscriberListQuery,
    ): Promise<Page<NewsletterSubscriber>> {
      const { rows, total } = await repo.listSubscribers(ctx.db, {
        status: query.status,
        search: query.search,
        order: query,
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map(({ confirmExpiresAt: _expiry, ...row }) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          confirmedAt: iso(row.confirmedAt),
          unsubscribedAt: iso(row.unsubscribedAt),
        })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },

    async counts(ctx: ServiceContext): Promise<NewsletterCounts> {
      const rows = await repo.countByStatus(ctx.db);
      const counts = Object.fromEntries(NEWSLETTER_STATUSES.map((s) => [s, 0])) as NewsletterCounts;
      for (const row of rows) counts[row.status] = row.total;
      return counts;
    },

    /**
     * Sends an issue: in one transaction, records it and queues one mail per confirmed
     * subscriber, in their language, with their own unsubscribe link and the List-Unsubscribe
     * headers (RFC 8058). The same id sent again is refused (`NEWSLETTER_ISSUE_EXISTING`).
     */
    async send(
      ctx: ServiceContext,
      input: { id: string; subjectVi: string; subjectEn: string; bodyVi: string; bodyEn: string },
    ): Promise<Result<NewsletterIssue>> {
      const bodies = {
        vi: sanitizeRichText(bodyAsHtml(input.bodyVi)),
        en: sanitizeRichText(bodyAsHtml(input.bodyEn)),
      };
      if (!bodies.vi || !bodies.en) {
        return fail('VALIDATION_ERROR', {
          details: [
            {
              field: bodies.vi ? 'bodyEn' : 'bodyVi',
              reason: 'too_small',
              message: 'FieldIsNotEmpty',
            },
          ],
        });
      }
      const parts = {
        vi: { subject: input.subjectVi, html: bodies.vi, text: htmlAsText(bodies.vi) },
        en: { subject: input.subjectEn, html: bodies.en, text: htmlAsText(bodies.en) },
      };
      return withTransaction(ctx, async (tx) => {
        if (await repo.findIssue(tx.db, input.id)) return fail('NEWSLETTER_ISSUE_EXISTING');
        const recipients = await repo.confirmedSubscribers(tx.db);
        if (recipients.length === 0) return fail('NEWSLETTER_NO_SUBSCRIBERS');
        const recorded = await repo.insertIssue(tx.db, {
          id: input.id,
          subjectVi: input.subjectVi,
          subjectEn: input.subjectEn,
          bodyVi: bodies.vi,
          bodyEn: bodies.en,
          recipients: recipients.length,
          sentBy: tx.actor?.id ?? null,
          sentAt: tx.now,
        });
        if (!recorded) return fail('NEWSLETTER_ISSUE_EXISTING');
        for (const recipient of recipients) {
          const urls = unsubscribeUrls(recipient.id);
          await deps.mail.send(tx, {
            to: recipient.email,
            lang: recipient.language,
            template: 'newsletter-issue',
            headers: {
              'List-Unsubscribe': `<${urls.oneClick}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
            rendered: renderNewsletterIssue(recipient.language, {
              ...parts[recipient.language],
              unsubscribeLink: urls.page,
            }),
          });
        }
        const issue = (await repo.findIssue(tx.db, input.id))!;
        return ok({ ...issue, sentAt: issue.sentAt.toISOString() });
      });
    },

    /** Issues sent, newest first. */
    async issues(
      ctx: ServiceContext,
      query: { page: number; limit: number },
    ): Promise<Page<NewsletterIssue>> {
      const { rows, total } = await repo.listIssues(ctx.db, {
        limit: query.limit,
        offset: pageOffset(query),
      });
      return {
        items: rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })),
        meta: { page: query.page, pageSize: query.limit, total },
      };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
