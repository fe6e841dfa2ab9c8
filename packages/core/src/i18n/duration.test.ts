import { describe, expect, it } from 'vitest';
import { durationWords } from './duration.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("a link's lifetime in words", () => {
  it.each([
    [30 * MINUTE, '30 phút', '30 minutes'],
    [MINUTE, '1 phút', '1 minute'],
    [90 * MINUTE, '90 phút', '90 minutes'],
    [HOUR, '1 giờ', '1 hour'],
    [48 * HOUR, '48 giờ', '48 hours'],
    [72 * HOUR, '3 ngày', '3 days'],
    [49 * HOUR, '49 giờ', '49 hours'],
    [1, '1 phút', '1 minute'],
  ])('says %i ms as "%s" and "%s"', (ms, vi, en) => {
    expect(durationWords(ms, 'vi')).toBe(vi);
    expect(durationWords(ms, 'en')).toBe(en);
  });
});
