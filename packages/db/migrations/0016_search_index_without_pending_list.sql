-- The search text's trigram index without a pending list (fastupdate off): every write goes
-- straight into the index, so no search scans the recent writes one by one. Rebuilt to take the
-- setting and leave nothing pending.
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);