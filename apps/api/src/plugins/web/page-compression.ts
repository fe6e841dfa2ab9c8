import { constants } from 'node:zlib';

/**
 * How pages rendered per request are compressed (assets are precompressed at full quality; kept
 * pages are gzip'd once, nonce-gzip.ts). A module of its own, so bench/pages/floor.ts measures the
 * server's setting without loading the server.
 */

/**
 * The encodings, the server's preference first. Browsers that take zstd (Chrome and Edge since
 * 123, Firefox since 126) get it at its default level (3): on the home, list and product pages it
 * takes about the CPU of brotli at quality 1 (0.36–0.48 ms against 0.37–0.69 ms a page, measured
 * 2026-11-24) for 10 % fewer bytes (34.6 KB against 38.2 KB on the home page). Safari gets brotli.
 */
export const PAGE_ENCODINGS = ['zstd', 'br', 'gzip'] as const;

/**
 * Brotli at quality 1: on our 110–220 KB pages it takes half the CPU of quality 2 (0.4–0.7 ms
 * against 0.8–1.4 ms a page, measured 2026-11-24) for 9–10 % more bytes (about 3 KB); quality 2
 * took half the time of 4 for 7 % more.
 */
export const PAGE_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
