import { showroomInputSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { PlusIcon } from '../../components/ui/icons';
import { PageTitle } from '../../components/ui/page-title';
import { requireUser } from '../../features/accounts';
import {
  ShowroomAdminList,
  ShowroomEditor,
  showroomFromForm,
  useContentNotice,
  type ContentActionData,
} from '../../features/portal-kit';
import {
  deleteShowroom,
  listPortalShowrooms,
  saveShowroom,
  setShowroomVisibility,
} from '../../features/content';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { apiFormFailure, formValues, issuesToFieldErrors } from '../../lib/form-errors';
import { notFound, toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/showrooms';

export const handle = i18nHandle('content');

const PATH = '/portal/showrooms';

/** Every showroom in its order; with `?new=1` or `?edit=<id>`, the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const url = new URL(request.url);
  const showrooms = await listPortalShowrooms(createApiClient(context.api)).catch(toRouteError);
  const editId = url.searchParams.get('edit');
  const editing = editId ? (showrooms.find((s) => s.id === editId) ?? notFound()) : null;
  const creating = !editId && url.searchParams.has('new');
  const nextPosition = showrooms.reduce((max, s) => Math.max(max, s.position + 1), 0);
  return { showrooms, editing, creating, nextPosition };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** POST intent = save | visibility | delete. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  const { intent = '', id = '', name = '' } = values;
  try {
    if (intent === 'save') {
      const checked = showroomInputSchema.safeParse(showroomFromForm(values));
      if (!checked.success) {
        return data<ContentActionData>(
          { ok: false, intent, fieldErrors: issuesToFieldErrors(checked.error) },
          { status: 400 },
        );
      }
      const saved = await saveShowroom(api, id || null, checked.data);
      return data<ContentActionData>({
        ok: true,
        intent,
        notice: id ? 'portalShowrooms.notify.updated' : 'portalShowrooms.notify.created',
        values: { name: context.lang === 'en' ? saved.nameEn : saved.nameVi },
        back: true,
        at: Date.now(),
      });
    }
    if (intent === 'visibility') {
      const shown = values.isPublished === 'true';
      await setShowroomVisibility(api, id, shown);
      return data<ContentActionData>({
        ok: true,
        intent,
        notice: shown ? 'portalShowrooms.notify.shown' : 'portalShowrooms.notify.hidden',
        values: { name },
        back: false,
        at: Date.now(),
      });
    }
    if (intent === 'delete') {
      await deleteShowroom(api, id);
      return data<ContentActionData>({
        ok: true,
        intent,
        notice: 'portalShowrooms.notify.deleted',
        values: { name },
        back: false,
        at: Date.now(),
      });
    }
  } catch (error) {
    const failure = apiFormFailure(error);
    const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
    return data<ContentActionData>({ ...failure, intent }, { status });
  }
  return data<ContentActionData>(
    { ok: false, intent: 'save', fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
    { status: 400 },
  );
}

/** `/portal/showrooms`: the stores and service centres, and the form to add or change one. */
export default function PortalShowrooms({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { showrooms, editing, creating, nextPosition } = loaderData;
  useContentNotice(actionData, PATH);
  const formOpen = creating || editing !== null;
  const failure =
    actionData && !actionData.ok && actionData.intent === 'save' ? actionData : undefined;
  return (
    <section aria-labelledby="showrooms-title" className="flex flex-col gap-5">
      <PageTitle title={t('portalShowrooms.title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="showrooms-title" className="text-xl font-bold tracking-tight text-ink-900">
            {formOpen
              ? editing
                ? t('portalShowrooms.editTitle')
                : t('portalShowrooms.createTitle')
              : t('portalShowrooms.title')}
          </h1>
          <p className="mt-1 text-sm text-ink-600">{t('portalShowrooms.subtitle')}</p>
          {formOpen ? null : (
            <p className="mt-1 text-sm text-ink-500" aria-live="polite">
              {t('portalShowrooms.count', { count: showrooms.length })}
            </p>
          )}
        </div>
        {formOpen ? (
          <Link to={PATH} className="btn-secondary">
            {t('portalShowrooms.back')}
          </Link>
        ) : (
          <Link to="?new=1" className="btn-primary">
            <PlusIcon size={18} />
            {t('portalShowrooms.create')}
          </Link>
        )}
      </div>
      {formOpen ? (
        <ShowroomEditor
          key={editing?.id ?? 'new'}
          showroom={editing}
          nextPosition={nextPosition}
          failure={failure}
        />
      ) : (
        <ShowroomAdminList items={showrooms} />
      )}
    </section>
  );
}
