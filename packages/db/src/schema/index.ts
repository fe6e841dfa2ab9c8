export * from './users.ts';
export * from './auth.ts';
export * from './outbox.ts';
export * from './catalog.ts';
export * from './settings.ts';
