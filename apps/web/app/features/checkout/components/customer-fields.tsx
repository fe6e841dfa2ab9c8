import type { Address, AddressSet, AdminUnit, User } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/form-errors';
import { AddressPlaceFields, DEFAULT_NATIONAL, type PlaceChoice } from '../../addresses';

/** Who receives the order: the contact half of the form. */
export interface Contact {
  lastName: string;
  firstName: string;
  email: string;
  phone: string;
}

/** The contact a saved address gives; without one, the account's own. */
export function contactOf(address: Address | null, user: User, current?: Contact): Contact {
  if (address) {
    return {
      lastName: address.lastName,
      firstName: address.firstName,
      email: current?.email ?? user.email,
      phone: address.phone,
    };
  }
  return (
    current ?? {
      lastName: user.profile?.lastName ?? '',
      firstName: user.profile?.firstName ?? '',
      email: user.email,
      phone: user.profile?.phone ?? '',
    }
  );
}

const card = 'rounded-3xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6';

/** The shopper's saved addresses to send the order to, or "another address". */
export function SavedAddressChoice({
  addresses,
  set,
  chosen,
  onChoose,
}: {
  addresses: Address[];
  set: AddressSet;
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('checkout');
  if (addresses.length === 0) return null;
  return (
    <fieldset className={card}>
      <legend className="sr-only">{t('customer.savedTitle')}</legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold text-ink-900" aria-hidden="true">
          {t('customer.savedTitle')}
        </p>
        <Link
          to="/profile/addresses"
          className="text-sm font-medium text-lotus-700 hover:underline"
        >
          {t('customer.manage')}
        </Link>
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {[...addresses.map((a) => a.id), 'new'].map((id) => {
          const saved = addresses.find((a) => a.id === id);
          return (
            <label
              key={id}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-lotus-600 ${
                chosen === id
                  ? 'border-lotus-600 bg-lotus-50/50 ring-1 ring-lotus-600'
                  : 'border-ink-200 hover:border-lotus-300'
              }`}
            >
              <input
                type="radio"
                name="savedAddress"
                value={id}
                checked={chosen === id}
                onChange={() => onChoose(id)}
                className="mt-0.5 accent-lotus-700"
              />
              {saved ? (
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">
                    {saved.fullName} · {saved.phone}
                  </span>
                  <span className="block text-ink-600">{saved.fullAddress}</span>
                  {saved.set !== set ? (
                    <span className="mt-1 block text-xs text-amber-800">
                      {t('customer.oldSet')}
                    </span>
                  ) : null}
                </span>
              ) : (
                <span className="font-semibold text-ink-900">{t('customer.newAddress')}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Who receives the order and where it goes. The contact fields keep what the shopper typed when
 * they switch to "another address" (a saved address fills them); the place starts again from the
 * address chosen (`placeKey`).
 */
export function CustomerFields({
  contact,
  onContact,
  address,
  placeKey,
  set,
  provinces,
  errors,
  onPlace,
}: {
  contact: Contact;
  onContact: (contact: Contact) => void;
  address: Address | null;
  placeKey: string;
  set: AddressSet;
  provinces: readonly AdminUnit[];
  errors: FieldErrors;
  onPlace: (place: PlaceChoice) => void;
}) {
  const { t } = useTranslation(['checkout', 'accounts', 'addresses']);
  const field = (name: keyof Contact) => ({
    name,
    required: true,
    value: contact[name],
    onChange: (event: { target: { value: string } }) =>
      onContact({ ...contact, [name]: event.target.value }),
    error: errors[name],
  });
  return (
    <fieldset className={`grid grid-cols-1 gap-5 sm:grid-cols-2 ${card}`}>
      <legend className="sr-only">{t('customer.title')}</legend>
      <p className="text-lg font-bold text-ink-900 sm:col-span-2" aria-hidden="true">
        {t('customer.title')}
      </p>
      <TextField
        {...field('lastName')}
        label={t('accounts:fields.lastName')}
        autoComplete="family-name"
      />
      <TextField
        {...field('firstName')}
        label={t('accounts:fields.firstName')}
        autoComplete="given-name"
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('accounts:fields.email')}
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('accounts:fields.phone')}
        autoComplete="tel"
        inputMode="tel"
      />
      <div key={placeKey} className="grid grid-cols-1 gap-5 sm:col-span-2 sm:grid-cols-2">
        <p className="mt-2 text-lg font-bold text-ink-900 sm:col-span-2">{t('address.title')}</p>
        <AddressPlaceFields
          set={set}
          provinces={provinces}
          initial={
            address && address.set === set
              ? { province: address.province, district: address.district, ward: address.ward }
              : null
          }
          errors={errors}
          onChange={onPlace}
        />
        <TextField
          className="sm:col-span-2"
          name="address"
          required
          label={t('addresses:fields.address')}
          hint={t('addresses:fields.addressHint')}
          autoComplete="street-address"
          defaultValue={address?.address ?? ''}
          error={errors.address}
        />
        <TextField
          name="national"
          required
          label={t('addresses:fields.national')}
          autoComplete="country-name"
          defaultValue={address?.national ?? DEFAULT_NATIONAL}
          error={errors.national}
        />
      </div>
    </fieldset>
  );
}
