import type { PortalVoucher } from '@lotus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import { useOfferForm } from '../hooks/use-offer-form';
import { grantValidator } from '../offer-validators';
import type { OfferFailure } from './offer-form';

/** Gives `voucher` to the customer with the email typed (how a private voucher reaches them). */
export function VoucherGrantForm({
  voucher,
  failure,
}: {
  voucher: PortalVoucher;
  failure: OfferFailure | undefined;
}) {
  const { t } = useTranslation('portal');
  const titleId = useId();
  const { formRef, form } = useOfferForm(failure?.fieldErrors, grantValidator);
  const navigation = useNavigation();
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'grant';
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-ink-900">
          {t('vouchers.grantTitle', { code: voucher.code })}
        </h3>
        <Link to="." className="text-sm font-medium text-lotus-700 hover:underline">
          {t('offers.back')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-ink-600">{t('vouchers.grantHint')}</p>
      {failure?.formError ? (
        <FormAlert tone="error" className="mt-3">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <Form
        method="post"
        noValidate
        ref={formRef}
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="intent" value="grant" />
        <input type="hidden" name="id" value={voucher.id} />
        <input type="hidden" name="code" value={voucher.code} />
        <TextField
          name="email"
          type="email"
          label={t('vouchers.email')}
          autoComplete="off"
          required
          autoFocus
          error={form.errorOf('email')}
          className="sm:w-96"
        />
        <button
          type="submit"
          disabled={sending}
          className="btn-primary disabled:opacity-60 sm:mt-7"
        >
          {sending ? t('vouchers.granting') : t('vouchers.grantSubmit')}
        </button>
      </Form>
    </section>
  );
}
