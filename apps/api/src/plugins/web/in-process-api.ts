import {
  REFRESH_PATH,
  parseJsonBody,
  toQueryString,
  withSessionRenewal,
  type ApiRequest,
  type ApiTransport,
  type Language,
} from '@lotus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CACHE_TAGS_HEADER, CACHE_UNTIL_HEADER } from '../../lib/cache-tags.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../lib/session-cookies.ts';
import { applySetCookies, parseCookieHeader, serializeCookies } from './cookie-jar.ts';
import type { ContractCaller } from '../../lib/contract-routes.ts';
import { frozen, type SharedAnswers } from './shared-answers.ts';

const SESSION_COOKIE_NAMES = [ACCESS_COOKIE, REFRESH_COOKIE];

/** What the in-process API of one page request knows about the visitor's session. */
export interface SessionState {
  /** True once a renewal of an expired session was refused (the visitor must log in again). */
  readonly expired: boolean;
  /**
   * True while the visitor has no session cookie (none sent, none set by a call of this request
   * so far): the API answers them as it answers anyone without a session, so a page need not ask
   * who they are.
   */
  readonly anonymous: boolean;
}

export interface InProcessApi {
  api: ApiTransport;
  session: SessionState;
  /**
   * The `Set-Cookie` lines of a silent renewal (new session cookies, or their removal when the
   * renewal was refused), which the page's response must carry to the browser.
   */
  renewalCookies: () => string[];
  /**
   * The cache tags of the answers so far (`x-cache-tags`, see lib/cache-tags.ts): what a page
   * rendered from them depends on.
   */
  tags: () => string[];
  /**
   * The earliest instant (ms) an answer so far holds until (`x-cache-until`): a page rendered from
   * them shows something the clock alone changes then. Undefined when none named one.
   */
  until: () => number | undefined;
}

/** An answer of the API, however it was reached. */
interface Answer {
  status: number;
  headers: Headers;
  /** Its JSON text. */
  text: string;
}

/** A body sent as JSON (not a form with files): what a shared read's key can spell out. */
const isJsonBody = (body: unknown) => body !== undefined && !(body instanceof FormData);

/** A query as the API parses it from the address: text, empty values left out. */
function textQuery(query: ApiRequest['query']): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') text[key] = String(value);
  }
  return text;
}

const lowerCaseNames = (headers: Record<string, string> | undefined) =>
  Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

/**
 * A request body as it travels: JSON, or a multipart form when a form with files is forwarded
 * (a review's photos), encoded as the browser would with its boundary.
 */
async function encodeBody(
  body: unknown,
): Promise<{ payload?: string | Buffer; contentType?: string }> {
  if (body === undefined) return {};
  if (body instanceof FormData) {
    const encoded = new Response(body);
    return {
      payload: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
    };
  }
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * The API reached in-process for one page request, carrying the visitor's cookies and address
 * and asking for the page's language so the API's content matches the page around it. A call of
 * a contract goes straight to its route's handler through `contracts` (the route's validation,
 * admission, handler and serializer, lib/contract-routes.ts, decision 022); a renewal, a form
 * with files, or any other path goes through `app.inject` (Fastify's router, hooks and schemas,
 * no socket).
 *
 * It keeps the request's cookies as a small jar: cookies the API sets (a login, a logout) apply
 * to the calls that follow in the same request. When a call answers 401 `ACCESS_TOKEN_EXPIRED`
 * and the visitor has a refresh cookie, the session is renewed once for the whole request (every
 * loader waiting on the same renewal) and the call is repeated with the new cookies; the renewal's
 * `Set-Cookie` lines are handed back for the page's response. A refused renewal marks the session
 * expired (the page sends the shopper to log in) and the calls go on as a visitor's.
 *
 * A `shared` call (the same answer for everyone: a GET, or a POST that only reads, kept under its
 * body) is answered from `sharedAnswers` while the kept answer is fresh, and its answer kept when
 * it may be; not after this request changed something (an action's call), so a page shows its
 * own change even before the database's notice arrives.
 */
export function createInProcessApi(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'headers' | 'ip' | 'id'>,
  lang: Language,
  now: Date,
  { sharedAnswers, contracts }: { sharedAnswers?: SharedAnswers; contracts?: ContractCaller } = {},
): InProcessApi {
  const userAgent = request.headers['user-agent'];
  const jar = parseCookieHeader(request.headers.cookie);
  const renewal: string[] = [];
  const tags = new Set<string>();
  let until: number | undefined;
  const holdsUntil = (at: number | undefined) => {
    if (at !== undefined && (until === undefined || at < until)) until = at;
  };
  let expired = false;
  let changed = false;

  /** The call through Fastify: a renewal, a form with files, a path that is no contract route. */
  const injected = async (
    { method = 'GET', body }: ApiRequest,
    url: string,
    headers: Record<string, string>,
  ): Promise<Answer> => {
    const { payload, contentType } = await encodeBody(body);
    const response = await app.inject({
      method,
      url,
      headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
      // The visitor's address as the socket's (already judged by TRUST_PROXY): never a header the
      // API would have to believe.
      remoteAddress: request.ip,
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      headers: headersOf(response.headers),
      text: response.body,
    };
  };

  /** The call straight to its contract route's handler (decision 022), when it has one. */
  const direct = async (
    { method = 'GET', query, body, endpoint }: ApiRequest,
    headers: Record<string, string>,
  ): Promise<Answer | undefined> => {
    if (!contracts || !endpoint || body instanceof FormData) return undefined;
    return contracts.call({
      method,
      path: endpoint.path,
      params: endpoint.params,
      query: textQuery(query),
      ...(body === undefined ? {} : { body }),
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ip: request.ip,
      id: request.id,
    });
  };

  const call = async (apiRequest: ApiRequest) => {
    const { method = 'GET', path: apiPath, query, body: sent, shared } = apiRequest;
    const url = `${apiPath}${toQueryString(query)}`;
    // A shared read sent as a POST (a list asked with a JSON body) is kept under its body too.
    const sharedRead = shared && (method === 'GET' || (method === 'POST' && isJsonBody(sent)));
    const answers = sharedRead && !changed ? sharedAnswers : undefined;
    const key =
      method === 'GET' ? `${lang} ${url}` : `${lang} ${method} ${url} ${JSON.stringify(sent)}`;
    const kept = answers?.get(key);
    if (kept) {
      for (const tag of kept.tags) tags.add(tag);
      holdsUntil(kept.until);
      return {
        status: kept.status,
        headers: new Headers(kept.headers),
        body: kept.body,
        setCookies: [],
      };
    }
    const began = answers?.begin();
    if (method !== 'GET' && !sharedRead) changed = true;
    const cookie = serializeCookies(jar);
    const headers: Record<string, string> = {
      ...(cookie ? { cookie } : {}),
      'accept-language': lang,
      ...(userAgent ? { 'user-agent': userAgent } : {}),
      'x-request-id': request.id,
      ...lowerCaseNames(apiRequest.headers),
    };
    const answer =
      (await direct(apiRequest, headers)) ?? (await injected(apiRequest, url, headers));
    const tagged = answer.headers.get(CACHE_TAGS_HEADER);
    if (tagged) for (const tag of tagged.split(' ')) tags.add(tag);
    const untilHeader = answer.headers.get(CACHE_UNTIL_HEADER);
    const answerUntil = untilHeader ? Date.parse(untilHeader) : undefined;
    holdsUntil(answerUntil);
    const setCookies = answer.headers.getSetCookie();
    applySetCookies(jar, setCookies, now);
    const keep =
      answers &&
      began &&
      tagged &&
      answer.status === 200 &&
      setCookies.length === 0 &&
      !/no-store|private/.test(answer.headers.get('cache-control') ?? '') &&
      (answerUntil === undefined || answerUntil > began.at);
    const body = parseJsonBody(answer.text);
    // The one copy every page reads from now on: this page reads it frozen too, so a change in
    // place fails on the first render, not only on a later one.
    if (keep) {
      answers.set(key, {
        status: answer.status,
        headers: [...answer.headers],
        body: frozen(body),
        tags: tagged.split(' '),
        ...began,
        until: answerUntil,
      });
    }
    return { status: answer.status, headers: answer.headers, body, setCookies };
  };

  // One renewal for the whole page request: every loader that finds the token expired waits on
  // it, and a refused one is not tried again (the rest of the page is a visitor's).
  let renewal$: Promise<boolean> | undefined;
  const renew = () =>
    (renewal$ ??= call({ method: 'POST', path: REFRESH_PATH }).then((response) => {
      renewal.push(...response.setCookies);
      if (response.status === 200) return true;
      expired = true;
      for (const name of SESSION_COOKIE_NAMES) jar.delete(name);
      return false;
    }));
  const send: ApiTransport = async (apiRequest) => {
    const { status, headers, body } = await call(apiRequest);
    return { status, headers, body };
  };
  const api = withSessionRenewal(
    send,
    renew,
    () => renewal$ !== undefined || jar.has(REFRESH_COOKIE),
  );

  return {
    api,
    session: {
      get expired() {
        return expired;
      },
      get anonymous() {
        return SESSION_COOKIE_NAMES.every((name) => !jar.has(name));
      },
    },
    renewalCookies: () => [...renewal],
    tags: () => [...tags],
    until: () => until,
  };
}
