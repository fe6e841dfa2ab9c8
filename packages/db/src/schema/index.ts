export * from './users.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './catalog.ts';
export * from './settings.ts';
export * from './orders.ts';
export * from './offers.ts';
export * from './payments.ts';
