import { hasDistricts, type AddressSet, type AdminUnit, type UnitRef } from '@lotus/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../lib/form-errors';
import { usePageLanguage } from '../../../lib/format';
import { useJsonResource } from '../../../lib/use-json-resource';
import type { UnitLevel } from '../api/address-api';
import { UnitCombobox, unitLabel } from './unit-combobox';

/** Where the pickers' fetchers ask for units (the `/address/units` resource route). */
const UNITS_ROUTE = '/address/units';

export interface PlaceChoice {
  provinceId: string | null;
  districtId: string | null;
  wardId: string | null;
  /** "Ward, (district,) province" in the page's language, as far as chosen. */
  label: string;
}

type Names = {
  province?: string | undefined;
  district?: string | undefined;
  ward?: string | undefined;
};

const joined = (names: Names) =>
  [names.ward, names.district, names.province].filter(Boolean).join(', ');

/** The units below `parentId` (none while it is not chosen), from the units route. */
function useUnits(level: UnitLevel, parentId: string | null, set: AddressSet) {
  const url = parentId
    ? `${UNITS_ROUTE}?${new URLSearchParams({ level, parent: parentId, set }).toString()}`
    : null;
  const answer = useJsonResource<{ units: AdminUnit[] }>(url);
  return {
    units: parentId && !answer.pending && answer.data ? answer.data.units : [],
    loading: answer.pending,
  };
}

const refLabel = (ref: UnitRef | null | undefined, lang: string) =>
  ref ? (lang === 'en' ? ref.nameEn : ref.name) : undefined;

/**
 * The province, (district,) and ward pickers of an address, each searchable without diacritics
 * and usable from the keyboard. The district picker exists only in the three-level set. Choosing
 * a level clears the ones below it and loads their list. The ids travel in the form as
 * `provinceId`, `districtId`, `wardId`, with the `set` they belong to.
 */
export function AddressPlaceFields({
  set,
  provinces,
  initial,
  errors,
  onChange,
}: {
  set: AddressSet;
  provinces: readonly AdminUnit[];
  initial?:
    { province: UnitRef | null; district: UnitRef | null; ward: UnitRef | null } | null | undefined;
  errors: FieldErrors;
  onChange?: (place: PlaceChoice) => void;
}) {
  const { t } = useTranslation('addresses');
  const lang = usePageLanguage();
  const threeLevels = hasDistricts(set);
  const [names, setNames] = useState<Names>(() => ({
    province: refLabel(initial?.province, lang),
    district: threeLevels ? refLabel(initial?.district, lang) : undefined,
    ward: refLabel(initial?.ward, lang),
  }));
  const [place, setPlace] = useState<PlaceChoice>({
    provinceId: initial?.province?.id ?? null,
    districtId: threeLevels ? (initial?.district?.id ?? null) : null,
    wardId: initial?.ward?.id ?? null,
    label: joined(names),
  });
  const districts = useUnits('districts', threeLevels ? place.provinceId : null, set);
  const wardParent = threeLevels ? place.districtId : place.provinceId;
  const wards = useUnits('wards', wardParent, set);

  const update = (next: Omit<PlaceChoice, 'label'>, nextNames: Names) => {
    const choice = { ...next, label: joined(nextNames) };
    setNames(nextNames);
    setPlace(choice);
    onChange?.(choice);
  };
  const name = (unit: AdminUnit | null) => (unit ? unitLabel(unit, lang) : undefined);
  const kept = (choice: string | null, ref: UnitRef | null | undefined) =>
    choice !== null && choice === ref?.id ? refLabel(ref, lang) : undefined;

  return (
    <>
      <input type="hidden" name="set" value={set} />
      <UnitCombobox
        name="provinceId"
        label={t('fields.province')}
        units={provinces}
        value={place.provinceId}
        selectedLabel={kept(place.provinceId, initial?.province)}
        onChange={(unit) =>
          update(
            { provinceId: unit?.id ?? null, districtId: null, wardId: null },
            { province: name(unit) },
          )
        }
        error={errors.provinceId}
      />
      {threeLevels ? (
        <UnitCombobox
          name="districtId"
          label={t('fields.district')}
          units={districts.units}
          loading={districts.loading}
          value={place.districtId}
          selectedLabel={kept(place.districtId, initial?.district)}
          disabled={!place.provinceId}
          disabledHint={t('picker.chooseProvinceFirst')}
          onChange={(unit) =>
            update(
              { ...place, districtId: unit?.id ?? null, wardId: null },
              { province: names.province, district: name(unit) },
            )
          }
          error={errors.districtId}
        />
      ) : null}
      <UnitCombobox
        name="wardId"
        label={t('fields.ward')}
        units={wards.units}
        loading={wards.loading}
        value={place.wardId}
        selectedLabel={kept(place.wardId, initial?.ward)}
        disabled={!wardParent}
        disabledHint={
          threeLevels && place.provinceId
            ? t('picker.chooseDistrictFirst')
            : t('picker.chooseProvinceFirst')
        }
        onChange={(unit) =>
          update({ ...place, wardId: unit?.id ?? null }, { ...names, ward: name(unit) })
        }
        error={errors.wardId}
      />
    </>
  );
}
