import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import styles from './app.css?inline';
import { getServerI18n } from './i18n/i18n.server';
import { styleText, withInlineSheet } from './lib/inline-sheet.server';

/**
 * The shop's sheet as a visitor's page carries it (decision 023), made once: root.tsx renders its
 * `<style>` empty and each page's bytes get these on their way out (lib/inline-sheet.server.ts).
 */
const SHEET = Buffer.from(styleText(styles));

export const streamTimeout = 5_000;

/**
 * Logs unexpected loader, action and render errors; a request the client abandoned, a body the
 * server refused as too large, a refusal of the request itself (a 4xx: a POST to a page with
 * no form, a bad address), or a page the shop could not show while its database was away (a 503,
 * logged by the API already) is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if ((error as { statusCode?: number } | null)?.statusCode === 413) return;
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) return;
  console.error(error);
};

/**
 * React Router's default Node entry, with the page rendered in the request's language (the
 * serving plugin resolves it from the `language` cookie or Accept-Language).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The page depends on the language cookie and Accept-Language: caches must key on both.
  responseHeaders.set('Vary', 'Cookie, Accept-Language');
  responseHeaders.set('Content-Language', loadContext.lang);

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and link previews wait for the whole page; browsers get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // The page's Content-Security-Policy runs only scripts with this nonce: React Router's
    // (hydration data, modules, scroll restoration, streamed data) and React's own.
    const nonce = loadContext.nonce;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={getServerI18n(loadContext.lang)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = withInlineSheet(SHEET).once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
