import { describe, expect, it } from 'vitest';
import { clearSessionStorage, SESSION_STORAGE_KEYS } from './session-storage';

describe('session storage', () => {
  it("clears the spec's session keys and keeps the cart and the language", () => {
    for (const key of SESSION_STORAGE_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('carts', '[]');
    localStorage.setItem('totalQuantity', '0');
    localStorage.setItem('language', 'en');
    clearSessionStorage(localStorage);
    expect(SESSION_STORAGE_KEYS).toEqual([
      'accessToken',
      'userInfo',
      'email',
      'infoAuthReferral',
      'wishlist',
    ]);
    for (const key of SESSION_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('carts')).toBe('[]');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
