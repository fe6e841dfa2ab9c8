DROP INDEX "products_effective_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "current_price" integer GENERATED ALWAYS AS (CASE WHEN sale_price IS NOT NULL AND sale_price < price THEN sale_price ELSE price END) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_percent" integer GENERATED ALWAYS AS (CASE WHEN sale_price IS NOT NULL AND sale_price < price THEN ((price - sale_price)::bigint * 100 / price)::integer ELSE 0 END) STORED;--> statement-breakpoint
CREATE INDEX "products_current_price_idx" ON "products" USING btree ("current_price");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent");