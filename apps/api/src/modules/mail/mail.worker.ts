import type { Database } from '@lotus/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { claimDueMails, markFailed, markSent } from './mail.repository.ts';

const MAX_ATTEMPTS = 8;

export interface MailWorker {
  /** Delivers what is due now (also called after a mail is queued, so it leaves at once). */
  kick(): void;
  /** Waits for the current round to finish; for tests and shutdown. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivers queued mail: through SMTP when `smtpUrl` is set, otherwise into the development
 * mailbox (the row stays in the database, marked delivered via `mailbox`). Polls every few seconds
 * and on every kick; one round at a time per process.
 */
export function startMailWorker(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}): MailWorker {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  let busy = false;
  let stopped = false;

  async function round() {
    do {
      again = false;
      const mails = await claimDueMails(options.db, 20);
      for (const mail of mails) {
        try {
          if (transport) {
            await transport.sendMail({
              from: options.from,
              to: mail.toAddress,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
            });
            await markSent(options.db, mail.id, 'smtp');
          } else {
            await markSent(options.db, mail.id, 'mailbox');
          }
        } catch (error) {
          options.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
          await markFailed(
            options.db,
            mail.id,
            String((error as Error).message),
            mail.attempts + 1,
            MAX_ATTEMPTS,
          );
        }
      }
      if (mails.length === 20) again = true;
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = round()
      .catch((error: unknown) => options.log.error({ err: error }, 'mail worker round failed'))
      .finally(() => {
        busy = false;
      });
  }

  const timer = setInterval(kick, options.pollMs ?? 5000);
  timer.unref();
  kick();

  return {
    kick,
    drain: async () => {
      while (busy) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
