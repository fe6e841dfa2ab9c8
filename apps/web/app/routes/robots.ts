import { getClientSetting } from '../features/settings';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/robots';

/** What crawlers may read; the pages of one shopper (cart, profile, wishlist, login) are not for them. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /language',
    'Disallow: /search/',
    'Disallow: /cart',
    'Disallow: /profile',
    'Disallow: /wishlist',
    'Disallow: /login',
    'Disallow: /register',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `/robots.txt`, pointing at the sitemap on the shop's PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const setting = await getClientSetting(createApiClient(context.api));
  return new Response(robotsTxt(setting.publicUrl), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
