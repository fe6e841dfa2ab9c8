import { CONTACT_LIMITS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FormFailure } from '../../../lib/form-errors';
import { schemaValidator, useFormErrors } from '../../../lib/use-form-errors';
import { HoneypotField } from './honeypot-field';
import { RequiredNote } from '../../../components/ui/field-label';
import { TextAreaField } from '../../../components/ui/text-area-field';

const validate = schemaValidator(() =>
  import('../../../lib/form-schemas').then((schemas) => schemas.contactMessageSchema),
);

/** What a signed-in shopper's profile fills in ahead (they may change it). */
export interface ContactPrefill {
  fullName?: string | undefined;
  company?: string | undefined;
  businessName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  subject?: string | undefined;
  description?: string | undefined;
  /** The assistant's conversation the message comes from (it is marked handed over). */
  assistantConversation?: string | undefined;
}

/** The contact form (spec section 3): who writes, then the message; checked by core's schema. */
export function ContactForm({
  failure,
  prefill = {},
}: {
  failure: FormFailure | undefined;
  prefill?: ContactPrefill;
}) {
  const { t } = useTranslation('contact');
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' && navigation.formAction === '/contact';
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  const legend = 'mb-4 text-base font-bold text-ink-900';
  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      className="relative flex flex-col gap-6"
    >
      {failure?.formError ? (
        <FormAlert tone="error">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <RequiredNote />
      <fieldset>
        <legend className={legend}>{t('form.contactLegend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="fullName"
            defaultValue={prefill.fullName}
            label={t('form.fullName')}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.fullName}
            error={errors.fullName}
            className="sm:col-span-2"
          />
          <TextField
            name="company"
            defaultValue={prefill.company}
            label={t('form.company')}
            optionalText={t('form.optional')}
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            error={errors.company}
          />
          <TextField
            name="businessName"
            defaultValue={prefill.businessName}
            label={t('form.businessName')}
            optionalText={t('form.optional')}
            maxLength={CONTACT_LIMITS.businessName}
            error={errors.businessName}
          />
          <TextField
            name="email"
            defaultValue={prefill.email}
            type="email"
            label={t('form.email')}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            required
            error={errors.email}
          />
          <TextField
            name="phone"
            defaultValue={prefill.phone}
            type="tel"
            label={t('form.phone')}
            autoComplete="tel"
            inputMode="tel"
            required
            error={errors.phone}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('form.messageLegend')}</legend>
        <div className="flex flex-col gap-4">
          <TextField
            name="subject"
            defaultValue={prefill.subject}
            label={t('form.subject')}
            required
            maxLength={CONTACT_LIMITS.subject}
            error={errors.subject}
          />
          <TextAreaField
            name="description"
            defaultValue={prefill.description}
            label={t('form.description')}
            rows={6}
            required
            maxLength={CONTACT_LIMITS.description}
            error={errors.description}
          />
        </div>
      </fieldset>
      {prefill.assistantConversation ? (
        <input type="hidden" name="assistantConversation" value={prefill.assistantConversation} />
      ) : null}
      <HoneypotField />
      <button
        type="submit"
        disabled={pending}
        className="btn-primary self-start disabled:cursor-progress disabled:opacity-80"
      >
        {pending ? t('form.submitting') : t('form.submit')}
      </button>
    </Form>
  );
}
