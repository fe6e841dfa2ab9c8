import { constants } from 'node:zlib';

/**
 * Fast brotli for pages rendered per request (assets are precompressed at full quality). On our
 * 110–220 KB pages quality 1 takes half the CPU of quality 2 (0.4–0.7 ms against 0.8–1.4 ms a
 * page, measured 2026-11-24) for 9–10 % more bytes (about 3 KB); quality 2 took half the time of
 * 4 for 7 % more. A module of its own, so bench/pages/floor.ts measures the server's setting
 * without loading the server.
 */
export const PAGE_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
