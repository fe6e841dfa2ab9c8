import type { Language } from '@lotus/core';
import { data } from 'react-router';
import { ApiRequestError, type ApiClient, type ClientErrorCode } from '../../lib/api-client';
import { apiFormFailure, type FieldErrors, type FormFailure } from '../../lib/form-errors';
import { stopOffer, type OfferKind } from './api/offer-admin-api';

/** What a programme page's action was asked to do. */
export type OfferIntent = 'save' | 'stop' | 'grant';

/** What a programme page's action answers: what was done, or why not (for that intent's form). */
export type OfferActionData =
  | { ok: true; intent: 'save'; created: boolean; name: string; at: number }
  | { ok: true; intent: 'stop'; name: string; at: number }
  | { ok: true; intent: 'grant'; code: string; email: string; at: number }
  | (FormFailure & { intent: OfferIntent });

/** A form refused before the API was asked: the errors beside their fields. */
export function invalidIntent(intent: OfferIntent, fieldErrors: FieldErrors) {
  return data<OfferActionData>({ ok: false, intent, fieldErrors }, { status: 400 });
}

/** An intent the page does not know. */
export function unknownIntent() {
  return data<OfferActionData>(
    { ok: false, intent: 'save', fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
    { status: 400 },
  );
}

/**
 * An API refusal as the form shows it: codes in `codeFields` beside their field
 * (`VOUCHER_CODE_EXISTING` → `code`), validation details beside theirs, anything else
 * (`OFFER_ENDED`) over the form, at the API's status. Anything but a refusal is rethrown.
 */
export function refusedIntent(
  intent: OfferIntent,
  error: unknown,
  codeFields: Partial<Record<ClientErrorCode, string>> = {},
) {
  const failure = apiFormFailure(error, codeFields);
  const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
  return data<OfferActionData>({ ...failure, intent }, { status });
}

const nameIn = (lang: Language, offer: { nameVi: string; nameEn: string }) =>
  lang === 'en' ? offer.nameEn : offer.nameVi;

/**
 * Creates (no `id` in the form) or changes a programme with `save`, answering its name in the
 * page's language for the notice.
 */
export async function saveIntent(
  values: Record<string, string>,
  lang: Language,
  save: (id: string | null) => Promise<{ nameVi: string; nameEn: string }>,
  codeFields: Partial<Record<ClientErrorCode, string>> = {},
) {
  const id = values.id || null;
  try {
    const saved = await save(id);
    return data<OfferActionData>({
      ok: true,
      intent: 'save',
      created: id === null,
      name: nameIn(lang, saved),
      at: Date.now(),
    });
  } catch (error) {
    return refusedIntent('save', error, codeFields);
  }
}

/** Stops the programme the form names (`id`, and `name` for the notice). */
export async function stopIntent(api: ApiClient, kind: OfferKind, values: Record<string, string>) {
  try {
    await stopOffer(api, kind, values.id ?? '');
    return data<OfferActionData>({
      ok: true,
      intent: 'stop',
      name: values.name ?? '',
      at: Date.now(),
    });
  } catch (error) {
    return refusedIntent('stop', error);
  }
}
