import { cardUpdateSchema } from '@lotus/core';
import { data, type AppLoadContext } from 'react-router';
import { createApiClient } from '../../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { removeCardPhoto, updateCard, uploadCardPhoto } from './api/card-api';
import { cardInputFromForm, type CardSection } from './card-sections';

/** What a card form's action answers. */
export type CardActionData =
  { ok: true; intent: 'card' | 'photo' | 'remove-photo'; savedAt: number } | FormFailure;

/**
 * The action of a profile tab's card form: its fields checked with core's schema (the one the
 * API applies), then one update of the card. Errors land beside their fields; a taken address
 * beside the address.
 */
export async function saveCardSection(
  form: FormData,
  context: AppLoadContext,
  section: CardSection,
) {
  const parsed = cardUpdateSchema.safeParse(cardInputFromForm(section, formValues(form)));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    await updateCard(createApiClient(context.api), parsed.data);
    return data<CardActionData>({ ok: true, intent: 'card', savedAt: Date.now() });
  } catch (error) {
    return formRefusal(error, { ECARD_SLUG_TAKEN: 'slug' });
  }
}

/** The personal tab's photo form: a new picture (intent=photo) or none (intent=remove-photo). */
export async function saveCardPhoto(form: FormData, context: AppLoadContext) {
  const api = createApiClient(context.api);
  const intent = form.get('intent') === 'remove-photo' ? 'remove-photo' : 'photo';
  try {
    if (intent === 'photo') await uploadCardPhoto(api, form);
    else await removeCardPhoto(api);
    return data<CardActionData>({ ok: true, intent, savedAt: Date.now() });
  } catch (error) {
    return formRefusal(error, { PHOTO_INVALID: 'photo' });
  }
}
