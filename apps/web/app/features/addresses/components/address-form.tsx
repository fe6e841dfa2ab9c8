import type { Address, AddressSet, AdminUnit } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { translateKey } from '../../../i18n/i18n';
import type { FieldErrors, FormMessage } from '../../../lib/form-errors';
import {
  useFormErrors,
  type FormValidator,
  type LazyValidator,
} from '../../../lib/use-form-errors';
import { AddressPlaceFields } from './address-place-fields';

/** The words every address form uses for its country field by default. */
export const DEFAULT_NATIONAL = 'Việt Nam';

/**
 * Adding or editing an address of the book: name, phone, street, the pickers, country, and
 * whether it is the default. Checked in the browser with core's schema (`validate`) before it
 * goes; the action's errors replace those.
 */
export function AddressForm({
  address,
  set,
  provinces,
  validate,
  serverErrors,
  formError,
  cancelHref,
}: {
  /** The address being edited, or none for a new one. */
  address?: Address | undefined;
  set: AddressSet;
  provinces: readonly AdminUnit[];
  validate: FormValidator | LazyValidator;
  serverErrors: FieldErrors | undefined;
  formError?: FormMessage | undefined;
  cancelHref: string;
}) {
  const { t } = useTranslation('addresses');
  const navigation = useNavigation();
  const { formRef, errors, onSubmit, onChange } = useFormErrors(serverErrors, validate);
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  // An old-set address is edited in the shop's current set (its pickers start empty).
  const same = address && address.set === set;
  return (
    <section
      aria-labelledby="address-form-title"
      className="rounded-2xl border border-lotus-100 bg-lotus-50/40 p-4 sm:p-6"
    >
      <h3 id="address-form-title" className="text-lg font-semibold text-ink-900">
        {address ? t('formTitleEdit') : t('formTitleNew')}
      </h3>
      {formError ? (
        <FormAlert tone="error" className="mt-4">
          {translateKey(t, formError.key, formError.values)}
        </FormAlert>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value={address ? 'update' : 'create'} />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        <TextField
          name="lastName"
          label={t('fields.lastName')}
          autoComplete="family-name"
          defaultValue={address?.lastName}
          error={errors.lastName}
        />
        <TextField
          name="firstName"
          label={t('fields.firstName')}
          autoComplete="given-name"
          defaultValue={address?.firstName}
          error={errors.firstName}
        />
        <TextField
          name="phone"
          type="tel"
          label={t('fields.phone')}
          autoComplete="tel"
          inputMode="tel"
          defaultValue={address?.phone}
          error={errors.phone}
        />
        <TextField
          name="national"
          label={t('fields.national')}
          autoComplete="country-name"
          defaultValue={address?.national ?? DEFAULT_NATIONAL}
          error={errors.national}
        />
        <AddressPlaceFields
          set={set}
          provinces={provinces}
          initial={
            same
              ? { province: address.province, district: address.district, ward: address.ward }
              : null
          }
          errors={errors}
        />
        <TextField
          className="sm:col-span-2"
          name="address"
          label={t('fields.address')}
          hint={t('fields.addressHint')}
          autoComplete="street-address"
          defaultValue={address?.address}
          error={errors.address}
        />
        <label className="flex items-center gap-3 text-sm text-ink-800 sm:col-span-2">
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={address?.isDefault ?? false}
            className="size-5 rounded border-ink-300 accent-lotus-700"
          />
          {t('fields.isDefault')}
        </label>
        <div className="flex flex-wrap justify-end gap-3 border-t border-lotus-100 pt-5 sm:col-span-2">
          <Link to={cancelHref} className="btn-secondary" preventScrollReset>
            {t('cancel')}
          </Link>
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? t('saving') : t('save')}
          </button>
        </div>
      </Form>
    </section>
  );
}
