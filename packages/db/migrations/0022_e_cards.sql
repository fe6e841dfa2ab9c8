CREATE TABLE "card_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_contacts_source" CHECK ("card_contacts"."source" IN ('saved', 'given'))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text,
	"bio" text,
	"handles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank_bin" text,
	"bank_account" text,
	"bank_holder" text,
	"momo_account" text,
	"zalopay_account" text,
	"paypal_handle" text,
	"photo" text,
	"visibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"qr_scans" integer DEFAULT 0 NOT NULL,
	"vcard_downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_counters_non_negative" CHECK ("cards"."views" >= 0 AND "cards"."qr_scans" >= 0 AND "cards"."vcard_downloads" >= 0)
);
--> statement-breakpoint
ALTER TABLE "card_contacts" ADD CONSTRAINT "card_contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_contacts" ADD CONSTRAINT "card_contacts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_contacts_owner_card_unique" ON "card_contacts" USING btree ("owner_id","card_id");--> statement-breakpoint
CREATE INDEX "card_contacts_card_idx" ON "card_contacts" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_owner_unique" ON "cards" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_slug_unique" ON "cards" USING btree ("slug");