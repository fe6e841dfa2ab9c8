import { policyPath, registerSchema, VERIFY_EMAIL_TTL_SECONDS } from '@lotus/core';
import { Trans, useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { RequiredNote } from '../components/ui/field-label';
import { FormAlert } from '../components/ui/form-alert';
import { MailIcon } from '../components/ui/icons';
import { TextField } from '../components/ui/text-field';
import {
  AuthCard,
  NewPasswordFields,
  register,
  ResendVerificationForm,
  SubmitButton,
} from '../features/accounts';
import { deviceCookie, getActiveCampaign, keptReferral } from '../features/referrals';
import { translateKey } from '../i18n/i18n';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { schemaValidator, useFormErrors } from '../lib/use-form-errors';
import type { Route } from './+types/register';

export type RegisterActionData = { ok: true; email: string } | FormFailure;

/** The form's values as the schema reads them: an empty referral code is no code. */
function registerInput(values: Record<string, string>) {
  const referralCode = values.referralCode?.trim();
  return { ...values, referralCode: referralCode || undefined };
}

/** A refused referral code is told beside its field, each refusal in its own words. */
const REFERRAL_REFUSALS = [
  'REFERRAL_CAMPAIGN_INACTIVE',
  'REFERRAL_CODE_NOT_FOUND',
  'REFERRAL_SELF',
  'REFERRAL_SELF_EMAIL',
  'REFERRAL_SELF_PHONE',
  'REFERRAL_SELF_DEVICE',
  'REFERRAL_CIRCULAR',
  'REFERRAL_ALREADY_INVITED',
  'REFERRAL_AFTER_FIRST_ORDER',
  'REFERRAL_EXISTING_CUSTOMER',
] as const;

/**
 * The sign-up form offers the referral code only while a campaign runs, filled in with the code
 * the visitor's link left (kept for the campaign's attribution window, first link wins), which
 * the shopper can read, change or clear. The device cookie is set for the self-referral check.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const campaign = await getActiveCampaign(createApiClient(context.api)).catch(() => null);
  const headers = new Headers();
  for (const cookie of deviceCookie(request)) headers.append('Set-Cookie', cookie);
  if (!campaign) return data({ referralOpen: false, referralCode: null }, { headers });
  const kept = keptReferral(request, campaign.attributionDays);
  for (const cookie of kept.setCookie) headers.append('Set-Cookie', cookie);
  return data({ referralOpen: true, referralCode: kept.code }, { headers });
}

/**
 * POST /register: the same schema as the API first (instant answers without a round trip to the
 * database), then the API, whose refusals land beside their fields: a taken email or phone, or
 * any rule of the schema.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = registerSchema.safeParse(registerInput(formValues(await request.formData())));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    const { email } = await register(createApiClient(context.api), parsed.data);
    return data<RegisterActionData>({ ok: true, email }, { status: 201 });
  } catch (error) {
    return formRefusal(error, {
      EMAIL_IS_EXIST: 'email',
      PHONE_NUMBER_ALREADY_EXIST: 'phone',
      ...Object.fromEntries(REFERRAL_REFUSALS.map((code) => [code, 'referralCode'])),
    });
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

const validate = schemaValidator(
  () => import('../lib/form-schemas').then((schemas) => schemas.registerSchema),
  registerInput,
);

/** After sign-up: the mail is on its way; it can be sent again. */
function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  return (
    <AuthCard title={t('register.sentTitle')}>
      <div className="flex flex-col gap-5 text-center" aria-live="polite">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <MailIcon size={28} />
        </span>
        <p className="text-base leading-7 text-ink-700">
          <Trans
            t={t}
            i18nKey="register.sentBody"
            values={{ email, hours: VERIFY_EMAIL_TTL_SECONDS / 3600 }}
            components={{ strong: <strong className="font-semibold break-all text-ink-900" /> }}
          />
        </p>
        <p className="text-sm text-ink-500">{t('register.sentHint')}</p>
        <ResendVerificationForm
          email={email}
          label={t('register.resend')}
          pendingLabel={t('register.resending')}
        />
        <Link to="/login" className="text-sm font-semibold text-lotus-700 hover:underline">
          {t('register.toLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** `/register`: a customer account, verified by email before the first login. */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('accounts');
  const navigation = useNavigation();
  const result = actionData;
  const failure = result && !result.ok ? result : undefined;
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  const pending = navigation.state === 'submitting' && navigation.formAction === '/register';

  if (result?.ok) return <CheckInbox email={result.email} />;

  // Vietnamese puts the family name first, English the given name.
  const names = ['firstName', 'lastName'] as const;
  const nameOrder = i18n.language === 'vi' ? [...names].reverse() : names;

  return (
    <AuthCard
      wide
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link
            to="/login"
            className="font-semibold text-lotus-700 underline-offset-4 hover:underline"
          >
            {t('register.login')}
          </Link>
        </>
      }
    >
      {failure?.formError ? (
        <FormAlert tone="error" className="mb-5">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : Object.keys(errors).length > 0 ? (
        <FormAlert tone="error" className="mb-5">
          {t('form.errorSummary')}
        </FormAlert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action="/register"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        <RequiredNote className="sm:col-span-2" />
        {nameOrder.map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`fields.${name}`)}
            autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
            required
            error={errors[name]}
          />
        ))}
        <TextField
          className="sm:col-span-2"
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          required
          error={errors.email}
        />
        <TextField
          className="sm:col-span-2"
          name="phone"
          type="tel"
          label={t('fields.phone')}
          autoComplete="tel"
          inputMode="tel"
          required
          hint={t('hints.phone')}
          error={errors.phone}
        />
        <NewPasswordFields
          errors={errors}
          labels={{ password: t('fields.password'), confirmPassword: t('fields.confirmPassword') }}
        />
        {/* Only while a referral campaign runs: otherwise nothing would honour the code. */}
        {loaderData?.referralOpen ? (
          <TextField
            defaultValue={loaderData.referralCode ?? ''}
            className="sm:col-span-2"
            name="referralCode"
            label={t('fields.referralCode')}
            optionalText={t('fields.optional')}
            autoCapitalize="characters"
            hint={t('hints.referralCode')}
            error={errors.referralCode}
          />
        ) : null}
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SubmitButton pending={pending} pendingText={t('register.submitting')}>
            {t('register.submit')}
          </SubmitButton>
          <p className="text-center text-xs leading-5 text-ink-600">
            <Trans
              t={t}
              i18nKey="register.privacy"
              components={{
                privacy: (
                  <Link
                    to={policyPath('security')}
                    className="font-semibold text-lotus-700 underline-offset-4 hover:underline"
                  />
                ),
              }}
            />
          </p>
        </div>
      </Form>
    </AuthCard>
  );
}
