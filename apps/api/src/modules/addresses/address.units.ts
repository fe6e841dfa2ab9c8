import {
  type AddressSet,
  type AddressUpgrade,
  type AdminUnit,
  type FieldIssue,
  type UnitRef,
  hasDistricts,
  searchKey,
} from '@lotus/core';
import { type RawUnit, loadVnAdmin } from '@lotus/db';

/** A place resolved against a set: each unit as an address keeps it (code and full names). */
export interface ResolvedPlace {
  set: AddressSet;
  province: UnitRef;
  district: UnitRef | null;
  ward: UnitRef;
}

interface SetIndex {
  provinces: AdminUnit[];
  /** Districts by province (three-level set only). */
  districts: Map<string, AdminUnit[]>;
  /** Wards by parent: the province (two-level) or the district (three-level). */
  wards: Map<string, AdminUnit[]>;
  byId: {
    province: Map<string, AdminUnit>;
    district: Map<string, AdminUnit>;
    ward: Map<string, AdminUnit>;
  };
}

const unique = (words: string) => [...new Set(words.split(' ').filter(Boolean))].join(' ');

function toUnit(raw: RawUnit, set: AddressSet, parentId: string | null): AdminUnit {
  return {
    id: raw.code,
    name: raw.name,
    nameEn: raw.nameEn,
    fullName: raw.fullName,
    fullNameEn: raw.fullNameEn,
    search: unique(searchKey(`${raw.name} ${raw.fullName} ${raw.nameEn}`)),
    parentId,
    set,
  };
}

const byName = (a: AdminUnit, b: AdminUnit) => a.name.localeCompare(b.name, 'vi');

function group(units: AdminUnit[]): Map<string, AdminUnit[]> {
  const map = new Map<string, AdminUnit[]>();
  for (const unit of units) {
    const list = map.get(unit.parentId ?? '');
    if (list) list.push(unit);
    else map.set(unit.parentId ?? '', [unit]);
  }
  for (const list of map.values()) list.sort(byName);
  return map;
}

function index(
  set: AddressSet,
  raw: { provinces: RawUnit[]; districts?: RawUnit[]; wards: RawUnit[] },
): SetIndex {
  const provinces = raw.provinces.map((p) => toUnit(p, set, null)).sort(byName);
  const districts = (raw.districts ?? []).map((d) => toUnit(d, set, d.provinceCode ?? null));
  const wards = raw.wards.map((w) =>
    toUnit(w, set, (hasDistricts(set) ? w.districtCode : w.provinceCode) ?? null),
  );
  return {
    provinces,
    districts: group(districts),
    wards: group(wards),
    byId: {
      province: new Map(provinces.map((u) => [u.id, u])),
      district: new Map(districts.map((u) => [u.id, u])),
      ward: new Map(wards.map((u) => [u.id, u])),
    },
  };
}

const ref = (unit: AdminUnit): UnitRef => ({
  id: unit.id,
  name: unit.fullName,
  nameEn: unit.fullNameEn,
});

/**
 * The administrative units of both sets, indexed once per process from the copied data: lists
 * for the pickers (with search forms), lookups to check a place, and the 2025 old → new mapping.
 */
export function createUnitIndex() {
  let built:
    { sets: Record<AddressSet, SetIndex>; mapping: ReturnType<typeof loadVnAdmin> } | undefined;
  const data = () => {
    if (!built) {
      const vn = loadVnAdmin();
      built = {
        sets: { '2025-07': index('2025-07', vn.current), '2025-03': index('2025-03', vn.previous) },
        mapping: vn,
      };
    }
    return built;
  };

  return {
    provinces: (set: AddressSet): AdminUnit[] => data().sets[set].provinces,

    /** The districts of a province; none in the two-level set. */
    districts: (set: AddressSet, provinceId: string): AdminUnit[] =>
      hasDistricts(set) ? (data().sets[set].districts.get(provinceId) ?? []) : [],

    /** The wards of a province (two-level set) or of a district (three-level set). */
    wards: (set: AddressSet, parentId: string): AdminUnit[] =>
      data().sets[set].wards.get(parentId) ?? [],

    /**
     * Checks that the ward lies in the district (three-level set) and the province, and answers
     * the units; otherwise the fields at fault (`InvalidAddressUnit`).
     */
    resolve(
      set: AddressSet,
      place: { provinceId: string; districtId?: string | null | undefined; wardId: string },
    ): ResolvedPlace | FieldIssue[] {
      const units = data().sets[set].byId;
      const issue = (field: string): FieldIssue[] => [
        { field: `body.${field}`, reason: 'InvalidAddressUnit' },
      ];
      const province = units.province.get(place.provinceId);
      if (!province) return issue('provinceId');
      let district: AdminUnit | null = null;
      if (hasDistricts(set)) {
        district = place.districtId ? (units.district.get(place.districtId) ?? null) : null;
        if (!district || district.parentId !== province.id) return issue('districtId');
      } else if (place.districtId) {
        return issue('districtId');
      }
      const ward = units.ward.get(place.wardId);
      if (!ward || ward.parentId !== (district ?? province).id) return issue('wardId');
      return {
        set,
        province: ref(province),
        district: district && ref(district),
        ward: ref(ward),
      };
    },

    /**
     * The new ward(s) of a pre-2025 ward under the 2025 reform, with the new province; null for
     * a code the mapping does not know.
     */
    upgrade(oldWardId: string): AddressUpgrade | null {
      const { sets, mapping } = data();
      const current = sets['2025-07'].byId;
      const candidates = (mapping.wardOldToNew[oldWardId] ?? []).flatMap(([code, match]) => {
        const ward = current.ward.get(code);
        return ward ? [{ ward, match }] : [];
      });
      const province = candidates[0] && current.province.get(candidates[0].ward.parentId ?? '');
      if (!province) return null;
      return {
        province: ref(province),
        candidates: candidates
          .filter((c) => c.ward.parentId === province.id)
          .map((c) => ({
            ward: ref(c.ward),
            match: candidates.length === 1 ? c.match : 'partial',
          })),
      };
    },
  };
}

export type UnitIndex = ReturnType<typeof createUnitIndex>;
