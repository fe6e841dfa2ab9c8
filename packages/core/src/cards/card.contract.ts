import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  cardQuerySchema,
  cardSchema,
  cardSlugParams,
  cardPhotoSchema,
  cardUpdateSchema,
  contactListQuerySchema,
  contactSchema,
  giveBackSchema,
  saveContactSchema,
} from './card.schema.ts';

const errors = [400, 401, 403, 404, 409, 422] as const;

/**
 * The e-card: a member's card as a viewer may see it (public; the session, if any, decides what
 * a contact or the owner sees), the member's own card and its changes (the spec's
 * `profile/update-profile`), and the contacts a member keeps (`relationship/list-contact`).
 */
export const cardContract = {
  show: endpoint({
    method: 'GET',
    path: '/api/card/:slug',
    access: 'public',
    tag: 'cards',
    summary:
      'A card as the caller may see it (fields hidden from them are null); `via` counts a view or a QR scan',
    params: cardSlugParams,
    query: cardQuerySchema,
    response: cardSchema,
    errors,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/profile/card',
    access: 'cards.own',
    tag: 'cards',
    summary: 'Your own card with every field, its visibilities and counters (made on first use)',
    response: cardSchema,
    errors,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/profile/update-profile',
    access: 'cards.own',
    tag: 'cards',
    summary: 'Change your card: the fields sent change, an empty one is cleared',
    body: cardUpdateSchema,
    response: cardSchema,
    errors,
  }),
  photo: endpoint({
    method: 'POST',
    path: '/api/profile/card/photo',
    access: 'cards.own',
    tag: 'cards',
    summary:
      'Set your card photo: a multipart form with the file `photo` (JPEG, PNG or WebP, at most 5 MB), stored as a square JPEG',
    body: cardPhotoSchema,
    response: cardSchema,
    errors: [...errors, 413],
  }),
  removePhoto: endpoint({
    method: 'DELETE',
    path: '/api/profile/card/photo',
    access: 'cards.own',
    tag: 'cards',
    summary: 'Remove your card photo (the card shows your initials)',
    response: cardSchema,
    errors,
  }),
};

export const cardContactContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/relationship/list-contact/:id',
    access: 'cards.own',
    tag: 'cards',
    summary:
      'Your contacts (`id` is your user id), newest first; `search` matches name, company or note',
    params: z.object({ id: z.uuid() }),
    query: contactListQuerySchema,
    response: contactSchema,
    paged: true,
    errors,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/relationship/contact',
    access: 'cards.own',
    tag: 'cards',
    summary: 'Save a card to your contacts with a note (saving it again changes the note)',
    body: saveContactSchema,
    response: contactSchema,
    status: 201,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/relationship/contact/:id',
    access: 'cards.own',
    tag: 'cards',
    summary: 'Remove a contact',
    params: z.object({ id: z.uuid() }),
    response: z.object({ id: z.uuid() }),
    errors,
  }),
  giveBack: endpoint({
    method: 'POST',
    path: '/api/relationship/give-back',
    access: 'cards.own',
    tag: 'cards',
    summary: "Leave your own card in the contacts of the card's owner (with your consent)",
    body: giveBackSchema,
    response: z.object({ given: z.literal(true) }),
    errors,
  }),
};
