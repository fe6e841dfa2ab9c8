import type { Plugin } from 'vite';
import type { Language, Localized } from '@lotus/core';

/**
 * `import { errors, validation } from 'virtual:core-messages/vi'`, and
 * `import { VALIDATION_KEYS } from 'virtual:core-messages/keys'`.
 */
const PREFIX = 'virtual:core-messages/';
const RESOLVED = `\0${PREFIX}`;

/** Core's tables with both languages, read by Node as the API reads them (type stripping). */
const TABLES = {
  errors: new URL('../../../packages/core/src/errors/error-messages.ts', import.meta.url),
  validation: new URL('../../../packages/core/src/errors/validation-messages.ts', import.meta.url),
};

/** One language's column of a bilingual table (`{ CODE: { vi, en } }` → `{ CODE }`). */
function pickLanguage(table: Record<string, Localized>, lang: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, words]) => [key, words[lang]]));
}

/**
 * The words of core's error codes and validation keys in one language, as a module of plain
 * strings: the `errors` and `validation` dictionaries of `locales/{vi,en}/index.ts`. Core keeps
 * both languages in one table (the API answers in either); a page needs only its own, and the
 * other language's words would ride along in every page's first load (decision 021). The
 * validation keys alone come as a set, for telling a known key from an unknown one without
 * loading the words.
 */
export function coreMessages(): Plugin {
  return {
    name: 'lotus:core-messages',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      for (const file of Object.values(TABLES)) this.addWatchFile(file.pathname);
      // A query per build, so an edited table is read again by the dev server.
      const version = `?t=${Date.now()}`;
      const { ERROR_MESSAGES } = (await import(TABLES.errors.href + version)) as {
        ERROR_MESSAGES: Record<string, Localized>;
      };
      const { VALIDATION_MESSAGES } = (await import(TABLES.validation.href + version)) as {
        VALIDATION_MESSAGES: Record<string, Localized>;
      };
      if (name === 'keys') {
        return `export const VALIDATION_KEYS = new Set(${JSON.stringify(Object.keys(VALIDATION_MESSAGES))});`;
      }
      const lang = name as Language;
      return [
        `export const errors = ${JSON.stringify(pickLanguage(ERROR_MESSAGES, lang))};`,
        `export const validation = ${JSON.stringify(pickLanguage(VALIDATION_MESSAGES, lang))};`,
      ].join('\n');
    },
  };
}
