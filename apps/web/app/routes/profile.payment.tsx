import { can } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirectDocument, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { ShieldCheckIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import {
  cardReturnOf,
  gatewayHref,
  linkCard,
  listSavedCards,
  removeCard,
  SavedCardList,
} from '../features/payments';
import { CardPaymentForm, loadMyCard, saveCardSection } from '../features/cards';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient, type ClientErrorCode } from '../lib/api-client';
import { formValues } from '../lib/form-errors';
import { toRouteError } from '../lib/route-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/profile.payment';

export const handle = i18nHandle('payments', 'cards');

/**
 * The signed-in customer's saved cards (staff accounts keep none), and what the card gateway
 * said when it sent the shopper back here (`?card=linked`, `?card=failed&code=`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const back = cardReturnOf(new URL(request.url));
  const [{ card }, cards] = await Promise.all([
    loadMyCard(request, context),
    can(user, 'payments.cards')
      ? listSavedCards(createApiClient(context.api)).catch(toRouteError)
      : null,
  ]);
  return { cards, back, card };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export type CardActionData =
  | { ok: true; intent: 'remove'; at: number }
  | { ok: false; intent: 'link' | 'remove'; code: ClientErrorCode };

function refused(intent: 'link' | 'remove', error: unknown) {
  if (!(error instanceof ApiRequestError)) throw error;
  return data<CardActionData>(
    { ok: false, intent, code: error.code },
    { status: error.status >= 400 ? error.status : 502 },
  );
}

/**
 * POST intent=link: the card gateway's page where the shopper enters the card (a whole-page
 * visit: it is another site, or the built-in sandbox outside the app). POST intent=remove (id):
 * unlinks the card.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'card') {
    await requireUser(request, context, { action: 'cards.own' });
    return saveCardSection(form, context, 'payment');
  }
  await requireUser(request, context, { action: 'payments.cards' });
  const values = formValues(form);
  const api = createApiClient(context.api);
  if (values.intent === 'link') {
    try {
      const href = gatewayHref((await linkCard(api)).linkUrl);
      if (!href) {
        return data<CardActionData>(
          { ok: false, intent: 'link', code: 'PAYMENT_GATEWAY_ERROR' },
          { status: 502 },
        );
      }
      return redirectDocument(href);
    } catch (error) {
      return refused('link', error);
    }
  }
  if (values.intent === 'remove' && values.id) {
    try {
      await removeCard(api, values.id);
      return data<CardActionData>({ ok: true, intent: 'remove', at: Date.now() });
    } catch (error) {
      return refused('remove', error);
    }
  }
  return data<CardActionData>(
    { ok: false, intent: 'remove', code: 'BAD_REQUEST' },
    { status: 400 },
  );
}

/**
 * `/profile/payment`: the saved cards to pay THEGHINO with; linking one happens on the card
 * gateway's page, removing one asks first; and the payment codes the member's e-card shows.
 */
export default function ProfilePayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('payments');
  const { cards, back, card } = loaderData;
  const notify = useNotify();
  const navigation = useNavigation();
  const linking = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'link';

  // The e-card's form answers its own fetcher; this is the saved cards' answer.
  const answer =
    actionData &&
    'intent' in actionData &&
    (actionData.intent === 'link' || actionData.intent === 'remove')
      ? actionData
      : undefined;
  const told = useRef<CardActionData | undefined>(undefined);
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (answer.ok) notify.success('payments:cards.removed');
  }, [answer, notify]);
  const failure = answer && !answer.ok ? answer : undefined;

  return (
    <section aria-labelledby="cards-title" className="flex flex-col gap-5">
      <PageTitle title={t('cards.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="cards-title" className="text-xl font-bold tracking-tight">
            {t('cards.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('cards.intro')}</p>
        </div>
        {cards ? (
          <Form method="post">
            <input type="hidden" name="intent" value="link" />
            <button
              type="submit"
              className="btn-primary disabled:cursor-progress disabled:opacity-80"
              disabled={linking}
            >
              {linking ? t('cards.linking') : t('cards.link')}
            </button>
          </Form>
        ) : null}
      </div>

      {back?.kind === 'linked' ? <FormAlert tone="success">{t('cards.linked')}</FormAlert> : null}
      {back?.kind === 'failed' ? (
        <FormAlert tone="error">
          <p className="font-semibold">{t('cards.failed')}</p>
          <p>
            {back.code
              ? t('codeLine', { code: back.code, message: translateKey(t, back.messageKey) })
              : translateKey(t, back.messageKey)}
          </p>
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert tone="error">{translateKey(t, `errors:${failure.code}`)}</FormAlert>
      ) : null}

      {cards ? (
        <>
          <p className="flex items-start gap-2 rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">
            <ShieldCheckIcon size={18} className="mt-0.5 shrink-0 text-emerald-700" />
            {t('cards.safe')}
          </p>
          {cards.length > 0 ? (
            <>
              <p className="text-sm text-ink-600">{t('cards.count', { count: cards.length })}</p>
              <SavedCardList cards={cards} />
            </>
          ) : (
            <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
              {t('cards.empty')}
            </p>
          )}
        </>
      ) : !card?.owner ? (
        <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
          {t('cards.staff')}
        </p>
      ) : null}
      {card?.owner ? (
        <div className="mt-6 border-t border-ink-100 pt-8">
          <CardPaymentForm card={{ ...card, owner: card.owner }} />
        </div>
      ) : null}
    </section>
  );
}
