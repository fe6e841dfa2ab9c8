/**
 * The API as in production, plus two benchmark-only routes: `/bench/baseline` (the same 20
 * products with variants, price and stock from one hand-written SQL query, the anchor of
 * research/performance.md A6) and `/bench/stats` (SQL statements sent so far).
 */
import { migrate, openDatabase } from '@lotus/db';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { serveUntilTerm } from '../lib/server.ts';

// Count every statement any pooled client sends.
let statements = 0;
const send = Reflect.get(pg.Client.prototype, 'query') as (...args: unknown[]) => unknown;
Reflect.set(pg.Client.prototype, 'query', function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return send.apply(this, args);
});

const config = loadConfig();
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl!, poolSize: 10 });
await migrate(database);
const app = await buildApp(config, { database, logger: false, jwtSecret: 'bench'.padEnd(40, '-') });

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
const BASELINE = `
  SELECT p.id, p.slug, p.sku, p.name_vi AS name, p.price, p.sale_price AS "salePrice",
    (SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'colour', v.colour, 'size', v.size,
       'stock', v.stock) ORDER BY v.position) FROM product_variants v WHERE v.product_id = p.id) AS variants,
    (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
  FROM products p WHERE p.is_published ORDER BY p.priority, p.created_at DESC, p.id LIMIT 20`;
app.get('/bench/baseline', { config: { access: 'public' } }, async () => ({
  success: true,
  data: (await pool.query({ name: 'baseline', text: BASELINE })).rows,
}));
app.get('/bench/stats', { config: { access: 'public' } }, () => Promise.resolve({ statements }));
app.addHook('onClose', () => pool.end());

await serveUntilTerm(app, database, config.port);
