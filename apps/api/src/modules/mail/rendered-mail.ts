/** A mail as it leaves the shop: its subject, its plain text and its HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Text made safe to stand in HTML, as every template writes it. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mails another module renders itself and hands to `mail.send` whole (`rendered`), by
 * template name, the value naming the module that renders it. Each module declares its own by
 * declaration merging (`declare module '../mail/rendered-mail.ts' { interface
 * RenderedMailTemplates { 'contact-message': 'contact' } }`), so mail knows their names without
 * importing its clients.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RenderedMailTemplates {}

export type RenderedMailTemplate = keyof RenderedMailTemplates;
