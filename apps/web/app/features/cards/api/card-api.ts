import {
  cardContactContract,
  cardContract,
  type Card,
  type CardUpdateInput,
  type Contact,
  type EndpointData,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** What a visit asks of a card: how it was reached, and the payer's amount and message. */
export interface CardVisit {
  via: 'view' | 'qr' | 'none';
  amount?: number | undefined;
  message?: string | undefined;
}

/** A card as this session may see it (counted as a view or a scan unless `via` is none). */
export function getCard(api: ApiClient, slug: string, visit: CardVisit): Promise<Card> {
  return api.call(cardContract.show, { params: { slug }, query: visit });
}

/** The signed-in member's own card (made on first use). */
export function getMyCard(api: ApiClient): Promise<Card> {
  return api.call(cardContract.mine, {});
}

/** Changes the member's card: only the fields given. */
export function updateCard(api: ApiClient, input: CardUpdateInput): Promise<Card> {
  return api.call(cardContract.update, { body: input });
}

/**
 * Sets the member's card photo: the form travels as multipart with its file `photo`; the API
 * reads the file and re-encodes it.
 */
export function uploadCardPhoto(api: ApiClient, form: FormData): Promise<Card> {
  // The transport forwards a FormData as a multipart body (its text fields are the body).
  return api.call(cardContract.photo, { body: form as unknown as Record<string, never> });
}

export function removeCardPhoto(api: ApiClient): Promise<Card> {
  return api.call(cardContract.removePhoto, {});
}

export function listContacts(
  api: ApiClient,
  userId: string,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<EndpointData<typeof cardContactContract.list>> {
  return api.call(cardContactContract.list, { params: { id: userId }, query });
}

export function saveContact(api: ApiClient, slug: string, note: string): Promise<Contact> {
  return api.call(cardContactContract.save, { body: { slug, note } });
}

export function removeContact(api: ApiClient, id: string) {
  return api.call(cardContactContract.remove, { params: { id } });
}

export function giveBack(api: ApiClient, slug: string, consent: boolean) {
  return api.call(cardContactContract.giveBack, {
    body: { slug, consent: consent as true },
  });
}

/** Where the card's files are served (the API answers them directly to the browser). */
export const cardFiles = {
  vcard: (slug: string, v4 = false) => `/api/card/${slug}/vcard${v4 ? '?v=4' : ''}`,
  qr: (slug: string, format: 'svg' | 'png' = 'svg') =>
    `/api/card/${slug}/qr${format === 'png' ? '?format=png' : ''}`,
  preview: (slug: string) => `/api/card/${slug}/preview.png`,
  pay: (
    slug: string,
    kind: string,
    ask: { amount?: number | undefined; message?: string | undefined },
  ) => {
    const query = new URLSearchParams();
    if (ask.amount) query.set('amount', String(ask.amount));
    if (ask.message) query.set('message', ask.message);
    const q = query.toString();
    return `/api/card/${slug}/pay/${kind}${q ? `?${q}` : ''}`;
  },
};
