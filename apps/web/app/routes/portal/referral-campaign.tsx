import { campaignInputSchema, type PortalCampaign } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { TextAreaField } from '../../components/ui/text-area-field';
import { inputClass, TextField } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { createCampaign, listCampaigns, updateCampaign } from '../../features/referrals';
import { i18nHandle, translateKey } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { createApiClient } from '../../lib/api-client';
import { formInvalid, formRefusal, formValues } from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import type { Route } from './+types/referral-campaign';

export const handle = i18nHandle('portal');

const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as a `datetime-local` value in Vietnam's time. */
const vnLocal = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + VN_OFFSET_MS).toISOString().slice(0, 16) : '';

/** A `datetime-local` value (Vietnam's time) as an instant, or null when empty. */
const vnInstant = (value: string | undefined) => (value ? `${value}:00+07:00` : null);

const amount = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : Number(value);

/** The form's fields as the campaign's terms (core's schema decides what they may be). */
export function campaignFromForm(v: Record<string, string>) {
  return {
    nameVi: v.nameVi ?? '',
    nameEn: v.nameEn ?? '',
    howItWorksVi: v.howItWorksVi ?? '',
    howItWorksEn: v.howItWorksEn ?? '',
    startsAt: vnInstant(v.startsAt) ?? '',
    endsAt: vnInstant(v.endsAt),
    isActive: v.isActive === 'on',
    inviterKind: v.inviterKind,
    inviterValue: amount(v.inviterValue),
    inviterCap: amount(v.inviterCap),
    inviteeKind: v.inviteeKind,
    inviteeValue: amount(v.inviteeValue),
    inviteeCap: amount(v.inviteeCap),
    minimumOrder: amount(v.minimumOrder) ?? 0,
    minimumPayout: amount(v.minimumPayout) ?? undefined,
    holdingDays: amount(v.holdingDays) ?? undefined,
    attributionDays: amount(v.attributionDays) ?? undefined,
    monthlyCapPerReferrer: amount(v.monthlyCapPerReferrer),
    budget: amount(v.budget),
  };
}

/** `/portal/referral/campaigns/new` and `/portal/referral/campaigns/:id`: a campaign's terms. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'referral.manage' });
  if (!params.id) return { campaign: null };
  const campaigns = await listCampaigns(createApiClient(context.api)).catch(toRouteError);
  const campaign = campaigns.find((c) => c.id === params.id);
  if (!campaign) throw new Response('Not found', { status: 404 });
  return { campaign };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** POST: creates the campaign (or saves its changes), then back to the programme's screen. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'referral.manage' });
  const parsed = campaignInputSchema.safeParse(
    campaignFromForm(formValues(await request.formData())),
  );
  if (!parsed.success) return formInvalid(parsed.error);
  const api = createApiClient(context.api);
  try {
    if (params.id) await updateCampaign(api, params.id, parsed.data);
    else await createCampaign(api, parsed.data);
  } catch (error) {
    return formRefusal(error);
  }
  throw redirect('/portal/referral');
}

function BenefitFields({
  side,
  campaign,
  errors,
}: {
  side: 'inviter' | 'invitee';
  campaign: PortalCampaign | null;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('portal');
  return (
    <fieldset className="grid gap-3 rounded-2xl p-4 ring-1 ring-ink-100 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-ink-900">
        {t(`referralForm.${side}`)}
      </legend>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink-800">
        {t('referralForm.kind')}
        <select
          name={`${side}Kind`}
          defaultValue={campaign?.[`${side}Kind`] ?? 'FIXED'}
          className={inputClass}
        >
          <option value="FIXED">{t('referralForm.fixed')}</option>
          <option value="PERCENT">{t('referralForm.percent')}</option>
        </select>
      </label>
      <TextField
        name={`${side}Value`}
        label={t('referralForm.value')}
        type="number"
        inputMode="numeric"
        min={0}
        required
        defaultValue={campaign?.[`${side}Value`] ?? ''}
        hint={t('referralForm.valueHint')}
        error={errors[`${side}Value`]}
      />
      <TextField
        name={`${side}Cap`}
        label={t('referralForm.cap')}
        type="number"
        inputMode="numeric"
        min={1}
        defaultValue={campaign?.[`${side}Cap`] ?? ''}
        optionalText={t('referralForm.optional')}
        error={errors[`${side}Cap`]}
      />
    </fieldset>
  );
}

export default function PortalReferralCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const { campaign } = loaderData;
  const failure = actionData;
  const errors = failure?.fieldErrors ?? {};
  const busy = useNavigation().state !== 'idle';
  const title = campaign ? t('referralForm.editTitle') : t('referralForm.newTitle');
  const number = (name: keyof PortalCampaign, label: string, optional = false, min = 0) => (
    <TextField
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      defaultValue={(campaign?.[name] as number | null | undefined) ?? ''}
      optionalText={optional ? t('referralForm.optional') : undefined}
      required={!optional}
      error={errors[name]}
    />
  );
  return (
    <section aria-labelledby="campaign-title" className="flex max-w-4xl flex-col gap-5">
      <PageTitle title={title} />
      <div>
        <Link to="/portal/referral" className="text-sm font-semibold text-lotus-700">
          ← {t('referral.title')}
        </Link>
        <h1 id="campaign-title" className="mt-1 text-xl font-bold tracking-tight text-ink-900">
          {title}
        </h1>
      </div>
      {failure?.formError ? (
        <FormAlert tone="error">{translateKey(t, failure.formError.key)}</FormAlert>
      ) : null}
      <Form method="post" className="flex flex-col gap-5" noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="nameVi"
            label={t('referralForm.nameVi')}
            required
            maxLength={200}
            defaultValue={campaign?.nameVi}
            error={errors.nameVi}
          />
          <TextField
            name="nameEn"
            label={t('referralForm.nameEn')}
            required
            maxLength={200}
            defaultValue={campaign?.nameEn}
            error={errors.nameEn}
          />
          <TextAreaField
            name="howItWorksVi"
            label={t('referralForm.howVi')}
            rows={3}
            maxLength={2000}
            defaultValue={campaign?.howItWorksVi}
            optionalText={t('referralForm.optional')}
            error={errors.howItWorksVi}
          />
          <TextAreaField
            name="howItWorksEn"
            label={t('referralForm.howEn')}
            rows={3}
            maxLength={2000}
            defaultValue={campaign?.howItWorksEn}
            optionalText={t('referralForm.optional')}
            error={errors.howItWorksEn}
          />
          <TextField
            name="startsAt"
            label={t('referralForm.startsAt')}
            type="datetime-local"
            required
            defaultValue={vnLocal(campaign?.startsAt ?? null)}
            error={errors.startsAt}
          />
          <TextField
            name="endsAt"
            label={t('referralForm.endsAt')}
            type="datetime-local"
            defaultValue={vnLocal(campaign?.endsAt ?? null)}
            optionalText={t('referralForm.noEnd')}
            error={errors.endsAt}
          />
        </div>
        <BenefitFields side="inviter" campaign={campaign} errors={errors} />
        <BenefitFields side="invitee" campaign={campaign} errors={errors} />
        <div className="grid gap-3 sm:grid-cols-3">
          {number('minimumOrder', t('referralForm.minimumOrder'))}
          {number('minimumPayout', t('referralForm.minimumPayout'), false, 1)}
          {number('holdingDays', t('referralForm.holdingDays'))}
          {number('attributionDays', t('referralForm.attributionDays'), false, 1)}
          {number('monthlyCapPerReferrer', t('referralForm.monthlyCap'), true, 1)}
          {number('budget', t('referralForm.budget'), true, 1)}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-ink-800">
          <input
            type="checkbox"
            name="isActive"
            defaultChecked={campaign?.isActive ?? false}
            className="size-4 accent-lotus-700"
          />
          {t('referralForm.isActive')}
        </label>
        <div className="flex gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('referralForm.saving') : t('referralForm.save')}
          </button>
          <Link to="/portal/referral" className="inline-flex h-11 items-center px-3 text-sm">
            {t('referralForm.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
