import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import { clientSettingSchema } from '../settings/client-setting.schema.ts';

/** A mail the development mailbox kept (never in production). */
export const mailboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  messageId: z.string(),
  status: z.string(),
  deliveredVia: z.string().nullable(),
  createdAt: z.string(),
});
export type MailboxMail = z.infer<typeof mailboxMailSchema>;

/** Liveness, readiness, the shop's public settings and the development mailbox. */
export const systemContract = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'system',
    summary: 'Liveness: the process is up',
    response: z.object({ status: z.literal('ok'), uptime: z.number() }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tag: 'system',
    summary: 'Readiness: the database answers',
    response: z.object({ status: z.literal('ready'), database: z.string() }),
    errors: [503],
  }),
  clientSetting: endpoint({
    method: 'GET',
    path: '/api/system/client-setting',
    access: 'public',
    tag: 'system',
    summary: "The shop's name, languages, contacts and social links",
    response: clientSettingSchema,
    shared: true,
  }),
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    access: 'public',
    tag: 'development',
    summary: 'Mail kept by the development mailbox (not in production)',
    query: z.object({
      to: z.string().trim().max(254).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.array(mailboxMailSchema),
  }),
};
