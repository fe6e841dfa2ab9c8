import type { Address } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { usePageLanguage } from '../../../lib/format';
import { UpgradeOffer } from './upgrade-offer';

/**
 * One entry of the address book: who receives there, the phone, the whole address; whether it
 * is the default; edit, delete (asked twice) and make default; and, for an address in the old
 * administrative units, the offer of its new ward.
 */
export function AddressCard({ address, editHref }: { address: Address; editHref: string }) {
  const { t } = useTranslation('addresses');
  const lang = usePageLanguage();
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className={`rounded-2xl border bg-white p-4 sm:p-5 ${
        address.isDefault ? 'border-lotus-300 ring-1 ring-lotus-200' : 'border-ink-100'
      }`}
      data-testid="address-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            {address.fullName}
            {address.isDefault ? (
              <span className="rounded-full bg-lotus-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t('default')}
              </span>
            ) : null}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-700">
            <PhoneIcon size={14} className="shrink-0 text-ink-400" />
            {address.phone}
          </p>
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-700">
            <MapPinIcon size={14} className="mt-0.5 shrink-0 text-ink-400" />
            <span>
              {address.fullAddress}
              {address.national ? `, ${address.national}` : ''}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={editHref}
            preventScrollReset
            className="btn-secondary h-9 px-4"
            aria-label={t('editNamed', { name: address.fullName })}
          >
            {t('edit')}
          </Link>
          {confirming ? null : (
            <button
              type="button"
              className="btn-secondary h-9 px-4 hover:border-red-300 hover:text-red-700"
              aria-label={t('deleteNamed', { name: address.fullName })}
              onClick={() => setConfirming(true)}
            >
              {t('delete')}
            </button>
          )}
        </div>
      </div>
      {confirming ? (
        <Form
          method="post"
          className="mt-3 flex flex-wrap items-center justify-end gap-2 rounded-xl bg-red-50 px-3 py-2 ring-1 ring-red-200"
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <p className="mr-auto text-sm font-medium text-red-900">{t('deleteConfirm')}</p>
          <button
            type="button"
            className="btn-secondary h-9 px-4"
            onClick={() => setConfirming(false)}
            autoFocus
          >
            {t('deleteNo')}
          </button>
          <button type="submit" className="btn-primary h-9 bg-red-700 px-4 hover:bg-red-800">
            {t('deleteYes')}
          </button>
        </Form>
      ) : null}
      {!address.isDefault ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="default" />
          <input type="hidden" name="id" value={address.id} />
          <button
            type="submit"
            className="text-sm font-medium text-lotus-700 underline-offset-4 hover:underline"
          >
            {t('makeDefault')}
          </button>
        </Form>
      ) : null}
      {address.upgrade ? (
        <UpgradeOffer address={address} upgrade={address.upgrade} lang={lang} />
      ) : null}
    </li>
  );
}
