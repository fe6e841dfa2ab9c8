import {
  type AccountSummary,
  STAFF_ROLE_CHOICES,
  type StaffRole,
  staffInviteSchema,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { ListSearch } from '../../components/ui/list-search';
import { PageTitle } from '../../components/ui/page-title';
import { inputClass, TextField } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { inviteStaff, listStaff, setStaffActive, setStaffRole } from '../../features/back-office';
import {
  type ActionToast,
  ConfirmButton,
  DataTable,
  useActionToast,
  type Column,
} from '../../features/portal-kit';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import { useFormErrors } from '../../lib/use-form-errors';
import type { Route } from './+types/staff';

export const handle = i18nHandle('backoffice', 'portal');

export const STAFF_PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { action: 'staff.manage' });
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const result = await listStaff(createApiClient(context.api), {
    page,
    limit: STAFF_PAGE_SIZE,
    search,
  }).catch(toRouteError);
  return { meId: user.id, search: search ?? '', staff: result.items, meta: result.meta };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

type StaffActionData =
  | {
      ok: true;
      intent: 'invite' | 'role' | 'deactivate' | 'reactivate';
      email: string;
      role: StaffRole | null;
    }
  | FormFailure;

const isStaffRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLE_CHOICES as readonly string[]).includes(value ?? '');

/** POST intent=invite (email, names, phone, role) | role (id, role) | deactivate | reactivate (id). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'staff.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  try {
    if (values.intent === 'invite') {
      const parsed = staffInviteSchema.safeParse({ ...values, phone: values.phone || undefined });
      if (!parsed.success) return formInvalid(parsed.error);
      const made = await inviteStaff(api, parsed.data);
      return data<StaffActionData>({ ok: true, intent: 'invite', email: made.email, role: null });
    }
    const id = values.id ?? '';
    if (values.intent === 'role' && id && isStaffRole(values.role)) {
      const changed = await setStaffRole(api, id, values.role);
      return data<StaffActionData>({
        ok: true,
        intent: 'role',
        email: changed.email,
        role: values.role,
      });
    }
    if ((values.intent === 'deactivate' || values.intent === 'reactivate') && id) {
      const changed = await setStaffActive(api, id, values.intent === 'reactivate');
      return data<StaffActionData>({
        ok: true,
        intent: values.intent,
        email: changed.email,
        role: null,
      });
    }
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return formRefusal(error, { EMAIL_IS_EXIST: 'email', PHONE_NUMBER_ALREADY_EXIST: 'phone' });
    }
    throw error;
  }
  return data<StaffActionData>(
    { ok: false, fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
    { status: 400 },
  );
}

function StaffStatus({ person }: { person: AccountSummary }) {
  const { t } = useTranslation('backoffice');
  const [key, tone] = person.isLocked
    ? (['deactivated', 'bg-red-50 text-red-800 ring-red-200'] as const)
    : person.isActive
      ? (['active', 'bg-emerald-50 text-emerald-800 ring-emerald-200'] as const)
      : (['invited', 'bg-amber-50 text-amber-900 ring-amber-200'] as const);
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tone}`}
    >
      {t(`staff.status.${key}`)}
    </span>
  );
}

/** `/portal/staff`: the shop's operators and admins, their invitations and roles (admins). */
export default function PortalStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('backoffice');
  const { t: tPortal } = useTranslation('portal');
  const navigation = useNavigation();
  const { meId, search, staff, meta } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const inviteFailure = failure;
  const { formRef, errors, onChange } = useFormErrors(inviteFailure?.fieldErrors);
  const invited = actionData?.ok && actionData.intent === 'invite' ? actionData : null;
  useActionToast(
    actionData,
    (answer): ActionToast | null => {
      if (!answer.ok) {
        return answer.formError
          ? { type: 'error', message: answer.formError.key, values: answer.formError.values }
          : null;
      }
      if (answer.intent === 'invite') return null;
      if (answer.intent === 'role') {
        return {
          type: 'success',
          message: 'backoffice:staff.roleChanged',
          values: { email: answer.email, role: tPortal(`roles.${answer.role ?? 'OPERATOR'}`) },
        };
      }
      return {
        type: 'success',
        message: `backoffice:staff.${answer.intent}d`,
        values: { email: answer.email },
      };
    },
    navigation.state,
  );

  const columns: Column<AccountSummary>[] = [
    {
      key: 'person',
      header: t('staff.columns.person'),
      rowHeader: true,
      className: 'max-w-72',
      cell: (person) => (
        <>
          <p className="truncate font-medium text-ink-900">
            {person.fullName || person.email}
            {person.id === meId ? (
              <span className="ms-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                {t('staff.you')}
              </span>
            ) : null}
          </p>
          <p className="truncate text-ink-600">{person.email}</p>
        </>
      ),
    },
    {
      key: 'phone',
      header: t('staff.columns.phone'),
      className: 'whitespace-nowrap',
      cell: (person) =>
        person.phone ?? <span className="text-ink-500 italic">{t('staff.noPhone')}</span>,
    },
    {
      key: 'role',
      header: t('staff.columns.role'),
      cell: (person) =>
        person.id === meId ? (
          tPortal(`roles.${person.role}`)
        ) : (
          <Form method="post" className="flex min-w-60 items-center gap-2">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="id" value={person.id} />
            <label htmlFor={`role-${person.id}`} className="sr-only">
              {t('staff.roleOf', { name: person.fullName || person.email })}
            </label>
            <select
              id={`role-${person.id}`}
              name="role"
              defaultValue={person.role}
              className={`${inputClass} h-9 w-40 shrink-0 py-0`}
            >
              {STAFF_ROLE_CHOICES.map((role) => (
                <option key={role} value={role}>
                  {tPortal(`roles.${role}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-secondary h-9 px-3 text-sm">
              {t('staff.save')}
            </button>
          </Form>
        ),
    },
    {
      key: 'status',
      header: t('staff.columns.status'),
      cell: (person) => <StaffStatus person={person} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('staff.columns.actions')}</span>,
      align: 'end',
      cell: (person) =>
        person.id === meId ? null : person.isLocked ? (
          <Form method="post">
            <input type="hidden" name="id" value={person.id} />
            <button
              type="submit"
              name="intent"
              value="reactivate"
              className="btn-secondary h-9 px-3 text-sm"
            >
              {t('staff.reactivate')}
            </button>
          </Form>
        ) : (
          <ConfirmButton
            tone="danger"
            title={t('staff.deactivateTitle', { email: person.email })}
            message={t('staff.deactivateBody')}
            confirmLabel={t('staff.deactivate')}
            fields={{ intent: 'deactivate', id: person.id }}
            className="btn-secondary h-9 px-3 text-sm text-red-700"
          >
            {t('staff.deactivate')}
          </ConfirmButton>
        ),
    },
  ];

  return (
    <section aria-labelledby="staff-title" className="flex flex-col gap-5">
      <PageTitle title={t('staff.title')} />
      <div>
        <h1 id="staff-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('staff.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-600">{t('staff.subtitle')}</p>
      </div>

      <section
        aria-labelledby="staff-invite"
        className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm"
      >
        <h2 id="staff-invite" className="text-base font-semibold text-ink-900">
          {t('staff.invite')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('staff.inviteHint')}</p>
        {invited ? (
          <FormAlert tone="success" className="mt-3">
            {t('staff.invited', { email: invited.email })}
          </FormAlert>
        ) : null}
        <Form
          ref={formRef}
          method="post"
          noValidate
          onChange={onChange}
          className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          key={invited?.email ?? 'invite'}
        >
          <input type="hidden" name="intent" value="invite" />
          <TextField
            name="email"
            type="email"
            label={t('staff.email')}
            required
            error={errors.email}
          />
          <TextField name="lastName" label={t('staff.lastName')} required error={errors.lastName} />
          <TextField
            name="firstName"
            label={t('staff.firstName')}
            required
            error={errors.firstName}
          />
          <TextField
            name="phone"
            type="tel"
            inputMode="tel"
            label={t('staff.phone')}
            optionalText={t('staff.optional')}
            error={errors.phone}
          />
          <div>
            <label htmlFor="staff-role" className="mb-1.5 block text-sm font-medium text-ink-800">
              {t('staff.role')}
            </label>
            <select id="staff-role" name="role" defaultValue="OPERATOR" className={inputClass}>
              {STAFF_ROLE_CHOICES.map((role) => (
                <option key={role} value={role}>
                  {tPortal(`roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end">
            <button type="submit" className="btn-primary w-full sm:w-auto">
              {t('staff.send')}
            </button>
          </div>
        </Form>
      </section>

      <div>
        <ListSearch
          id="staff-search"
          label={t('staff.searchLabel')}
          placeholder={t('staff.searchPlaceholder')}
          submit={t('staff.search')}
          defaultValue={search}
          secondary
        />
        <p className="mt-3 text-sm text-ink-600" aria-live="polite">
          {t('staff.count', { count: meta.total })}
        </p>
        <div className="mt-3">
          <DataTable
            caption={t('staff.title')}
            columns={columns}
            rows={staff}
            rowKey={(person) => person.id}
            rowProps={(person) => ({ 'data-staff': person.email })}
            meta={meta}
            testId="staff-list"
            empty={t('staff.empty')}
          />
        </div>
      </div>
    </section>
  );
}
