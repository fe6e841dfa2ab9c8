-- A change to what a plain search reads (product_search, 0017: a product added or deleted, a
-- name or SKU, publication, priority or creation time set) is announced once per statement with
-- the tag `search`, so each server copy drops the search matches it keeps. An order's or a price
-- rule's update of prices, stock or sales sets none of these columns and keeps them.
CREATE TRIGGER products_search_cache_insert_delete AFTER INSERT OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('search');--> statement-breakpoint
CREATE TRIGGER products_search_cache_update
  AFTER UPDATE OF name_vi, name_en, sku, is_published, priority, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('search');
