import { changePasswordSchema } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import {
  changePassword,
  NewPasswordFields,
  PasswordField,
  requireUser,
  sessionCookieHeaders,
  SubmitButton,
} from '../features/accounts';
import { translateKey } from '../i18n/i18n';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { schemaValidator, useFormErrors } from '../lib/use-form-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/profile.password';

export type ChangePasswordActionData = { ok: true } | FormFailure;

/**
 * POST /profile/password (`accountContract.changePassword`): a wrong current password is said
 * beside that field; on success the API renews this session's cookie (the other sessions end),
 * which is passed on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const parsed = changePasswordSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    const { headers } = await changePassword(createApiClient(context.api), parsed.data);
    return data<ChangePasswordActionData>({ ok: true }, { headers: sessionCookieHeaders(headers) });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'INVALID_CURRENT_PASSWORD') {
      return data<ChangePasswordActionData>(
        {
          ok: false,
          fieldErrors: {
            currentPassword: 'accounts:notify.ChangePasswordFailedByInvalidPassword',
          },
        },
        { status: error.status },
      );
    }
    return formRefusal(error);
  }
}

const validate = schemaValidator(() =>
  import('../lib/form-schemas').then((schemas) => schemas.changePasswordSchema),
);

/** `/profile/password`: the current password, then the new one twice. */
export default function ProfilePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const notify = useNotify();
  const navigation = useNavigation();
  const result = actionData;
  const failure = result && !result.ok ? result : undefined;
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  const done = useRef<ChangePasswordActionData | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || done.current === result) return;
    done.current = result;
    formRef.current?.reset();
    notify.success('accounts:notify.ChangePasswordSuccess');
  }, [result, notify, formRef]);

  return (
    <section aria-labelledby="profile-password">
      <h2 id="profile-password" className="text-lg font-semibold text-ink-900">
        {t('password.title')}
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink-600">{t('password.description')}</p>
      {failure?.formError ? (
        <FormAlert tone="error" className="mt-5">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      {result?.ok ? (
        <FormAlert tone="success" className="mt-5">
          {t('notify.ChangePasswordSuccess')}
        </FormAlert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-6 flex max-w-md flex-col gap-5"
      >
        <PasswordField
          name="currentPassword"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <NewPasswordFields
          errors={errors}
          labels={{
            password: t('fields.newPassword'),
            confirmPassword: t('fields.confirmNewPassword'),
          }}
        />
        <SubmitButton pending={pending} pendingText={t('password.submitting')}>
          {t('password.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
