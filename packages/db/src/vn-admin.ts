import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** A unit as the copied files describe it (`shared/data/vn-admin`, fields renamed there). */
export interface RawUnit {
  code: string;
  name: string;
  nameEn: string;
  fullName: string;
  fullNameEn: string;
  unitId: number;
  provinceCode?: string;
  districtCode?: string;
}

/** Both sets of administrative units and the 2025 old → new ward mapping, as copied. */
export interface VnAdminData {
  /** Since 1 July 2025: 34 provinces → 3,321 wards. */
  current: { provinces: RawUnit[]; wards: RawUnit[] };
  /** 1 March 2025: 63 provinces → 696 districts → 10,035 wards. */
  previous: { provinces: RawUnit[]; districts: RawUnit[]; wards: RawUnit[] };
  /** Old ward code → the new ward codes it went to, each wholly or partly. */
  wardOldToNew: Record<string, [string, 'full' | 'partial'][]>;
  /** Old province code → new province code(s). */
  provinceOldToNew: Record<string, string[]>;
}

const DIR = path.resolve(import.meta.dirname, '../data/vn-admin');

/**
 * Target codes the mapping writes differently from the post-2025 list (GSO letter 1027 versus
 * the GSO web service): the same ward under two codes.
 */
const CODE_ALIASES: Readonly<Record<string, string>> = { '06970': '06978', '23737': '23938' };

function read<T>(file: string): T {
  return JSON.parse(gunzipSync(readFileSync(path.join(DIR, file))).toString('utf8')) as T;
}

let cached: VnAdminData | undefined;

/**
 * The administrative units, read once per process from the gzipped copies in
 * `packages/db/data/vn-admin` (about 0.4 MB; see its SOURCES.md). Reference data that changes
 * only by decree, so it ships with the code rather than living in tables.
 */
export function loadVnAdmin(): VnAdminData {
  if (cached) return cached;
  const wardOldToNew = read<VnAdminData['wardOldToNew']>('mapping-2025-ward-old-to-new.json.gz');
  for (const targets of Object.values(wardOldToNew)) {
    for (const target of targets) target[0] = CODE_ALIASES[target[0]] ?? target[0];
  }
  cached = {
    current: {
      provinces: read('post-2025-provinces.json.gz'),
      wards: read('post-2025-wards.json.gz'),
    },
    previous: {
      provinces: read('pre-2025-provinces.json.gz'),
      districts: read('pre-2025-districts.json.gz'),
      wards: read('pre-2025-wards.json.gz'),
    },
    wardOldToNew,
    provinceOldToNew: read('mapping-2025-province-old-to-new.json.gz'),
  };
  return cached;
}
