import type { Address, AddressUpgrade, Language } from '@lotus/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { InfoIcon } from '../../../components/ui/icons';

/**
 * The offer made to an address saved in the old (three-level) administrative units: its new
 * ward under the 2025 reform. One whole match is offered as it is; where the old ward was split,
 * the shopper picks the new ward they receive parcels in (the mapping is only a hint there).
 */
export function UpgradeOffer({
  address,
  upgrade,
  lang,
}: {
  address: Address;
  upgrade: AddressUpgrade;
  lang: Language;
}) {
  const { t } = useTranslation('addresses');
  const groupId = useId();
  const name = (ref: { name: string; nameEn: string }) => (lang === 'en' ? ref.nameEn : ref.name);
  const [only] = upgrade.candidates;
  const single = upgrade.candidates.length === 1 && only?.match === 'full';
  const [chosen, setChosen] = useState(single && only ? only.ward.id : '');
  if (!only) return null;
  return (
    <Form
      method="post"
      className="mt-3 rounded-xl bg-sky-50 px-3 py-3 text-sm text-sky-950 ring-1 ring-sky-200"
      data-testid="address-upgrade"
    >
      <input type="hidden" name="intent" value="upgrade" />
      <input type="hidden" name="id" value={address.id} />
      <input type="hidden" name="provinceId" value={upgrade.province.id} />
      <p className="flex items-start gap-2 font-semibold">
        <InfoIcon size={16} className="mt-0.5 shrink-0" />
        {t('upgrade.title')}
      </p>
      {single ? (
        <>
          <p className="mt-1">
            {t('upgrade.full', {
              ward: name(address.ward),
              newWard: name(only.ward),
              province: name(upgrade.province),
            })}
          </p>
          <input type="hidden" name="wardId" value={only.ward.id} />
        </>
      ) : (
        <fieldset className="mt-1">
          <legend id={groupId}>{t('upgrade.partial', { ward: name(address.ward) })}</legend>
          <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-labelledby={groupId}>
            {upgrade.candidates.map(({ ward }) => (
              <label
                key={ward.id}
                className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 ring-1 ring-sky-200"
              >
                <input
                  type="radio"
                  name="wardId"
                  value={ward.id}
                  checked={chosen === ward.id}
                  onChange={() => setChosen(ward.id)}
                  className="accent-lotus-700"
                />
                {name(ward)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button type="submit" className="btn-primary mt-3 h-9 px-4" disabled={!chosen}>
        {t('upgrade.apply')}
      </button>
    </Form>
  );
}
