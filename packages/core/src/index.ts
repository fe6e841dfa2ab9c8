/** @lotus/core: the domain shared by the API and the web app. Pure TypeScript, no I/O. */
export * from './errors/error-codes.ts';
export * from './errors/result.ts';
export * from './errors/error-messages.ts';
export * from './errors/validation-messages.ts';
export * from './http/envelope.ts';
export * from './http/pagination.ts';
export * from './http/transport.ts';
export * from './i18n/language.ts';
export * from './money/money.ts';
export * from './catalog/catalog.constants.ts';
export * from './catalog/catalog.schema.ts';
export * from './cart/cart.rules.ts';
export * from './settings/client-setting.schema.ts';
export * from './accounts/account.schema.ts';
export * from './accounts/account.rules.ts';
