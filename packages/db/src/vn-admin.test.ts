import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadVnAdmin } from './vn-admin.ts';

const DIR = new URL('../data/vn-admin/', import.meta.url);

describe('the copied administrative units', () => {
  it('unpack to the files SOURCES.md names, byte for byte', () => {
    const sources = readFileSync(new URL('SOURCES.md', DIR), 'utf8');
    const rows = [...sources.matchAll(/\|\s*`([\w.-]+\.gz)`\s*\|[^|]+\|\s*([0-9a-f]{64})\s*\|/g)];
    expect(rows.length).toBe(7);
    for (const [, file, sha] of rows) {
      const json = gunzipSync(readFileSync(new URL(file!, DIR)));
      expect(createHash('sha256').update(json).digest('hex'), file).toBe(sha);
    }
  });

  it('hold both sets whole: 34 → 3,321 and 63 → 696 → 10,035, without orphans', () => {
    const { current, previous, wardOldToNew, provinceOldToNew } = loadVnAdmin();
    expect(current.provinces).toHaveLength(34);
    expect(current.wards).toHaveLength(3321);
    expect(previous.provinces).toHaveLength(63);
    expect(previous.districts).toHaveLength(696);
    expect(previous.wards).toHaveLength(10_035);
    const provinces = new Set(current.provinces.map((p) => p.code));
    expect(current.wards.every((w) => provinces.has(w.provinceCode!))).toBe(true);
    const districts = new Set(previous.districts.map((d) => d.code));
    expect(previous.wards.every((w) => districts.has(w.districtCode!))).toBe(true);
    expect(Object.keys(wardOldToNew)).toHaveLength(10_052);
    expect(Object.keys(provinceOldToNew)).toHaveLength(63);
  });

  it('maps every old ward to wards of the current set (the two alias codes resolved)', () => {
    const { current, wardOldToNew } = loadVnAdmin();
    const wards = new Set(current.wards.map((w) => w.code));
    const targets = Object.values(wardOldToNew).flat();
    expect(targets.filter(([code]) => !wards.has(code))).toEqual([]);
    expect(wardOldToNew['00004']).toEqual([['00004', 'full']]);
  });
});
