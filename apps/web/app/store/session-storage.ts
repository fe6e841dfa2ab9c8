/**
 * Local storage keys of a signed-in session (spec sections 3 and 4). The session itself travels
 * in httpOnly cookies (DESIGN.md, Security), so these hold nothing the server trusts; logging out
 * still clears every one of them, as the spec says, including a visitor wishlist kept locally.
 */
export const SESSION_STORAGE_KEYS = [
  'accessToken',
  'userInfo',
  'email',
  'infoAuthReferral',
  'wishlist',
] as const;

/** Removes the session's keys; the cart and the language stay. */
export function clearSessionStorage(storage: Storage): void {
  for (const key of SESSION_STORAGE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage unavailable (private mode): nothing was kept either.
    }
  }
}
