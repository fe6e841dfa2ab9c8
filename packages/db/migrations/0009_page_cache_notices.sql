-- Changes that cached pages depend on are announced on the channel `lotus_cache` when their
-- transaction commits (NOTIFY is transactional), as "<version> <tag> <tag>…". The version comes
-- from one sequence, so every server copy orders the notices alike; a cached page remembers the
-- newest version its copy had seen when it began rendering and is stale once one of its tags has
-- a newer one. Tags: `product:<id>` (its page), `product:*` (every product page), `lists` (lists,
-- home shelves, search), `categories`, `content` (banners, the shop's setting).
CREATE SEQUENCE cache_version;--> statement-breakpoint
CREATE FUNCTION notify_cache(tags text) RETURNS void
  LANGUAGE sql
  AS $$ SELECT pg_notify('lotus_cache', nextval('cache_version') || ' ' || tags) $$;--> statement-breakpoint
-- The tags of the products a statement changed: each product's page and every list; past 50
-- products, every product page (a notice holds at most 8000 bytes).
CREATE FUNCTION product_cache_tags(ids uuid[]) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE WHEN cardinality(ids) > 50 THEN 'lists product:*'
      ELSE 'lists ' || coalesce((SELECT string_agg(DISTINCT 'product:' || id, ' ') FROM unnest(ids) id), '')
    END
  $$;--> statement-breakpoint
CREATE FUNCTION products_cache_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id) INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN PERFORM notify_cache(product_cache_tags(ids)); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Variants (stock), images and specifications name their product in product_id.
CREATE FUNCTION product_parts_cache_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN PERFORM notify_cache(product_cache_tags(ids)); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION content_cache_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM notify_cache(TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_cache_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_cache_notice();--> statement-breakpoint
CREATE TRIGGER products_cache_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_cache_notice();--> statement-breakpoint
CREATE TRIGGER products_cache_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_variants_cache_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_variants_cache_update AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_variants_cache_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_images_cache_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_images_cache_update AFTER UPDATE ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_images_cache_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_specifications_cache_insert AFTER INSERT ON product_specifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_specifications_cache_update AFTER UPDATE ON product_specifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER product_specifications_cache_delete AFTER DELETE ON product_specifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parts_cache_notice();--> statement-breakpoint
CREATE TRIGGER categories_cache AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('categories lists product:*');--> statement-breakpoint
CREATE TRIGGER intros_cache AFTER INSERT OR UPDATE OR DELETE ON intros
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('content');--> statement-breakpoint
CREATE TRIGGER settings_cache AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('content');
