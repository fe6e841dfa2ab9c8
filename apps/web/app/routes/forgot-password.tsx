import { emailQuerySchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { MailIcon } from '../components/ui/icons';
import { TextField } from '../components/ui/text-field';
import { AuthCard, requestPasswordReset, SubmitButton } from '../features/accounts';
import { translateKey } from '../i18n/i18n';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { schemaValidator, useFormErrors } from '../lib/use-form-errors';
import type { Route } from './+types/forgot-password';

export type ForgotActionData = { ok: true; email: string } | FormFailure;

/**
 * POST /forgot-password: asks the API to mail a reset link (`authContract.requestPasswordReset`).
 * The answer is the same whether or not the email has an account (SentForgotPassword).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = emailQuerySchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    await requestPasswordReset(createApiClient(context.api), parsed.data.email);
    return data<ForgotActionData>({ ok: true, email: parsed.data.email });
  } catch (error) {
    return formRefusal(error);
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

const validate = schemaValidator(() =>
  import('../lib/form-schemas').then((schemas) => schemas.emailQuerySchema),
);

/** `/forgot-password`: one field, one answer. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const navigation = useNavigation();
  const result = actionData;
  const failure = result && !result.ok ? result : undefined;
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  const pending = navigation.state === 'submitting' && navigation.formAction === '/forgot-password';
  const backToLogin = (
    <Link to="/login" className="font-semibold text-lotus-700 underline-offset-4 hover:underline">
      {t('forgot.backToLogin')}
    </Link>
  );

  if (result?.ok) {
    return (
      <AuthCard title={t('forgot.sentTitle')} footer={backToLogin}>
        <div className="flex flex-col items-center gap-5 text-center" aria-live="polite">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <MailIcon size={28} />
          </span>
          <p className="text-base leading-7 text-ink-700">{t('notify.SentForgotPassword')}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backToLogin}>
      {failure?.formError ? (
        <FormAlert tone="error" className="mb-5">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action="/forgot-password"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="flex flex-col gap-5"
      >
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          required
          error={errors.email}
        />
        <SubmitButton pending={pending} pendingText={t('forgot.submitting')}>
          {t('forgot.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
