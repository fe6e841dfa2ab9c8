-- Edit distance for typo correction (PGlite ships it too).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The words of a product's names and SKU, each as search matches it (lower-cased, without
-- diacritics, letters and digits only, like search_text's words) and as the names write it.
CREATE FUNCTION product_word_forms(name_vi text, name_en text, sku text)
  RETURNS TABLE (word text, form text)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT DISTINCT f_unaccent(t), t
    FROM regexp_split_to_table(lower(name_vi || ' ' || name_en || ' ' || sku), '[^[:alnum:]]+') AS t
    WHERE t <> '' AND f_unaccent(t) ~ '^[[:alnum:]]+$'
  $$;--> statement-breakpoint
-- The optimal string alignment distance: insertions, deletions, substitutions and a swap of two
-- neighbouring letters each count one ("thnu" is one edit from "thun"; Levenshtein counts two).
-- Called only on the few words levenshtein_less_equal lets through.
CREATE FUNCTION osa_distance(a text, b text) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  w integer := lb + 1;
  d integer[];
  i integer;
  j integer;
  v integer;
BEGIN
  IF la = 0 THEN RETURN lb; END IF;
  IF lb = 0 THEN RETURN la; END IF;
  d := array_fill(0, ARRAY[(la + 1) * w]);
  FOR i IN 0..la LOOP d[i * w + 1] := i; END LOOP;
  FOR j IN 0..lb LOOP d[j + 1] := j; END LOOP;
  FOR i IN 1..la LOOP
    FOR j IN 1..lb LOOP
      v := least(
        d[(i - 1) * w + j + 1] + 1,
        d[i * w + j] + 1,
        d[(i - 1) * w + j] + CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END);
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1)
          AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        v := least(v, d[(i - 2) * w + j - 1] + 1);
      END IF;
      d[i * w + j + 1] := v;
    END LOOP;
  END LOOP;
  RETURN d[la * w + lb + 1];
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_words ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_words();--> statement-breakpoint
DROP FUNCTION IF EXISTS search_text_words(text);--> statement-breakpoint
-- Keeps search_words equal to the words of the published products: a product that is renamed,
-- unpublished or deleted gives its old words back (a word no product carries leaves), a published
-- one adds its new words. Words are taken in order, so concurrent writers lock them in one order.
CREATE FUNCTION products_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_published THEN
    UPDATE search_words s SET products = s.products - 1
      FROM product_word_forms(OLD.name_vi, OLD.name_en, OLD.sku) o
      WHERE s.word = o.word AND s.form = o.form;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_published THEN
    INSERT INTO search_words (word, form, products)
      SELECT n.word, n.form, 1 FROM product_word_forms(NEW.name_vi, NEW.name_en, NEW.sku) n
      ORDER BY n.word, n.form
      ON CONFLICT (word, form) DO UPDATE SET products = search_words.products + 1;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.is_published THEN
    DELETE FROM search_words s
      USING product_word_forms(OLD.name_vi, OLD.name_en, OLD.sku) o
      WHERE s.word = o.word AND s.form = o.form AND s.products <= 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name_vi, name_en, sku, is_published ON products
  FOR EACH ROW
  WHEN (OLD.name_vi IS DISTINCT FROM NEW.name_vi OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.is_published IS DISTINCT FROM NEW.is_published)
  EXECUTE FUNCTION products_search_words();--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words();--> statement-breakpoint
INSERT INTO search_words (word, form, products)
  SELECT f.word, f.form, count(*)::integer
  FROM products p CROSS JOIN LATERAL product_word_forms(p.name_vi, p.name_en, p.sku) f
  WHERE p.is_published
  GROUP BY f.word, f.form;--> statement-breakpoint
ANALYZE "search_words";
