import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { schemaValidator, useFormErrors } from '../../../lib/use-form-errors';

export type ResendResult = { ok: true } | FormFailure;

const validate = schemaValidator(() =>
  import('../../../lib/form-schemas').then((schemas) => schemas.emailQuerySchema),
);

/**
 * "Send the verification mail again" (POST /resend-verification), in place: for a known address
 * (after sign-up, a refused login) a single button, otherwise with an email field.
 */
export function ResendVerificationForm({
  email,
  label,
  pendingLabel,
  variant = 'secondary',
}: {
  email?: string | undefined;
  label: string;
  pendingLabel: string;
  variant?: 'primary' | 'secondary' | 'link';
}) {
  const { t } = useTranslation('accounts');
  const fetcher = useFetcher<ResendResult>();
  const result = fetcher.data;
  const { formRef, errors, onSubmit, onChange } = useFormErrors(
    result && !result.ok ? result.fieldErrors : undefined,
    email ? undefined : validate,
  );
  const pending = fetcher.state !== 'idle';
  const button =
    variant === 'link'
      ? 'inline-flex items-center font-semibold text-lotus-700 underline underline-offset-4 hover:text-lotus-800 disabled:opacity-70'
      : `${variant === 'primary' ? 'btn-primary' : 'btn-secondary'} w-full disabled:opacity-70`;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/resend-verification"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="flex flex-col gap-3"
    >
      {email ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email}
        />
      )}
      <button type="submit" disabled={pending} className={button}>
        {pending ? pendingLabel : label}
      </button>
      <div aria-live="polite">
        {result?.ok ? (
          <FormAlert tone="success">{t('notify.SendVerifyAccountSuccess')}</FormAlert>
        ) : result?.formError ? (
          <FormAlert tone="error">
            {translateKey(t, result.formError.key, result.formError.values)}
          </FormAlert>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
