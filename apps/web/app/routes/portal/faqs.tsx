import { faqInputSchema, type PortalFaq } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { ConfirmButton, DataTable, type Column, RichTextField } from '../../features/portal-kit';
import {
  deleteFaq,
  listPortalFaqs,
  publishFaq,
  reorderFaqs,
  saveFaq,
} from '../../features/content';
import { i18nHandle, translateKey } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient, type ApiClient } from '../../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { usePageLanguage } from '../../lib/format';
import { notFound, toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/faqs';

export const handle = i18nHandle('portal', 'content');

const PATH = '/portal/faqs';

/** Every question in order; with `?new=1` or `?edit=<id>`, the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const url = new URL(request.url);
  const faqs = await listPortalFaqs(createApiClient(context.api)).catch(toRouteError);
  const editId = url.searchParams.get('edit');
  const editing = editId ? (faqs.find((faq) => faq.id === editId) ?? notFound()) : null;
  return { faqs, editing, creating: !editing && url.searchParams.has('new') };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** What a change answers: which notice to show, or the form's failure. */
export type FaqActionData =
  | { ok: true; notice: 'saved' | 'deleted' | 'moved' | 'shown' | 'hiddenNotice' }
  | (FormFailure & { intent: string });

/** Moves one question up or down by asking the API for the whole new order. */
async function move(api: ApiClient, id: string, direction: string) {
  const ids = (await listPortalFaqs(api)).map((faq) => faq.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  await reorderFaqs(api, ids);
}

/**
 * POST intent=save (creates, or changes `id`), publish (`id`, `isPublished`), move (`id`,
 * `direction`) or delete (`id`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  const { intent, id } = values;
  try {
    if (intent === 'save') {
      const parsed = faqInputSchema.safeParse({
        ...values,
        isPublished: values.isPublished === 'on',
      });
      if (!parsed.success) {
        const refused = formInvalid(parsed.error);
        return data({ ...refused.data, intent }, refused.init ?? undefined);
      }
      await saveFaq(api, id || null, parsed.data);
      return { ok: true, notice: 'saved' } as FaqActionData;
    }
    if (!id) return data({ ok: false, fieldErrors: {}, intent: 'unknown' }, { status: 400 });
    if (intent === 'publish') {
      const shown = values.isPublished === 'true';
      await publishFaq(api, id, shown);
      return { ok: true, notice: shown ? 'shown' : 'hiddenNotice' } as FaqActionData;
    }
    if (intent === 'move') {
      await move(api, id, values.direction ?? '');
      return { ok: true, notice: 'moved' } as FaqActionData;
    }
    if (intent === 'delete') {
      await deleteFaq(api, id);
      return { ok: true, notice: 'deleted' } as FaqActionData;
    }
    return data({ ok: false, fieldErrors: {}, intent: 'unknown' }, { status: 400 });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const refused = formRefusal(error);
    return data({ ...refused.data, intent: intent ?? 'unknown' }, refused.init ?? undefined);
  }
}

const smallButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-medium text-ink-700 ring-1 ring-ink-200 hover:text-lotus-800 disabled:opacity-40';

/** One question's row: order, publish, edit, delete. */
/** What can be done with a question: move it, show or hide it, edit it, delete it (asked). */
function FaqActions({ faq, index, count }: { faq: PortalFaq; index: number; count: number }) {
  const { t } = useTranslation('content');
  const lang = usePageLanguage();
  const question = lang === 'en' ? faq.questionEn : faq.questionVi;
  return (
    <div className="flex justify-end gap-2 whitespace-nowrap">
      <Form method="post" className="flex gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={faq.id} />
        <button
          type="submit"
          name="direction"
          value="up"
          disabled={index === 0}
          className={smallButton}
          aria-label={`${t('portalFaqs.moveUp')}: ${question}`}
        >
          ↑
        </button>
        <button
          type="submit"
          name="direction"
          value="down"
          disabled={index === count - 1}
          className={smallButton}
          aria-label={`${t('portalFaqs.moveDown')}: ${question}`}
        >
          ↓
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="publish" />
        <input type="hidden" name="id" value={faq.id} />
        <input type="hidden" name="isPublished" value={String(!faq.isPublished)} />
        <button type="submit" className={smallButton}>
          {faq.isPublished ? t('portalFaqs.hide') : t('portalFaqs.publish')}
        </button>
      </Form>
      <Link to={`${PATH}?edit=${faq.id}`} className={smallButton}>
        {t('portalFaqs.edit')}
      </Link>
      <ConfirmButton
        tone="danger"
        title={t('portalFaqs.confirmDelete', { question })}
        confirmLabel={t('portalFaqs.delete')}
        fields={{ intent: 'delete', id: faq.id }}
        className={`${smallButton} text-red-700`}
      >
        {t('portalFaqs.delete')}
      </ConfirmButton>
    </div>
  );
}

/** The form to create or change a question, both languages side by side with previews. */
function FaqForm({ faq, failure }: { faq: PortalFaq | null; failure: FormFailure | undefined }) {
  const { t } = useTranslation('content');
  const pending = useNavigation().state === 'submitting';
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-ink-100"
    >
      <h3 className="text-lg font-bold text-ink-900">
        {faq ? t('portalFaqs.editTitle') : t('portalFaqs.createTitle')}
      </h3>
      <input type="hidden" name="intent" value="save" />
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="questionVi"
          lang="vi"
          label={t('portalFaqs.questionVi')}
          defaultValue={faq?.questionVi ?? ''}
          maxLength={300}
          error={errors.questionVi}
        />
        <TextField
          name="questionEn"
          lang="en"
          label={t('portalFaqs.questionEn')}
          defaultValue={faq?.questionEn ?? ''}
          maxLength={300}
          error={errors.questionEn}
        />
      </div>
      <RichTextField
        name="answerVi"
        label={t('portalFaqs.answerVi')}
        defaultValue={faq?.answerVi ?? ''}
        error={errors.answerVi}
        rows={6}
      />
      <RichTextField
        name="answerEn"
        label={t('portalFaqs.answerEn')}
        defaultValue={faq?.answerEn ?? ''}
        error={errors.answerEn}
        rows={6}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-ink-800">
        <input
          type="checkbox"
          name="isPublished"
          defaultChecked={faq?.isPublished ?? true}
          className="size-5 rounded border-ink-300 accent-lotus-700"
        />
        {t('portalFaqs.isPublished')}
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <Link
          to={PATH}
          className="inline-flex h-11 items-center rounded-full px-5 text-sm font-medium text-ink-700 ring-1 ring-ink-200"
        >
          {t('portalFaqs.cancel')}
        </Link>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-11 items-center rounded-full bg-lotus-700 px-6 text-sm font-semibold text-white hover:bg-lotus-800 disabled:opacity-60"
        >
          {pending ? t('portalFaqs.saving') : t('portalFaqs.save')}
        </button>
      </div>
    </Form>
  );
}

/** `/portal/faqs`: the questions in order, shown or hidden, and the form to write one. */
export default function PortalFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { t: tCommon } = useTranslation();
  const { faqs, editing, creating } = loaderData;
  const answer = actionData as FaqActionData | undefined;
  const failure = answer && !answer.ok ? answer : undefined;
  const formOpen = creating || editing !== null;
  // A saved form closes (the list shows again); a refused one stays open with its errors.
  const showForm = formOpen && !(answer?.ok && answer.notice === 'saved');
  const lang = usePageLanguage();
  const columns: Column<{ faq: PortalFaq; index: number }>[] = [
    {
      key: 'position',
      header: '#',
      align: 'end',
      className: 'w-10 text-ink-500 tabular-nums',
      cell: ({ index }) => index + 1,
    },
    {
      key: 'question',
      header: t('portalFaqs.columns.question'),
      rowHeader: true,
      className: 'min-w-64',
      cell: ({ faq }) => (
        <>
          <p className="font-semibold text-ink-900">
            {lang === 'en' ? faq.questionEn : faq.questionVi}
          </p>
          <p className="mt-0.5 font-normal text-ink-500">
            {lang === 'en' ? faq.questionVi : faq.questionEn}
          </p>
        </>
      ),
    },
    {
      key: 'state',
      header: t('portalFaqs.columns.state'),
      cell: ({ faq }) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
            faq.isPublished ? 'bg-emerald-50 text-emerald-800' : 'bg-ink-100 text-ink-700'
          }`}
        >
          {faq.isPublished ? t('portalFaqs.published') : t('portalFaqs.hidden')}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('portalFaqs.columns.actions'),
      align: 'end',
      cell: ({ faq, index }) => <FaqActions faq={faq} index={index} count={faqs.length} />,
    },
  ];
  return (
    <section aria-labelledby="faqs-title" className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="faqs-title" className="text-xl font-bold tracking-tight text-ink-900">
            {t('portalFaqs.title')}
          </h1>
          <p className="mt-1 text-sm text-ink-600">{t('portalFaqs.subtitle')}</p>
        </div>
        {showForm ? null : (
          <Link
            to={`${PATH}?new=1`}
            className="inline-flex h-10 items-center rounded-full bg-lotus-700 px-5 text-sm font-semibold text-white hover:bg-lotus-800"
          >
            {t('portalFaqs.create')}
          </Link>
        )}
      </header>
      {answer?.ok ? <FormAlert tone="success">{t(`portalFaqs.${answer.notice}`)}</FormAlert> : null}
      {failure ? (
        <FormAlert tone="error">
          {failure.formError
            ? translateKey(tCommon, failure.formError.key, failure.formError.values)
            : t('portalFaqs.invalid')}
        </FormAlert>
      ) : null}
      {showForm ? (
        <FaqForm
          key={editing?.id ?? 'new'}
          faq={editing}
          failure={failure?.intent === 'save' ? failure : undefined}
        />
      ) : null}
      {faqs.length > 0 ? (
        <p className="text-sm text-ink-600">{t('portalFaqs.count', { count: faqs.length })}</p>
      ) : null}
      <DataTable
        caption={t('portalFaqs.title')}
        columns={columns}
        rows={faqs.map((faq, index) => ({ faq, index }))}
        rowKey={({ faq }) => faq.id}
        empty={t('portalFaqs.empty')}
      />
    </section>
  );
}
