import { describe, expect, it } from 'vitest';
import {
  canMoveProvider,
  isSafeLink,
  membershipActive,
  reminderDue,
  renewedWindow,
} from './provider.rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-29T10:00:00Z');

describe('provider rules', () => {
  it('moves providers only along the operator’s transitions', () => {
    expect(canMoveProvider('pending', 'approved')).toBe(true);
    expect(canMoveProvider('approved', 'suspended')).toBe(true);
    expect(canMoveProvider('suspended', 'approved')).toBe(true);
    expect(canMoveProvider('pending', 'suspended')).toBe(false);
    expect(canMoveProvider('approved', 'rejected')).toBe(false);
  });

  it('ends a membership at its instant, exclusive', () => {
    expect(membershipActive(new Date(now.getTime() + 1000), now)).toBe(true);
    expect(membershipActive(now, now)).toBe(false);
    expect(membershipActive(null, now)).toBe(false);
  });

  it('renews from the current end while in force, from now after it', () => {
    const live = { expiresAt: new Date(now.getTime() + 3 * DAY) };
    expect(renewedWindow(live, 30, now).expiresAt.getTime()).toBe(now.getTime() + 33 * DAY);
    const ended = { expiresAt: new Date(now.getTime() - DAY) };
    expect(renewedWindow(ended, 30, now)).toEqual({
      startsAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY),
    });
    expect(renewedWindow(null, 1, now).expiresAt.getTime()).toBe(now.getTime() + DAY);
  });

  it('reminds a week before the end', () => {
    expect(reminderDue(new Date(now.getTime() + 7 * DAY))).toEqual(now);
  });

  it('shows https links only', () => {
    expect(isSafeLink('https://demo.example.vn/robot')).toBe(true);
    expect(isSafeLink('http://demo.example.vn')).toBe(false);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('https://user:pw@example.vn')).toBe(false);
    expect(isSafeLink('https://localhost')).toBe(false);
    expect(isSafeLink('not a url')).toBe(false);
  });
});
