import { admin, growCatalogue } from '../lib/catalogue.ts';
const name = 'lotus_prof';
await admin('postgres://postgres@127.0.0.1:5432/test', `DROP DATABASE IF EXISTS "${name}"`);
await admin('postgres://postgres@127.0.0.1:5432/test', `CREATE DATABASE "${name}"`);
console.log(await growCatalogue(`postgres://postgres@127.0.0.1:5432/${name}`, 10_000));
