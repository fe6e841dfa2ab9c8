import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/** A password input with a show/hide button (a toggle, announced as pressed or not). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          title={visible ? t('form.hidePassword') : t('form.showPassword')}
          className="flex size-9 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-50 hover:text-ink-800"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

/**
 * A new password and its confirmation, as sign-up, password reset and password change ask for
 * them (the password hint under the first, each field's error beside it).
 */
export function NewPasswordFields({
  errors,
  labels,
}: {
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  labels: { password: string; confirmPassword: string };
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        name="password"
        label={labels.password}
        autoComplete="new-password"
        required
        hint={t('hints.password')}
        error={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={labels.confirmPassword}
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
