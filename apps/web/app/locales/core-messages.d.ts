/** Core's error and validation words in one language (build-plugins/core-messages.ts). */
declare module 'virtual:core-messages/*' {
  import type { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@lotus/core';

  export const errors: Record<keyof typeof ERROR_MESSAGES, string>;
  export const validation: Record<keyof typeof VALIDATION_MESSAGES, string>;
}

/** The validation keys of core's table, for `validationKey` (lib/form-errors.ts). */
declare module 'virtual:core-messages/keys' {
  import type { ValidationKey } from '@lotus/core';

  export const VALIDATION_KEYS: ReadonlySet<ValidationKey>;
}
