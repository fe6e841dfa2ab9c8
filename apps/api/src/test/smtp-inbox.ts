import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail a test's SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The Message-ID header, as sent. */
  messageId: string | undefined;
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `delayMs` makes it slow to
 * accept each mail (two deliveries of one mail then overlap, as after a crash and a retry).
 */
export async function startSmtpInbox(options: { delayMs?: number } = {}): Promise<{
  url: string;
  inbox: ReceivedMail[];
  close(): Promise<void>;
}> {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim(),
          raw,
        });
        setTimeout(callback, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
