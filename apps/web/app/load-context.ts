import type { ApiTransport, Language } from '@lotus/core';

/**
 * What the serving plugin (apps/api/src/plugins/web/mount.ts) hands to every loader and action on the
 * server: the request's language, its id for the logs, the API reached in-process, and what that
 * API learnt about the visitor's session (an expired access token is renewed silently; `expired`
 * turns true when the renewal was refused; `anonymous` while the visitor has no session cookie).
 * `session` is absent in unit tests.
 */
declare module 'react-router' {
  interface AppLoadContext {
    lang: Language;
    requestId: string;
    api: ApiTransport;
    session?: { readonly expired: boolean; readonly anonymous: boolean };
    /**
     * The nonce the page's inline scripts carry; its Content-Security-Policy allows only them (a
     * placeholder in a page rendered to be kept, filled in per response).
     */
    nonce?: string;
  }
}
