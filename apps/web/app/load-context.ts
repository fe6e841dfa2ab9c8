import type { ApiTransport, Language } from '@lotus/core';

/**
 * What the serving plugin (apps/api/src/plugins/web.ts) hands to every loader and action on the
 * server: the request's language, its id for the logs, and the API reached in-process.
 */
declare module 'react-router' {
  interface AppLoadContext {
    lang: Language;
    requestId: string;
    api: ApiTransport;
  }
}
