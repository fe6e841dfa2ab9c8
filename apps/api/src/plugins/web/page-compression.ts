import { constants } from 'node:zlib';

/**
 * Fast brotli for pages rendered per request (assets are precompressed at full quality). Quality
 * 2 takes half the time of 4 on our pages (0.4–1 ms for 80–150 KB) for 7 % more bytes; quality 1
 * is slower still on the home page. A module of its own, so bench/pages/floor.ts measures the
 * server's setting without loading the server.
 */
export const PAGE_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };
