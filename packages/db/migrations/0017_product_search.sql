CREATE TABLE "product_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"is_published" boolean NOT NULL,
	"priority" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Statistics as for products.search_text (0004): the planner estimates a search condition on
-- the samples.
ALTER TABLE "product_search" ALTER COLUMN "search_text" SET STATISTICS 10;--> statement-breakpoint
-- Keeps product_search equal to the products: a new product adds its row, a change to what
-- search reads (names, SKU, published, order) rewrites it, a deleted product's row goes with it
-- (the foreign key cascades).
CREATE FUNCTION products_search_row() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO product_search (id, search_text, is_published, priority, created_at)
    VALUES (NEW.id, NEW.search_text, NEW.is_published, NEW.priority, NEW.created_at)
    ON CONFLICT (id) DO UPDATE SET search_text = EXCLUDED.search_text,
      is_published = EXCLUDED.is_published, priority = EXCLUDED.priority,
      created_at = EXCLUDED.created_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_row_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_row();--> statement-breakpoint
CREATE TRIGGER products_search_row_update
  AFTER UPDATE OF name_vi, name_en, sku, is_published, priority, created_at ON products
  FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.is_published IS DISTINCT FROM NEW.is_published
    OR OLD.priority IS DISTINCT FROM NEW.priority OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION products_search_row();--> statement-breakpoint
INSERT INTO product_search (id, search_text, is_published, priority, created_at)
  SELECT id, search_text, is_published, priority, created_at FROM products;--> statement-breakpoint
ANALYZE "product_search";
