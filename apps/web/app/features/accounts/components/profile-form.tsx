import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import type { FieldErrors } from '../../../lib/form-errors';
import { lazyValidator, useFormErrors } from '../../../lib/use-form-errors';
import { useNotify } from '../../../store/use-notify';
import { useProfileUser } from '../profile-outlet';
import type { ProfileSection } from '../profile-sections';
import type { ProfileActionData } from '../save-profile';
import { SubmitButton } from './submit-button';

/** A profile tab's card: its heading, its form (checked in the browser first), one save. */
export function ProfileForm({
  section,
  title,
  description,
  children,
}: {
  section: ProfileSection;
  title: string;
  description: string;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const user = useProfileUser();
  const notify = useNotify();
  const navigation = useNavigation();
  const result = useActionData<ProfileActionData>();
  const failure = result && !result.ok ? result : undefined;
  // The check carries core's profile schema (zod): loaded when the form is first used.
  const validate = useMemo(
    () =>
      lazyValidator(() =>
        import('../profile-sections').then(
          ({ checkProfileSection }) =>
            (values) =>
              checkProfileSection(user, section, values).errors,
        ),
      ),
    [user, section],
  );
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  const saved = useRef<ProfileActionData | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || saved.current === result) return;
    saved.current = result;
    notify.success('accounts:notify.ProfileUpdated');
  }, [result, notify]);

  const fieldLabel = (field: string) =>
    field.startsWith('socialLinks.')
      ? translateKey(t, `common:social.${field.slice('socialLinks.'.length)}`)
      : translateKey(t, `accounts:fields.${field}`);

  return (
    <section aria-labelledby={`profile-${section}`}>
      <h2 id={`profile-${section}`} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <p className="mt-1 text-sm leading-6 text-ink-600">{description}</p>
      {failure?.formError ? (
        <FormAlert tone="error" className="mt-5">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      {failure?.elsewhere?.length ? (
        <FormAlert tone="warning" className="mt-5">
          {t('accounts:profile.otherFields', {
            fields: failure.elsewhere.map(fieldLabel).join(', '),
          })}
        </FormAlert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-6 flex flex-col gap-6"
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{children(errors)}</div>
        <div className="flex justify-end border-t border-ink-100 pt-5">
          <SubmitButton
            pending={pending}
            pendingText={t('accounts:form.saving')}
            className="sm:w-auto"
          >
            {t('accounts:form.save')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
