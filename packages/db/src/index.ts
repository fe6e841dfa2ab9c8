/** @lotus/db: the schema, the two drivers, migrations and the demo shop. */
export * from './client.ts';
export * from './migrate.ts';
export * from './errors.ts';
export * from './notices.ts';
export * from './rows.ts';
export * from './vn-admin.ts';
export * as schema from './schema/index.ts';
