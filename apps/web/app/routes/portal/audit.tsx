import { AUDIT_ENTITIES, type AuditEntry, isAuditEntity, ROLES, type Role } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { inputClass } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { AuditChange, listAudit, listStaff } from '../../features/back-office';
import { DataTable, type Column } from '../../features/portal-kit';
import { i18nHandle, translateKey } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { useDateTime } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/audit';

export const handle = i18nHandle('backoffice', 'portal');

export const AUDIT_PAGE_SIZE = 30;
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
/** The verbs the log's words know (any other is shown as written). */
const AUDIT_ACTIONS = new Set([
  'create',
  'update',
  'delete',
  'status',
  'lock',
  'unlock',
  'role',
  'invite',
  'deactivate',
  'reactivate',
  'moderate',
  'stop',
  'received',
  'adjusted',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?entity=&actor=&page=`: a page of the log, and the staff to filter by. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'audit.read' });
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const entityParam = url.searchParams.get('entity') ?? '';
  const entity = isAuditEntity(entityParam) ? entityParam : undefined;
  const actorParam = url.searchParams.get('actor') ?? '';
  const actorId = UUID.test(actorParam) ? actorParam : undefined;
  const api = createApiClient(context.api);
  const [log, staff] = await Promise.all([
    listAudit(api, { page, limit: AUDIT_PAGE_SIZE, entity, actorId }),
    listStaff(api, { page: 1, limit: 100 }),
  ]).catch(toRouteError);
  return {
    entity: entity ?? '',
    actorId: actorId ?? '',
    entries: log.items,
    meta: log.meta,
    staff: staff.items.map((s) => ({ id: s.id, label: s.fullName || s.email })),
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** `/portal/audit`: who changed what in the back office, and when (admins). */
export default function PortalAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('backoffice');
  const when = useDateTime();
  const { entity, actorId, entries, meta, staff } = loaderData;

  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.columns.when'),
      className: 'whitespace-nowrap',
      cell: (entry) => when(entry.createdAt),
    },
    {
      key: 'who',
      header: t('audit.columns.who'),
      className: 'max-w-56',
      cell: (entry) => (
        <>
          <p className="truncate font-medium text-ink-900">{entry.actor.email}</p>
          <p className="text-xs text-ink-600">
            {isRole(entry.actor.role) ? t(`portal:roles.${entry.actor.role}`) : entry.actor.role}
          </p>
        </>
      ),
    },
    {
      key: 'what',
      header: t('audit.columns.what'),
      rowHeader: true,
      className: 'max-w-56',
      cell: (entry) => (
        <>
          <p className="font-medium text-ink-900">
            {t(`audit.entities.${entry.entity}`)}{' '}
            <span className="font-normal text-ink-700">
              {AUDIT_ACTIONS.has(entry.action)
                ? translateKey(t, `audit.actions.${entry.action}`)
                : entry.action}
            </span>
          </p>
          <p className="truncate font-mono text-xs text-ink-500" title={entry.entityId}>
            {entry.entityId}
          </p>
        </>
      ),
    },
    {
      key: 'change',
      header: t('audit.columns.change'),
      className: 'min-w-64',
      cell: (entry) => <AuditChange before={entry.before} after={entry.after} />,
    },
  ];

  return (
    <section aria-labelledby="audit-title">
      <PageTitle title={t('audit.title')} />
      <h1 id="audit-title" className="text-xl font-bold tracking-tight text-ink-900">
        {t('audit.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-600">{t('audit.subtitle')}</p>

      <div className="mt-5">
        <DataTable
          caption={t('audit.title')}
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          rowProps={(entry) => ({ 'data-entity': entry.entity, 'data-action': entry.action })}
          meta={meta}
          testId="audit-log"
          empty={t('audit.empty')}
          filters={
            <Form method="get" className="flex flex-wrap items-end gap-3">
              <div className="min-w-40 flex-1 sm:flex-none">
                <label
                  htmlFor="audit-entity"
                  className="mb-1.5 block text-sm font-medium text-ink-800"
                >
                  {t('audit.entity')}
                </label>
                <select
                  id="audit-entity"
                  name="entity"
                  defaultValue={entity}
                  className={inputClass}
                >
                  <option value="">{t('audit.allEntities')}</option>
                  {AUDIT_ENTITIES.map((e) => (
                    <option key={e} value={e}>
                      {t(`audit.entities.${e}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="min-w-40 flex-1 sm:flex-none">
                <label
                  htmlFor="audit-actor"
                  className="mb-1.5 block text-sm font-medium text-ink-800"
                >
                  {t('audit.person')}
                </label>
                <select id="audit-actor" name="actor" defaultValue={actorId} className={inputClass}>
                  <option value="">{t('audit.everyone')}</option>
                  {staff.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn-secondary h-11">
                {t('audit.filter')}
              </button>
              <p className="w-full text-sm text-ink-600" aria-live="polite">
                {t('audit.count', { count: meta.total })}
              </p>
            </Form>
          }
        />
      </div>
    </section>
  );
}
