import { NEWS_STATUSES, newsInputSchema, type NewsStatus } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { PlusIcon } from '../../components/ui/icons';
import { PageTitle } from '../../components/ui/page-title';
import { Pagination } from '../../components/ui/pagination';
import { requireUser } from '../../features/accounts';
import {
  NewsAdminList,
  NewsEditor,
  newsFromForm,
  useContentNotice,
  type ContentActionData,
} from '../../features/portal-kit';
import {
  deleteNews,
  getPortalNews,
  listPortalNews,
  previewNews,
  publishNews,
  saveNews,
  unpublishNews,
} from '../../features/content';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { apiFormFailure, formValues, issuesToFieldErrors } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/news';

export const handle = i18nHandle('content');

const PATH = '/portal/news';

/** Every article (a status filter and a page), or with `?new=1` / `?edit=<id>` the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const url = new URL(request.url);
  const api = createApiClient(context.api);
  const editId = url.searchParams.get('edit');
  if (editId) {
    return {
      editing: await getPortalNews(api, editId).catch(toRouteError),
      creating: false,
      list: null,
      status: null,
    };
  }
  if (url.searchParams.has('new'))
    return { editing: null, creating: true, list: null, status: null };
  const asked = url.searchParams.get('status');
  const status = NEWS_STATUSES.includes(asked as NewsStatus) ? (asked as NewsStatus) : null;
  const pageNo = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(pageNo) && pageNo > 0 && pageNo < 100_000 ? pageNo : 1;
  const list = await listPortalNews(api, { page, limit: 20, status: status ?? undefined }).catch(
    toRouteError,
  );
  return { editing: null, creating: false, list, status };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

const refused = (intent: string, error: unknown) => {
  const failure = apiFormFailure(error, { NEWS_SLUG_EXISTING: 'slug', NEWS_SLUG_INVALID: 'slug' });
  const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
  return data<ContentActionData>({ ...failure, intent }, { status });
};

/** POST intent = save | preview | publish | unpublish | delete. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  const { intent, id = '', title = '' } = values;
  try {
    if (intent === 'preview') {
      const bodies = await previewNews(api, {
        bodyVi: values.bodyVi ?? '',
        bodyEn: values.bodyEn ?? '',
      });
      return data<ContentActionData>({ ok: true, intent, ...bodies, at: Date.now() });
    }
    if (intent === 'save') {
      const checked = newsInputSchema.safeParse(newsFromForm(values));
      if (!checked.success) {
        return data<ContentActionData>(
          { ok: false, intent, fieldErrors: issuesToFieldErrors(checked.error) },
          { status: 400 },
        );
      }
      const saved = await saveNews(api, id || null, checked.data);
      const name = context.lang === 'en' ? saved.titleEn : saved.titleVi;
      return data<ContentActionData>({
        ok: true,
        intent,
        notice: id ? 'portalNews.notify.updated' : 'portalNews.notify.created',
        values: { title: name },
        back: true,
        at: Date.now(),
      });
    }
    if (intent === 'publish' || intent === 'unpublish' || intent === 'delete') {
      if (intent === 'publish') await publishNews(api, id);
      else if (intent === 'unpublish') await unpublishNews(api, id);
      else await deleteNews(api, id);
      return data<ContentActionData>({
        ok: true,
        intent,
        notice: `portalNews.notify.${intent === 'delete' ? 'deleted' : `${intent}ed`}`,
        values: { title },
        back: false,
        at: Date.now(),
      });
    }
  } catch (error) {
    return refused(intent ?? 'save', error);
  }
  return data<ContentActionData>(
    { ok: false, intent: 'save', fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
    { status: 400 },
  );
}

/** `/portal/news`: the articles with their status, and the form to write or change one. */
export default function PortalNews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { editing, creating, list, status } = loaderData;
  useContentNotice(actionData, PATH);
  const formOpen = creating || editing !== null;
  const failure =
    actionData && !actionData.ok && actionData.intent === 'save' ? actionData : undefined;
  return (
    <section aria-labelledby="news-title" className="flex flex-col gap-5">
      <PageTitle title={t('portalNews.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="news-title" className="text-xl font-bold tracking-tight text-ink-900">
            {formOpen
              ? editing
                ? t('portalNews.editTitle')
                : t('portalNews.createTitle')
              : t('portalNews.title')}
          </h1>
          <p className="mt-1 text-sm text-ink-600">{t('portalNews.subtitle')}</p>
          {list ? (
            <p className="mt-1 text-sm text-ink-500" aria-live="polite">
              {t('portalNews.count', { count: list.meta.total })}
            </p>
          ) : null}
        </div>
        {formOpen ? (
          <Link to={PATH} className="btn-secondary">
            {t('portalNews.back')}
          </Link>
        ) : (
          <Link to="?new=1" className="btn-primary">
            <PlusIcon size={18} />
            {t('portalNews.create')}
          </Link>
        )}
      </div>
      {formOpen ? (
        <NewsEditor key={editing?.id ?? 'new'} news={editing} failure={failure} />
      ) : list ? (
        <>
          <NewsAdminList items={list.items} status={status} />
          <Pagination meta={list.meta} />
        </>
      ) : null}
    </section>
  );
}
