CREATE TABLE "membership_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"price" bigint NOT NULL,
	"duration_days" integer NOT NULL,
	"max_published" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_plans_values" CHECK ("membership_plans"."price" >= 0 AND "membership_plans"."duration_days" > 0),
	CONSTRAINT "membership_plans_max" CHECK ("membership_plans"."max_published" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"txn_ref" text,
	"payment_url" text,
	"result_code" text,
	"gateway_message" jsonb,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"recorded_by" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_purchases_status" CHECK ("membership_purchases"."status" IN ('pending', 'paid', 'failed')),
	CONSTRAINT "membership_purchases_amount" CHECK ("membership_purchases"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_memberships" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"max_published" integer NOT NULL,
	"published_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reminded_for" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_memberships_count" CHECK ("provider_memberships"."published_count" >= 0),
	CONSTRAINT "provider_memberships_max" CHECK ("provider_memberships"."max_published" > 0),
	CONSTRAINT "provider_memberships_status" CHECK ("provider_memberships"."status" IN ('active', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"search_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"tax_code" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "providers_status" CHECK ("providers"."status" IN ('pending', 'approved', 'rejected', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "solution_favourites" (
	"user_id" uuid NOT NULL,
	"solution_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "solution_favourites_user_id_solution_id_pk" PRIMARY KEY("user_id","solution_id")
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_vi" text NOT NULL,
	"summary_en" text NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" bigint,
	"demo_url" text,
	"docs_url" text,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"review_state" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"live" jsonb,
	"live_category" text,
	"live_price" bigint,
	"search_text" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "solutions_category" CHECK ("solutions"."category" IN ('robots', 'integration', 'programming', 'maintenance', 'consulting')),
	CONSTRAINT "solutions_review_state" CHECK ("solutions"."review_state" IN ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "solutions_counts" CHECK ("solutions"."views" >= 0 AND "solutions"."favourites" >= 0),
	CONSTRAINT "solutions_links_https" CHECK (("solutions"."demo_url" IS NULL OR "solutions"."demo_url" LIKE 'https://%') AND ("solutions"."docs_url" IS NULL OR "solutions"."docs_url" LIKE 'https://%'))
);
--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_provider_id_providers_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_purchases" ADD CONSTRAINT "membership_purchases_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_memberships" ADD CONSTRAINT "provider_memberships_provider_id_providers_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_memberships" ADD CONSTRAINT "provider_memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_favourites" ADD CONSTRAINT "solution_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_favourites" ADD CONSTRAINT "solution_favourites_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_provider_id_providers_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_purchases_provider_idx" ON "membership_purchases" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_purchases_ref_unique" ON "membership_purchases" USING btree ("method","txn_ref");--> statement-breakpoint
CREATE INDEX "provider_memberships_expiry_idx" ON "provider_memberships" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "providers_status_idx" ON "providers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "solutions_provider_idx" ON "solutions" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "solutions_review_idx" ON "solutions" USING btree ("review_state","submitted_at");--> statement-breakpoint
CREATE INDEX "solutions_live_idx" ON "solutions" USING btree ("live_category","live_price") WHERE "solutions"."published" AND "solutions"."live" IS NOT NULL;