import { changePasswordWithTokenSchema } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigate, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { CheckCircleIcon, XCircleIcon } from '../components/ui/icons';
import {
  AuthCard,
  checkResetToken,
  NewPasswordFields,
  resetPassword,
  sessionCookieHeaders,
  SubmitButton,
} from '../features/accounts';
import { translateKey } from '../i18n/i18n';
import { ApiRequestError, createApiClient, type ClientErrorCode } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { schemaValidator, useFormErrors } from '../lib/use-form-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/reset-password';

export type ResetActionData = { ok: true } | FormFailure;

const badLink = (code: ClientErrorCode): ClientErrorCode =>
  code === 'VALIDATION_ERROR' ? 'INVALID_TOKEN' : code;

/** Checks the link first (`authContract.checkResetToken`), so a dead one says so at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { token, invalid: 'INVALID_TOKEN' as ClientErrorCode };
  try {
    await checkResetToken(createApiClient(context.api), token);
    return { token, invalid: null };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { token, invalid: badLink(error.code) };
  }
}

/**
 * POST /reset-password: the new password with the link's token (`authContract.resetPassword`);
 * every session of the account ends, so the API's cookie removal is passed on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = changePasswordWithTokenSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    const { headers } = await resetPassword(createApiClient(context.api), parsed.data);
    return data<ResetActionData>({ ok: true }, { headers: sessionCookieHeaders(headers) });
  } catch (error) {
    return formRefusal(error);
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

const validate = schemaValidator(() =>
  import('../lib/form-schemas').then((schemas) => schemas.changePasswordWithTokenSchema),
);

/** `/reset-password?token=`: a new password, then on to log in with a success toast. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const result = actionData;
  const failure = result && !result.ok ? result : undefined;
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  const pending = navigation.state === 'submitting' && navigation.formAction === '/reset-password';

  const done = useRef<ResetActionData | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || done.current === result) return;
    done.current = result;
    notify.success('accounts:notify.ChangePasswordSuccess');
    void navigate('/login', { replace: true });
  }, [result, notify, navigate]);

  if (result?.ok) {
    return (
      <AuthCard title={t('reset.doneTitle')}>
        <div className="flex flex-col items-center gap-5 text-center">
          <CheckCircleIcon size={44} className="text-emerald-600" />
          <p className="text-base text-ink-700">{t('notify.ChangePasswordSuccess')}</p>
          <Link to="/login" className="btn-primary w-full">
            {t('reset.toLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (loaderData.invalid) {
    return (
      <AuthCard title={t('reset.invalidTitle')}>
        <div className="flex flex-col items-center gap-5 text-center">
          <XCircleIcon size={44} className="text-red-600" />
          <p className="text-base leading-7 text-ink-700" role="alert">
            {translateKey(tErrors, loaderData.invalid)}
          </p>
          <Link to="/forgot-password" className="btn-primary w-full">
            {t('reset.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {failure?.formError ? (
        <FormAlert tone="error" className="mb-5">
          <p>{translateKey(t, failure.formError.key, failure.formError.values)}</p>
          <Link to="/forgot-password" className="mt-1 inline-block font-semibold underline">
            {t('reset.requestNew')}
          </Link>
        </FormAlert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action="/reset-password"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          errors={errors}
          labels={{
            password: t('fields.newPassword'),
            confirmPassword: t('fields.confirmNewPassword'),
          }}
        />
        <SubmitButton pending={pending} pendingText={t('reset.submitting')}>
          {t('reset.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
