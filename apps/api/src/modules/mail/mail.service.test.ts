import { randomUUID } from 'node:crypto';
import { type DatabaseHandle, queryRows } from '@lotus/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceContext, withTransaction } from '../../context.ts';
import type { JobQueue } from '../../jobs/jobs.ts';
import { JOB_SCHEMA, createJobQueue } from '../../jobs/queue.ts';
import { systemClock } from '../../lib/clock.ts';
import { onPostgres, pristineDatabase, testJobSchema } from '../../test/test-database.ts';
import { type ReceivedMail, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { registerMailJobs } from './mail.jobs.ts';
import { type MailJob, type MailService, createMailService } from './mail.service.ts';

const quiet = { info() {}, warn() {}, error() {} };

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let smtpUrl: string;
/** What the SMTP server received: recipients and the Message-ID header of each mail. */
let received: ReceivedMail[];

beforeAll(async () => {
  // A slow server: two deliveries of one mail overlap, as after a crash and a retry.
  smtp = await startSmtpInbox({ delayMs: 50 });
  smtpUrl = smtp.url;
  received = smtp.inbox;
});

afterAll(() => smtp.close());

/**
 * The file's database: each test mails its own addresses. No other test file's server copies
 * reach it: at start-up a copy moves every mail the old outbox left pending into its queue.
 */
let shared: DatabaseHandle;
let openCopy: (poolSize?: number) => Promise<DatabaseHandle>;
beforeAll(async () => {
  openCopy = await pristineDatabase();
  shared = await openCopy(3);
});
afterAll(() => shared.close());

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Shop {
  database: DatabaseHandle;
  queue: JobQueue;
  mail: MailService;
  ctx: ServiceContext;
}

/** One server copy's mail: the service, its queue (started), and a context on the database. */
async function mailCopy(
  options: { smtpUrl?: string; schema?: string; ownPool?: boolean } = {},
): Promise<Shop> {
  const database = options.ownPool ? await openCopy(3) : shared;
  if (options.ownPool) cleanups.push(() => database.close());
  const mail = createMailService({
    smtpUrl: options.smtpUrl,
    from: 'Lotus <no-reply@lotus.vn>',
    publicUrl: 'https://shop.lotus.vn',
    log: quiet,
  });
  const queue = createJobQueue({
    database,
    clock: systemClock,
    log: quiet,
    pollingIntervalSeconds: 0.5,
    ...(options.schema ? { schema: options.schema } : {}),
  });
  cleanups.push(async () => {
    await queue.stop();
    mail.close();
  });
  registerMailJobs(queue, mail);
  const ctx: ServiceContext = {
    db: database.db,
    now: systemClock.now(),
    lang: 'vi',
    actor: null,
    jobs: queue.jobs(database.db),
    inTransaction: false,
  };
  return { database, queue, mail, ctx };
}

const address = () => `mail-${randomUUID()}@example.vn`;
const verifyMail = (to: string) => ({
  to,
  template: 'verify-email' as const,
  lang: 'en' as const,
  vars: { name: 'Lan', link: 'https://shop.lotus.vn/verify-email?token=t', lifetimeMs: 3_600_000 },
});

const logRows = (db: DatabaseHandle['db'], to: string) =>
  queryRows<{ messageId: string; status: string; deliveredVia: string }>(
    db,
    sql`SELECT message_id AS "messageId", status, delivered_via AS "deliveredVia"
          FROM mail_log WHERE to_address = ${to}`,
  );

describe('mail', () => {
  it('carries one Message-ID: delivered twice, it is logged once and SMTP sees the same id', async () => {
    const { queue, mail, ctx, database } = await mailCopy({ smtpUrl, schema: testJobSchema() });
    await queue.start();
    const to = address();

    await withTransaction(ctx, (tx) => mail.send(tx, verifyMail(to)));
    await queue.settled('mail.send');
    const [kept] = await mail.mailbox(ctx, { to, limit: 5 });
    expect(kept).toMatchObject({
      to,
      deliveredVia: 'smtp',
      status: 'sent',
      template: 'verify-email',
    });
    expect(kept!.messageId).toMatch(/^<[0-9a-f-]{36}@shop\.lotus\.vn>$/);
    expect(
      received.filter((m) => m.to.includes(to)).map(({ to, messageId }) => ({ to, messageId })),
    ).toEqual([{ to: [to], messageId: kept!.messageId }]);

    // The same job again (its completion was lost): the log knows it, nothing is sent.
    const job: MailJob = {
      messageId: kept!.messageId,
      to,
      template: 'verify-email',
      subject: kept!.subject,
      text: kept!.text,
      html: kept!.html,
      createdAt: kept!.createdAt,
    };
    await mail.deliver(ctx, job);
    // Two copies running it at once (a server died after sending, before logging): both send,
    // with the same Message-ID, and the log keeps one mail.
    const other = { ...job, messageId: `<${randomUUID()}@shop.lotus.vn>` };
    await Promise.all([mail.deliver(ctx, other), mail.deliver(ctx, other)]);

    expect(received.filter((m) => m.to.includes(to)).map((m) => m.messageId)).toEqual([
      job.messageId,
      other.messageId,
      other.messageId,
    ]);
    expect(await logRows(database.db, to)).toEqual(
      expect.arrayContaining([
        { messageId: job.messageId, status: 'sent', deliveredVia: 'smtp' },
        { messageId: other.messageId, status: 'sent', deliveredVia: 'smtp' },
      ]),
    );
    expect(await logRows(database.db, to)).toHaveLength(2);
  });

  it('keeps mail for the development mailbox without SMTP, and none for a rolled-back change', async () => {
    const { queue, mail, ctx } = await mailCopy({ schema: testJobSchema() });
    await queue.start();
    const to = address();

    await expect(
      withTransaction(ctx, async (tx) => {
        await mail.send(tx, {
          ...verifyMail(to),
          vars: { name: 'Lost', link: 'x', lifetimeMs: 3_600_000 },
        });
        throw new Error('registration failed');
      }),
    ).rejects.toThrow('registration failed');
    await withTransaction(ctx, (tx) => mail.send(tx, verifyMail(to)));
    const later = { ...ctx, now: new Date(ctx.now.getTime() + 1000) };
    await mail.send(later, { ...verifyMail(to), template: 'reset-password' });
    await queue.settled('mail.send');

    const kept = await mail.mailbox(ctx, { to: to.toUpperCase(), limit: 5 });
    expect(kept.map((m) => [m.template, m.deliveredVia])).toEqual([
      ['reset-password', 'mailbox'],
      ['verify-email', 'mailbox'],
    ]);
    expect(kept[1]!.text).toContain('Hello Lan,');
    expect(new Date(kept[1]!.createdAt).toISOString()).toBe(kept[1]!.createdAt);
  });

  it('moves the mail the old outbox left pending into the queue at start-up, none lost or doubled', async () => {
    const schema = testJobSchema();
    const first = await mailCopy({ schema });
    const to = address();
    const ids = Array.from({ length: 12 }, () => `<${randomUUID()}@outbox.lotus.invalid>`);
    for (const [i, messageId] of ids.entries()) {
      await first.database.db.execute(
        sql`INSERT INTO mail_log (message_id, to_address, subject, text, html, template, status, created_at)
            VALUES (${messageId}, ${to}, ${`old ${i}`}, 't', 'h', 'verify-email', 'pending',
                    now() - make_interval(mins => ${60 - i}))`,
      );
    }
    // A mail the old outbox had given up stays as it was.
    await first.database.db.execute(
      sql`INSERT INTO mail_log (message_id, to_address, subject, text, html, template, status, last_error, created_at)
          VALUES (${'<given-up@outbox.lotus.invalid>'}, ${to}, 'old', 't', 'h', 'verify-email', 'failed', 'refused',
                  now() - interval '2 hours')`,
    );

    // Two server copies start at once on PostgreSQL (one on PGlite, whose database is private).
    const copies = [first];
    if (onPostgres()) copies.push(await mailCopy({ schema, ownPool: true }));
    await Promise.all(copies.map(({ queue }) => queue.start()));
    await first.queue.settled('mail.send');

    const rows = await logRows(first.database.db, to);
    expect(rows).toHaveLength(13);
    expect(
      rows
        .filter((r) => r.status === 'sent')
        .map((r) => r.messageId)
        .sort(),
    ).toEqual([...ids].sort());
    expect(rows.find((r) => r.status === 'failed')?.messageId).toBe(
      '<given-up@outbox.lotus.invalid>',
    );
    const kept = await first.mail.mailbox(first.ctx, { to, limit: 20 });
    expect(kept[0]?.subject).toBe('old 11');
    // One job per mail: a mail moved twice would have two.
    const jobs = await queryRows<{ n: number }>(
      first.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(schema ?? JOB_SCHEMA)}.job
           WHERE name = 'mail.send' AND data->>'to' = ${to}`,
    );
    expect(jobs[0]!.n).toBe(12);
  });
});
