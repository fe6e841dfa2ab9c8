import { isLanguage, safeRedirect } from '@lotus/core';
import { redirect } from 'react-router';
import { languageCookie } from '../lib/language-cookie';
import type { Route } from './+types/language';

/**
 * The language switch: keeps the choice in the `language` cookie for a year and sends the shopper
 * back to the page they were on (a same-site path only).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  const target = safeRedirect(form.get('redirectTo'));
  if (!isLanguage(lang)) return redirect(target);
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(target, { headers: { 'Set-Cookie': languageCookie(lang, secure) } });
}

/** A GET (a bookmarked or crawled `/language`) just goes home. */
export function loader() {
  return redirect('/');
}
