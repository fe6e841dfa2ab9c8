import {
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUBSCRIBER_SORTS,
  newsletterIssueInputSchema,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { FilterChips } from '../../components/ui/filter-chips';
import { FormAlert } from '../../components/ui/form-alert';
import { ListSearch } from '../../components/ui/list-search';
import { PageTitle } from '../../components/ui/page-title';
import { TextField } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import {
  listIssues,
  listSubscribers,
  sendIssue,
  subscriberCounts,
  TextAreaField,
} from '../../features/contact';
import { ConfirmButton, DataTable, listSortOf, type Column } from '../../features/portal-kit';
import { translateKey } from '../../i18n/i18n';
import { createApiClient } from '../../lib/api-client';
import { useDateTime } from '../../lib/format';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import { useFormErrors } from '../../lib/use-form-errors';
import type { Route } from './+types/newsletter';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'contact.manage' });
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = NEWSLETTER_STATUSES.find((s) => s === asked);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const api = createApiClient(context.api);
  const [subscribers, counts, issues] = await Promise.all([
    listSubscribers(api, {
      status,
      search,
      page,
      limit: PAGE_SIZE,
      ...listSortOf(url.searchParams, NEWSLETTER_SUBSCRIBER_SORTS),
    }),
    subscriberCounts(api),
    listIssues(api, { page: 1, limit: 10 }),
  ]).catch(toRouteError);
  return {
    status: status ?? null,
    search: search ?? '',
    subscribers: subscribers.items,
    meta: subscribers.meta,
    counts,
    issues: issues.items,
    // The compose form's id: a second send of the same form is refused, not mailed twice.
    formId: crypto.randomUUID(),
  };
}

export type SendActionData = { ok: true; recipients: number } | FormFailure;

/** POST: sends the composed newsletter to every confirmed subscriber. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'contact.manage' });
  const parsed = newsletterIssueInputSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    const issue = await sendIssue(createApiClient(context.api), parsed.data);
    return data<SendActionData>({ ok: true, recipients: issue.recipients });
  } catch (error) {
    return formRefusal(error);
  }
}

/** `/portal/newsletter`: subscribers by status, the compose form and the newsletters sent. */
export default function PortalNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('contact');
  const at = useDateTime();
  const navigation = useNavigation();
  const { status, search, subscribers, meta, counts, issues, formId } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { formRef, errors, onChange } = useFormErrors(failure?.fieldErrors);
  const composeId = useId();
  const subscriberColumns: Column<(typeof subscribers)[number]>[] = [
    {
      key: 'email',
      header: t('form.email'),
      rowHeader: true,
      className: 'break-all',
      sortable: true,
      cell: (s) => s.email,
    },
    {
      key: 'status',
      header: t('portal.statusColumn'),
      className: 'whitespace-nowrap',
      cell: (s) => t(`portal.status.${s.status}`),
    },
    { key: 'language', header: t('portal.language'), cell: (s) => s.language.toUpperCase() },
    {
      key: 'since',
      header: t('portal.since'),
      className: 'whitespace-nowrap',
      sortable: true,
      cell: (s) => at(s.createdAt),
    },
  ];
  const total = NEWSLETTER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const filters = [
    { key: 'all', to: '?', count: total, active: status === null },
    ...NEWSLETTER_STATUSES.map((s) => ({
      key: s,
      to: `?status=${s}`,
      count: counts[s],
      active: status === s,
    })),
  ];
  return (
    <section aria-labelledby="newsletter-title" className="flex flex-col gap-8">
      <PageTitle title={t('portal.newsletterTitle')} />
      <div>
        <h1 id="newsletter-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('portal.newsletterTitle')}
        </h1>
        <p className="mt-1 text-sm text-ink-600">{t('portal.newsletterSubtitle')}</p>
      </div>

      <section
        aria-labelledby="compose-title"
        className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6"
      >
        <h3 id="compose-title" className="text-lg font-bold text-ink-900">
          {t('portal.composeTitle')}
        </h3>
        <p className="mt-1 text-sm text-ink-600">
          {t('portal.composeHint', { count: counts.CONFIRMED })}
        </p>
        {actionData?.ok ? (
          <FormAlert tone="success" className="mt-4">
            {t('portal.sent', { count: actionData.recipients })}
          </FormAlert>
        ) : null}
        {failure?.formError ? (
          <FormAlert tone="error" className="mt-4">
            {translateKey(t, failure.formError.key, failure.formError.values)}
          </FormAlert>
        ) : null}
        <Form
          ref={formRef}
          id={composeId}
          method="post"
          noValidate
          onChange={onChange}
          className="mt-4 grid gap-4 md:grid-cols-2"
          key={formId}
        >
          <input type="hidden" name="id" value={formId} />
          <TextField
            name="subjectVi"
            label={t('portal.subjectVi')}
            required
            error={errors.subjectVi}
          />
          <TextField
            name="subjectEn"
            label={t('portal.subjectEn')}
            required
            error={errors.subjectEn}
          />
          <TextAreaField
            name="bodyVi"
            label={t('portal.bodyVi')}
            rows={6}
            required
            error={errors.bodyVi}
          />
          <TextAreaField
            name="bodyEn"
            label={t('portal.bodyEn')}
            rows={6}
            required
            error={errors.bodyEn}
          />
          <div>
            <ConfirmButton
              form={composeId}
              title={t('portal.sendConfirmTitle', { count: counts.CONFIRMED })}
              message={t('portal.sendConfirmMessage')}
              confirmLabel={t('portal.send')}
              check={() => {
                // Missing words are the server's to name, beside each field: post, don't ask.
                if (formRef.current?.checkValidity()) return true;
                formRef.current?.requestSubmit();
                return false;
              }}
              disabled={navigation.state === 'submitting' || counts.CONFIRMED === 0}
              className="btn-primary disabled:cursor-not-allowed disabled:opacity-70"
            >
              {navigation.state === 'submitting' ? t('portal.sending') : t('portal.send')}
            </ConfirmButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="subscribers-title">
        <h3 id="subscribers-title" className="text-lg font-bold text-ink-900">
          {t('portal.subscribers', { count: total })}
        </h3>
        <div className="mt-3">
          <DataTable
            caption={t('portal.subscribers', { count: total })}
            filters={
              <div className="flex w-full flex-col gap-4">
                <FilterChips
                  label={t('portal.filterLabel')}
                  className="mt-3"
                  chips={filters.map((filter) => ({
                    key: filter.key,
                    to: filter.to,
                    label: `${t(`portal.status.${filter.key as 'all'}`)} (${filter.count})`,
                    current: filter.active,
                  }))}
                />
                <ListSearch
                  id="subscribers-search"
                  className="mt-4"
                  label={t('portal.searchLabel')}
                  placeholder="@"
                  submit={t('portal.search')}
                  defaultValue={search}
                />
              </div>
            }
            columns={subscriberColumns}
            rows={subscribers}
            rowKey={(subscriber) => subscriber.id}
            meta={meta}
            empty={t('portal.noSubscribers')}
          />
        </div>
      </section>

      <section aria-labelledby="issues-title">
        <h3 id="issues-title" className="text-lg font-bold text-ink-900">
          {t('portal.issuesTitle')}
        </h3>
        {issues.length === 0 ? (
          <p className="mt-3 text-sm text-ink-600">{t('portal.noIssues')}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {issues.map((issue) => (
              <li key={issue.id} className="rounded-2xl border border-ink-100 bg-white p-4 text-sm">
                <p className="font-semibold break-words text-ink-900">{issue.subjectVi}</p>
                <p className="break-words text-ink-600">{issue.subjectEn}</p>
                <p className="mt-1 text-xs text-ink-500">
                  {at(issue.sentAt)} · {t('portal.recipients', { count: issue.recipients })}
                  {issue.sentByEmail ? ` · ${issue.sentByEmail}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
