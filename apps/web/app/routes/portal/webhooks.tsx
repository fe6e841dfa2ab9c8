import {
  WEBHOOK_EVENTS,
  webhookInputSchema,
  type Webhook,
  type WebhookDelivery,
} from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useNavigation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { TextField } from '../../components/ui/text-field';
import { translateKey } from '../../i18n/i18n';
import { requireUser } from '../../features/accounts';
import {
  ConfirmButton,
  createWebhook,
  DataTable,
  listDeliveries,
  listWebhooks,
  redeliver,
  removeWebhook,
  updateWebhook,
  useActionToast,
  type Column,
} from '../../features/portal-kit';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { useDateTime } from '../../lib/format';
import { toRouteError } from '../../lib/route-errors';
import { useFormErrors } from '../../lib/use-form-errors';
import type { Route } from './+types/webhooks';

/** The webhooks, and with `?log=<id>` that webhook's deliveries (`&page=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'webhooks.manage' });
  const url = new URL(request.url);
  const api = createApiClient(context.api);
  const webhooks = await listWebhooks(api).catch(toRouteError);
  const logId = url.searchParams.get('log');
  const logged = logId ? (webhooks.find((w) => w.id === logId) ?? null) : null;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const log = logged ? await listDeliveries(api, logged.id, page).catch(toRouteError) : null;
  return { webhooks, logged, log };
}

type WebhookActionData =
  | { ok: true; intent: 'create'; secret: string; url: string }
  | { ok: true; intent: 'on' | 'off' | 'remove' | 'redeliver' }
  | (FormFailure & { intent?: string });

/** POST intent=create (url, events, description) | on | off | remove (id) | redeliver (id). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'webhooks.manage' });
  const form = await request.formData();
  const values = formValues(form);
  const api = createApiClient(context.api);
  try {
    switch (values.intent) {
      case 'create': {
        const parsed = webhookInputSchema.safeParse({ ...values, events: form.getAll('events') });
        if (!parsed.success) return formInvalid(parsed.error);
        const created = await createWebhook(api, parsed.data);
        return data<WebhookActionData>({
          ok: true,
          intent: 'create',
          secret: created.secret,
          url: created.url,
        });
      }
      case 'on':
      case 'off':
        await updateWebhook(api, values.id ?? '', { active: values.intent === 'on' });
        return data<WebhookActionData>({ ok: true, intent: values.intent });
      case 'remove':
        await removeWebhook(api, values.id ?? '');
        return data<WebhookActionData>({ ok: true, intent: 'remove' });
      case 'redeliver':
        await redeliver(api, values.id ?? '');
        return data<WebhookActionData>({ ok: true, intent: 'redeliver' });
      default:
        return data<WebhookActionData>(
          { ok: false, fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
          { status: 400 },
        );
    }
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return formRefusal(error, { WEBHOOK_URL_NOT_ALLOWED: 'url' });
    }
    throw error;
  }
}

function StateBadge({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('portal');
  const state = webhook.pausedAt ? 'paused' : webhook.active ? 'on' : 'off';
  const tone = {
    on: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    off: 'bg-ink-50 text-ink-700 ring-ink-200',
    paused: 'bg-amber-50 text-amber-900 ring-amber-200',
  }[state];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tone}`}>
      {t(`webhooks.state.${state}`)}
    </span>
  );
}

/** `/portal/webhooks`: where the shop tells integrators about its orders, and how that went. */
export default function PortalWebhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const at = useDateTime();
  const navigation = useNavigation();
  const { webhooks, logged, log } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const { formRef, errors, onChange } = useFormErrors(failure?.fieldErrors);
  const created = actionData?.ok && actionData.intent === 'create' ? actionData : null;
  useActionToast(
    actionData,
    (answer) =>
      answer.ok && answer.intent !== 'create'
        ? { type: 'success', message: `portal:webhooks.done.${answer.intent}` }
        : null,
    navigation.state,
  );

  const columns: Column<Webhook>[] = [
    {
      key: 'url',
      header: t('webhooks.columns.url'),
      rowHeader: true,
      cell: (w) => (
        <div className="min-w-56">
          <p className="font-mono text-xs break-all text-ink-900">{w.url}</p>
          {w.description ? <p className="mt-0.5 text-xs text-ink-600">{w.description}</p> : null}
        </div>
      ),
    },
    {
      key: 'events',
      header: t('webhooks.columns.events'),
      cell: (w) => (
        <ul className="flex flex-wrap gap-1">
          {w.events.map((e) => (
            <li key={e} className="rounded bg-ink-50 px-1.5 py-0.5 font-mono text-xs text-ink-700">
              {e}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'state', header: t('webhooks.columns.state'), cell: (w) => <StateBadge webhook={w} /> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('webhooks.columns.actions')}</span>,
      align: 'end',
      cell: (w) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={`?log=${w.id}`} className="btn-secondary h-9 px-3 text-sm">
            {t('webhooks.log')}
          </Link>
          <Form method="post">
            <input type="hidden" name="id" value={w.id} />
            <button
              type="submit"
              name="intent"
              value={w.active && !w.pausedAt ? 'off' : 'on'}
              className="btn-secondary h-9 px-3 text-sm"
            >
              {t(w.active && !w.pausedAt ? 'webhooks.turnOff' : 'webhooks.turnOn')}
            </button>
          </Form>
          <ConfirmButton
            tone="danger"
            label={t('webhooks.removeLabel', { url: w.url })}
            title={t('webhooks.removeTitle')}
            message={t('webhooks.removeMessage', { url: w.url })}
            confirmLabel={t('webhooks.remove')}
            fields={{ intent: 'remove', id: w.id }}
            className="btn-secondary h-9 px-3 text-sm text-red-700"
          >
            {t('webhooks.remove')}
          </ConfirmButton>
        </div>
      ),
    },
  ];

  const deliveryColumns: Column<WebhookDelivery>[] = [
    {
      key: 'event',
      header: t('webhooks.deliveries.event'),
      rowHeader: true,
      cell: (d) => (
        <div>
          <p className="font-mono text-xs text-ink-900">{d.event}</p>
          <p className="font-mono text-[11px] text-ink-500">{d.eventId}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('webhooks.deliveries.status'),
      cell: (d) => t(`webhooks.deliveryStatus.${d.status}`),
    },
    {
      key: 'answer',
      header: t('webhooks.deliveries.answer'),
      cell: (d) => (
        <div className="max-w-72">
          <p className="text-sm text-ink-900">
            {d.responseStatus ?? '—'}
            {d.latencyMs !== null ? ` · ${t('webhooks.deliveries.ms', { ms: d.latencyMs })}` : ''}
            {' · '}
            {t('webhooks.deliveries.attempts', { count: d.attempts })}
          </p>
          {d.responseExcerpt ? (
            <p className="truncate font-mono text-xs text-ink-500" title={d.responseExcerpt}>
              {d.responseExcerpt}
            </p>
          ) : null}
        </div>
      ),
    },
    { key: 'at', header: t('webhooks.deliveries.at'), cell: (d) => at(d.createdAt) },
    {
      key: 'again',
      header: <span className="sr-only">{t('webhooks.columns.actions')}</span>,
      align: 'end',
      cell: (d) => (
        <Form method="post">
          <input type="hidden" name="id" value={d.id} />
          <button
            type="submit"
            name="intent"
            value="redeliver"
            className="btn-secondary h-9 px-3 text-sm"
          >
            {t('webhooks.sendAgain')}
          </button>
        </Form>
      ),
    },
  ];

  return (
    <section aria-labelledby="webhooks-title" className="flex flex-col gap-5">
      <PageTitle title={t('webhooks.title')} />
      <div>
        <h1 id="webhooks-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('webhooks.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-600">{t('webhooks.subtitle')}</p>
      </div>

      {created ? (
        <FormAlert tone="success">
          <p className="font-medium">{t('webhooks.created', { url: created.url })}</p>
          <p className="mt-1">{t('webhooks.secretOnce')}</p>
          <code className="mt-2 block rounded bg-white px-2 py-1.5 font-mono text-sm break-all text-ink-900 ring-1 ring-emerald-200">
            {created.secret}
          </code>
        </FormAlert>
      ) : null}

      <section
        aria-labelledby="webhook-new"
        className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm"
      >
        <h2 id="webhook-new" className="text-base font-semibold text-ink-900">
          {t('webhooks.new')}
        </h2>
        {failure?.formError ? (
          <FormAlert tone="error" className="mt-3">
            {translateKey(t, failure.formError.key)}
          </FormAlert>
        ) : null}
        <Form
          ref={formRef}
          method="post"
          noValidate
          onChange={onChange}
          className="mt-3 grid gap-4 md:grid-cols-2"
          key={created?.secret ?? 'new'}
        >
          <input type="hidden" name="intent" value="create" />
          <TextField
            name="url"
            type="url"
            label={t('webhooks.url')}
            hint={t('webhooks.urlHint')}
            placeholder="https://erp.example.vn/lotus"
            required
            error={errors.url}
          />
          <TextField
            name="description"
            label={t('webhooks.description')}
            optionalText={t('webhooks.optional')}
            error={errors.description}
          />
          <fieldset
            className="md:col-span-2"
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
          >
            <legend className="text-sm font-medium text-ink-800">{t('webhooks.events')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {WEBHOOK_EVENTS.map((event) => (
                <label key={event} className="flex items-start gap-2 text-sm text-ink-800">
                  <input
                    type="checkbox"
                    name="events"
                    value={event}
                    defaultChecked={event === 'order.placed'}
                    className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-lotus-700"
                  />
                  <span>
                    <span className="font-mono text-xs">{event}</span>
                    <span className="block text-xs text-ink-500">
                      {t(`webhooks.eventHint.${event}`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.events ? (
              <p id="webhook-events-error" className="mt-1 text-xs font-medium text-red-700">
                {translateKey(t, errors.events)}
              </p>
            ) : null}
          </fieldset>
          <div>
            <button
              type="submit"
              className="btn-primary"
              disabled={navigation.state === 'submitting'}
            >
              {t('webhooks.create')}
            </button>
          </div>
        </Form>
      </section>

      <DataTable
        caption={t('webhooks.title')}
        columns={columns}
        rows={webhooks}
        rowKey={(w) => w.id}
        empty={t('webhooks.empty')}
      />

      {logged && log ? (
        <section aria-labelledby="webhook-log" className="flex flex-col gap-3">
          <h2 id="webhook-log" className="text-base font-semibold text-ink-900">
            {t('webhooks.deliveries.title', { url: logged.url })}
          </h2>
          <DataTable
            caption={t('webhooks.deliveries.title', { url: logged.url })}
            columns={deliveryColumns}
            rows={log.items}
            rowKey={(d) => d.id}
            meta={log.meta}
            empty={t('webhooks.deliveries.empty')}
          />
        </section>
      ) : null}
    </section>
  );
}
