-- search_words is derived from the products (0008 fills it again): emptied so the new columns can be NOT NULL.
DELETE FROM "search_words";--> statement-breakpoint
ALTER TABLE "search_words" DROP CONSTRAINT "search_words_pkey";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "form" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "products" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_word_form_pk" PRIMARY KEY("word","form");--> statement-breakpoint
CREATE INDEX "search_words_length_idx" ON "search_words" USING btree (length("word"));
