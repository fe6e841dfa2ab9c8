CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of a search text: its runs of letters and digits (plain, so a LIKE pattern made of
-- one needs no escaping).
CREATE FUNCTION search_text_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table($1, '[^[:alnum:]]+') AS w WHERE w <> '' $$;--> statement-breakpoint
CREATE FUNCTION products_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word) SELECT search_text_words(NEW.search_text) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name_vi, name_en, sku ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT search_text_words(search_text) FROM products ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The planner estimates a search condition by running it on the column's sampled values; at
-- the default statistics target that alone cost over a millisecond per search. Ten samples still
-- pick the trigram index.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 10;--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "search_words";
