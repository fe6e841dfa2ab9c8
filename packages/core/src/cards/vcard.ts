import type { CardNetwork } from './card.rules.ts';

/**
 * A vCard of an e-card (RFC 2426 for 3.0, RFC 6350 for 4.0). 3.0 is the default: iOS and
 * several Android contact apps mishandle 4.0 (research C1). CRLF line ends, lines folded at 75
 * octets without splitting a character, text values escaped.
 */
export type VcardVersion = '3.0' | '4.0';

export interface VcardInput {
  /** A stable id (the card's), so a second import updates the contact. */
  uid: string;
  firstName: string;
  lastName: string;
  fullName: string;
  title?: string | null;
  company?: string | null;
  businessName?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  note?: string | null;
  /** The card's own address. */
  source: string;
  links: readonly { network: CardNetwork; url: string }[];
  /** A JPEG photo, base64. */
  photo?: { base64: string } | null;
  /** The instant of the card's last change. */
  updatedAt: Date;
}

/** Escapes a text value: backslash, comma, semicolon and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a line at 75 octets of UTF-8, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A Vietnamese phone as the world dials it: `0912…` → `+84912…`. */
function e164(phone: string): string {
  return phone.startsWith('0') ? `+84${phone.slice(1)}` : phone;
}

/** The vCard text of a card in the version asked for. */
export function buildVcard(card: VcardInput, version: VcardVersion = '3.0'): string {
  const v4 = version === '4.0';
  const text = escapeText;
  const lines = ['BEGIN:VCARD', `VERSION:${version}`];
  if (v4) lines.push('KIND:individual');
  lines.push(`FN:${text(card.fullName)}`);
  lines.push(`N:${text(card.lastName)};${text(card.firstName)};;;`);
  const org = [card.company, card.businessName].filter((v): v is string => !!v);
  if (org.length) lines.push(`ORG:${org.map(text).join(';')}`);
  if (card.title) lines.push(`TITLE:${text(card.title)}`);
  if (card.phone) {
    lines.push(
      v4
        ? `TEL;TYPE=cell;VALUE=uri:tel:${e164(card.phone)}`
        : `TEL;TYPE=CELL,VOICE:${e164(card.phone)}`,
    );
  }
  if (card.email)
    lines.push(v4 ? `EMAIL:${text(card.email)}` : `EMAIL;TYPE=INTERNET:${card.email}`);
  if (card.address) lines.push(`ADR${v4 ? '' : ';TYPE=WORK'}:;;${text(card.address)};;;;`);
  for (const link of card.links) {
    if (link.network === 'website') {
      lines.push(`URL:${link.url}`);
      continue;
    }
    lines.push(`URL;TYPE=${link.network}:${link.url}`);
    // Apple's Contacts reads social profiles from its own property.
    lines.push(`X-SOCIALPROFILE;TYPE=${link.network}:${link.url}`);
  }
  if (card.note) lines.push(`NOTE:${text(card.note)}`);
  if (card.photo) {
    lines.push(
      v4
        ? `PHOTO:data:image/jpeg;base64,${card.photo.base64}`
        : `PHOTO;ENCODING=b;TYPE=JPEG:${card.photo.base64}`,
    );
  }
  lines.push(`SOURCE:${card.source}`);
  lines.push(v4 ? `UID:urn:uuid:${card.uid}` : `UID:${card.uid}`);
  lines.push(
    `REV:${card.updatedAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );
  lines.push('END:VCARD');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
