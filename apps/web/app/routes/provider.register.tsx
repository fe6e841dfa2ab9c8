import { providerRegisterSchema } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import { AuthCard, PasswordField, SubmitButton } from '../features/accounts';
import { registerProvider } from '../features/solutions';
import { i18nHandle, translateKey } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import type { Route } from './+types/provider.register';

export const handle = i18nHandle('solutions');

export async function clientLoader() {
  return withNamespaces(handle, Promise.resolve(null));
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export type ProviderRegisterActionData = { ok: true; email: string } | FormFailure;

/** POST /provider/register: the schema first, then the API (a taken email or phone by its field). */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = providerRegisterSchema.safeParse(formValues(await request.formData()));
  if (!parsed.success) return formInvalid(parsed.error);
  try {
    const { email } = await registerProvider(createApiClient(context.api), parsed.data);
    return data<ProviderRegisterActionData>({ ok: true, email }, { status: 201 });
  } catch (error) {
    return formRefusal(error, { EMAIL_IS_EXIST: 'email', PHONE_NUMBER_ALREADY_EXIST: 'phone' });
  }
}

const FIELDS = [
  ['businessName', 'organization'],
  ['contactPerson', 'name'],
  ['email', 'email'],
  ['phone', 'tel'],
  ['taxCode', 'off'],
  ['address', 'street-address'],
] as const;

/** `/provider/register`: a provider's account, verified by mail, then approved by the shop. */
export default function ProviderRegister({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('solutions');
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  if (actionData?.ok) {
    return (
      <AuthCard title={t('register.sentTitle')}>
        <p className="text-center text-ink-700" aria-live="polite">
          {t('register.sentBody', { email: actionData.email })}
        </p>
      </AuthCard>
    );
  }
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const error = (name: string) => failure?.fieldErrors[name];
  return (
    <AuthCard
      wide
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Link to="/login" className="font-semibold text-lotus-700 hover:underline">
          {t('register.login')}
        </Link>
      }
    >
      {failure?.formError ? (
        <FormAlert tone="error" className="mb-4">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([name, autoComplete]) => (
          <TextField
            key={name}
            name={name}
            label={t(`register.${name}`)}
            autoComplete={autoComplete}
            required
            error={error(name)}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          />
        ))}
        <PasswordField
          name="password"
          label={t('register.password')}
          autoComplete="new-password"
          required
          error={error('password')}
        />
        <PasswordField
          name="confirmPassword"
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          required
          error={error('confirmPassword')}
        />
        <SubmitButton
          pending={pending}
          pendingText={t('register.sending')}
          className="sm:col-span-2"
        >
          {t('register.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
