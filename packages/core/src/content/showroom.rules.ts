/**
 * A map link the showroom page may show: an https address on a maps service the shop trusts
 * (Google Maps, OpenStreetMap, Apple Maps). The page opens it in a new tab; nothing is embedded.
 */
const MAP_HOSTS = [
  'maps.google.com',
  'www.google.com',
  'google.com',
  'maps.app.goo.gl',
  'goo.gl',
  'www.openstreetmap.org',
  'openstreetmap.org',
  'osm.org',
  'maps.apple.com',
];

/** Whether `url` is an https link to one of the trusted maps services (`MAP_HOSTS`). */
export function isMapUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  if (!MAP_HOSTS.includes(host)) return false;
  // www.google.com and google.com carry maps only under /maps.
  if (host === 'www.google.com' || host === 'google.com')
    return parsed.pathname.startsWith('/maps');
  return true;
}
