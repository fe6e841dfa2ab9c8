import { contentPageInputSchema, POLICY_GROUPS, policyPath } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { inputClass, TextField } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { RichTextField } from '../../features/portal-kit';
import { getPortalPage, savePortalPage } from '../../features/content';
import { i18nHandle, translateKey } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/page-edit';

export const handle = i18nHandle('portal', 'content');

/** One policy page in both languages; an unknown key is the API's 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const page = await getPortalPage(createApiClient(context.api), params.key).catch(toRouteError);
  return { page };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export type PageActionData = { ok: true; title: string } | FormFailure;

/** POST: saves both languages (the API sanitises the bodies); refusals come back per field. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const parsed = contentPageInputSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    const page = await savePortalPage(createApiClient(context.api), params.key, parsed.data);
    return {
      ok: true,
      title: context.lang === 'en' ? page.titleEn : page.titleVi,
    } as PageActionData;
  } catch (error) {
    return formRefusal(error);
  }
}

/** `/portal/pages/:key`: a policy page's titles, summaries and bodies with a live preview. */
export default function PortalPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { t: tCommon } = useTranslation();
  const { page } = loaderData;
  const pending = useNavigation().state === 'submitting';
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const errors = failure?.fieldErrors ?? {};
  return (
    <section aria-labelledby="page-edit-title" className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to="/portal/pages" className="text-sm font-medium text-lotus-700 hover:underline">
            ← {t('portalPages.back')}
          </Link>
          <h1 id="page-edit-title" className="mt-1 text-xl font-bold tracking-tight text-ink-900">
            {t('portalPages.editTitle', { title: page.titleVi })}
          </h1>
        </div>
        <Link
          to={policyPath(page.key)}
          className="text-sm font-medium text-lotus-700 hover:underline"
        >
          {t('portalPages.view')}
        </Link>
      </header>
      {actionData?.ok ? (
        <FormAlert tone="success">{t('portalPages.saved', { title: actionData.title })}</FormAlert>
      ) : null}
      {failure ? (
        <FormAlert tone="error">
          {failure.formError
            ? translateKey(tCommon, failure.formError.key, failure.formError.values)
            : t('portalPages.invalid')}
        </FormAlert>
      ) : null}
      <Form method="post" className="flex flex-col gap-6" key={page.updatedAt}>
        <div className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:grid-cols-2">
          <div>
            <label htmlFor="page-group" className="mb-1.5 block text-sm font-medium text-ink-800">
              {t('portalPages.group')}
            </label>
            <select id="page-group" name="group" defaultValue={page.group} className={inputClass}>
              {POLICY_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {t(`groups.${group}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            name="position"
            type="number"
            min={0}
            max={999}
            label={t('portalPages.position')}
            defaultValue={page.position}
            error={errors.position}
          />
        </div>
        {(['vi', 'en'] as const).map((lang) => {
          const suffix = lang === 'vi' ? 'Vi' : 'En';
          return (
            <fieldset
              key={lang}
              lang={lang}
              className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-100"
            >
              <legend className="rounded-full bg-ink-900 px-3 py-1 text-sm font-semibold text-white">
                {t(`portalPages.${lang}`)}
              </legend>
              <TextField
                name={`title${suffix}`}
                label={t('portalPages.fields.title')}
                defaultValue={page[`title${suffix}`]}
                maxLength={200}
                required
                error={errors[`title${suffix}`]}
              />
              <TextField
                name={`summary${suffix}`}
                label={t('portalPages.fields.summary')}
                defaultValue={page[`summary${suffix}`]}
                maxLength={300}
                error={errors[`summary${suffix}`]}
              />
              <RichTextField
                name={`body${suffix}`}
                label={`${t('portalPages.fields.body')} (${t(`portalPages.${lang}`)})`}
                defaultValue={page[`body${suffix}`]}
                error={errors[`body${suffix}`]}
              />
            </fieldset>
          );
        })}
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-ink-100 bg-white/95 px-4 py-3 backdrop-blur">
          <button
            type="submit"
            disabled={pending}
            className="inline-flex h-11 items-center rounded-full bg-lotus-700 px-6 text-sm font-semibold text-white hover:bg-lotus-800 disabled:opacity-60"
          >
            {pending ? t('portalPages.saving') : t('portalPages.save')}
          </button>
        </div>
      </Form>
    </section>
  );
}
