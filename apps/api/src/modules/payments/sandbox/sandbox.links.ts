import type { AlepayValue } from '../gateways/alepay.protocol.ts';

/** `url` with `query` appended (after `&` when the URL already has a query, else `?`). */
export const withQuery = (url: string, query: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** Signed fields as a form-encoded query (a redirect's signed result). */
export const queryOf = (fields: Readonly<Record<string, AlepayValue>>) =>
  new URLSearchParams(
    Object.entries(fields).map(([key, value]): [string, string] => [key, String(value ?? '')]),
  ).toString();
