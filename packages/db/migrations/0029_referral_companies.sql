CREATE TABLE "referral_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_company_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_company_users_role" CHECK ("referral_company_users"."role" IN ('manager', 'member'))
);
--> statement-breakpoint
CREATE TABLE "referral_payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"status" text NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "referral_payout_requests_positive" CHECK ("referral_payout_requests"."amount" > 0),
	CONSTRAINT "referral_payout_requests_status" CHECK ("referral_payout_requests"."status" IN ('open', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD COLUMN "seen_as" text;--> statement-breakpoint
ALTER TABLE "referral_campaigns" ADD COLUMN "minimum_payout" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "referral_members" ADD COLUMN "seen" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_company_users" ADD CONSTRAINT "referral_company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_company_users" ADD CONSTRAINT "referral_company_users_company_id_referral_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."referral_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payout_requests" ADD CONSTRAINT "referral_payout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payout_requests" ADD CONSTRAINT "referral_payout_requests_payout_id_referral_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."referral_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_companies_name_unique" ON "referral_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "referral_company_users_company_idx" ON "referral_company_users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_payout_requests_one_open" ON "referral_payout_requests" USING btree ("user_id") WHERE "referral_payout_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "referral_payout_requests_user_idx" ON "referral_payout_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_ledger_request_once" ON "referral_ledger" USING btree ("request_id");