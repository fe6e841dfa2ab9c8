import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { ListSearch } from '../components/ui/list-search';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import { requireUser } from '../features/accounts';
import { listContacts, removeContact } from '../features/cards';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { useDateTime } from '../lib/format';
import { toRouteError } from '../lib/route-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/profile.contacts';

export const handle = i18nHandle('cards');

/** The spec's profile lists show 10 a page. */
const PAGE_SIZE = 10;

/** The member's contacts (`?search=`, `?page=`): the spec's `relationship/list-contact/{id}`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { action: 'cards.own' });
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const list = await listContacts(createApiClient(context.api), user.id, {
    page,
    limit: PAGE_SIZE,
    search,
  }).catch(toRouteError);
  return { contacts: list.items, meta: list.meta, search: search ?? '' };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export type ContactActionData = { ok: true; at: number } | FormFailure;

/** POST intent=remove (id): takes a card out of the member's contacts. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'cards.own' });
  const values = formValues(await request.formData());
  // A post without the contact's id names nothing to remove (a 400, not a thrown path error).
  if (!values.id) {
    return data<ContactActionData>(
      { ok: false, fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
      { status: 400 },
    );
  }
  try {
    await removeContact(createApiClient(context.api), values.id);
    return data<ContactActionData>({ ok: true, at: Date.now() });
  } catch (error) {
    return formRefusal(error);
  }
}

/** `/profile/contacts`: saved cards and cards left with the member, searchable, removable. */
export default function ProfileContacts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('cards');
  const { contacts, meta, search } = loaderData;
  const date = useDateTime('date');
  const notify = useNotify();
  const told = useRef<ContactActionData | undefined>(undefined);
  useEffect(() => {
    if (!actionData || told.current === actionData) return;
    told.current = actionData;
    if (actionData.ok) notify.success('cards:contacts.removed');
    else if (actionData.formError) notify.error(actionData.formError.key);
  }, [actionData, notify]);
  return (
    <section aria-labelledby="contacts-title" className="flex flex-col gap-5">
      <PageTitle title={t('contacts.title')} />
      <div>
        <h2 id="contacts-title" className="text-xl font-bold tracking-tight">
          {t('contacts.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('contacts.subtitle')}</p>
      </div>
      <ListSearch
        id="contact-search"
        label={t('contacts.searchLabel')}
        placeholder={t('contacts.searchPlaceholder')}
        submit={t('contacts.search')}
        defaultValue={search}
        secondary
      />
      {contacts.length > 0 ? (
        <>
          <p className="text-sm text-ink-600">{t('contacts.count', { count: meta.total })}</p>
          <ul className="flex flex-col gap-3">
            {contacts.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-ink-100 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{c.fullName}</p>
                  {c.title || c.company ? (
                    <p className="text-sm text-ink-600">
                      {[c.title, c.company].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                  {c.note ? <p className="mt-1 text-sm text-ink-800">“{c.note}”</p> : null}
                  <p className="mt-1 text-xs text-ink-500">
                    {c.source === 'given' ? `${t('contacts.given')} · ` : ''}
                    {t('contacts.savedOn', { date: date(c.savedAt) })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link to={`/c/${c.slug}`} className="btn-secondary h-9 px-4">
                    {t('contacts.open')}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={c.id} />
                    <button
                      type="submit"
                      aria-label={t('contacts.removeLabel', { name: c.fullName })}
                      className="inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
                    >
                      {t('contacts.remove')}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <Pagination meta={meta} />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
          {search ? t('contacts.noMatch', { search }) : t('contacts.empty')}
        </p>
      )}
    </section>
  );
}
