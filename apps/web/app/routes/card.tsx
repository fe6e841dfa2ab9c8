import { CARD_SLUG, giveBackSchema, MAX_TRANSFER_AMOUNT } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { PageTitle } from '../components/ui/page-title';
import { SeoMeta } from '../components/ui/seo-meta';
import { currentPath, loginPath, requireUser } from '../features/accounts';
import { CardView, cardFiles, getCard, giveBack, saveContact } from '../features/cards';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { notFound, toRouteError } from '../lib/route-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/card';

export const handle = i18nHandle('cards');

/** The payer's amount and message, when they are ones a transfer code can carry. */
function askOf(url: URL) {
  const amount = Number(url.searchParams.get('amount'));
  const message = url.searchParams.get('message')?.trim().slice(0, 25) || undefined;
  return {
    amount:
      Number.isInteger(amount) && amount > 0 && amount <= MAX_TRANSFER_AMOUNT ? amount : undefined,
    message,
  };
}

/**
 * `/c/:slug`: a member's card as this session may see it. Arriving from the card's QR code
 * (`?via=qr`) counts a scan, otherwise a view; asking for payment codes counts nothing more.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!CARD_SLUG.test(params.slug)) notFound();
  const url = new URL(request.url);
  const ask = askOf(url);
  const via =
    ask.amount || ask.message ? 'none' : url.searchParams.get('via') === 'qr' ? 'qr' : 'view';
  const card = await getCard(createApiClient(context.api), params.slug, { via, ...ask }).catch(
    toRouteError,
  );
  return { card, ask, loginHref: loginPath(currentPath(request).replace(/\?.*$/, '')) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** The page keeps what it loaded after an action: the action says what changed (no new view). */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export type CardPageActionData =
  { ok: true; intent: 'save' | 'give-back'; at: number } | FormFailure;

/** POST intent=save (note): saves the card to the member's contacts; intent=give-back (consent). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'cards.own' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  try {
    if (values.intent === 'save') {
      await saveContact(api, params.slug, values.note ?? '');
      return data<CardPageActionData>({ ok: true, intent: 'save', at: Date.now() });
    }
    if (values.intent === 'give-back') {
      // Without the consent box ticked nothing is sent: the same rule the API applies.
      const checked = giveBackSchema.safeParse({
        slug: params.slug,
        consent: values.consent === 'on',
      });
      if (!checked.success) return formInvalid(checked.error);
      await giveBack(api, params.slug, true);
      return data<CardPageActionData>({ ok: true, intent: 'give-back', at: Date.now() });
    }
  } catch (error) {
    return formRefusal(error);
  }
  return data<CardPageActionData>(
    { ok: false, fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
    { status: 400 },
  );
}

/** A member's e-card, server-rendered for a phone that just scanned its QR code. */
export default function CardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('cards');
  const { ask, loginHref } = loaderData;
  const notify = useNotify();
  const told = useRef<CardPageActionData | undefined>(undefined);
  useEffect(() => {
    if (!actionData || told.current === actionData || !actionData.ok) return;
    told.current = actionData;
    if (actionData.intent === 'save') notify.success('cards:save.saved');
    else notify.success('cards:giveBack.given', { name: loaderData.card.fullName });
  }, [actionData, notify, loaderData.card.fullName]);
  // What an action changed, over what the page loaded.
  const card = {
    ...loaderData.card,
    saved: loaderData.card.saved || (actionData?.ok === true && actionData.intent === 'save'),
    canGiveBack:
      loaderData.card.canGiveBack &&
      !(actionData?.ok === true && actionData.intent === 'give-back'),
  };
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const failureKey = failure?.formError?.key ?? Object.values(failure?.fieldErrors ?? {})[0];
  const summary = [card.title, card.company].filter(Boolean).join(' · ');
  return (
    <>
      <PageTitle title={t('page.title', { name: card.fullName })} />
      <SeoMeta
        title={t('page.title', { name: card.fullName })}
        description={summary || t('page.description', { name: card.fullName })}
        path={`/c/${card.slug}`}
        image={cardFiles.preview(card.slug)}
        type="website"
        noindex
      />
      {failureKey ? (
        <div className="mx-auto max-w-xl px-4 pt-6">
          <FormAlert tone="error">{translateKey(t, failureKey)}</FormAlert>
        </div>
      ) : null}
      <CardView card={card} ask={ask} loginHref={loginHref} />
    </>
  );
}
