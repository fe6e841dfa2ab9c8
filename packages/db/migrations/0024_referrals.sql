CREATE TYPE "public"."reward_status" AS ENUM('pending', 'approved', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "referral_attributions" (
	"invitee_id" uuid PRIMARY KEY NOT NULL,
	"inviter_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"source" text NOT NULL,
	"device_id" text,
	"first_order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_attributions_not_self" CHECK ("referral_attributions"."inviter_id" <> "referral_attributions"."invitee_id")
);
--> statement-breakpoint
CREATE TABLE "referral_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"how_it_works_vi" text NOT NULL,
	"how_it_works_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT false NOT NULL,
	"inviter_kind" text NOT NULL,
	"inviter_value" bigint NOT NULL,
	"inviter_cap" bigint,
	"invitee_kind" text NOT NULL,
	"invitee_value" bigint NOT NULL,
	"invitee_cap" bigint,
	"minimum_order" bigint DEFAULT 0 NOT NULL,
	"holding_days" integer DEFAULT 14 NOT NULL,
	"attribution_days" integer DEFAULT 30 NOT NULL,
	"monthly_cap_per_referrer" bigint,
	"budget" bigint,
	"budget_used" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_campaigns_kinds" CHECK ("referral_campaigns"."inviter_kind" IN ('FIXED', 'PERCENT') AND "referral_campaigns"."invitee_kind" IN ('FIXED', 'PERCENT')),
	CONSTRAINT "referral_campaigns_values" CHECK ("referral_campaigns"."inviter_value" >= 0 AND "referral_campaigns"."invitee_value" >= 0),
	CONSTRAINT "referral_campaigns_budget" CHECK ("referral_campaigns"."budget" IS NULL OR "referral_campaigns"."budget_used" <= "referral_campaigns"."budget"),
	CONSTRAINT "referral_campaigns_budget_used" CHECK ("referral_campaigns"."budget_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" uuid NOT NULL,
	"email" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"campaign_id" uuid,
	"order_id" uuid,
	"invitee_id" uuid,
	"reverses_id" uuid,
	"payout_id" uuid,
	"status" "reward_status",
	"capped_by" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_note" text,
	"order_total" bigint,
	"held_at" timestamp with time zone,
	"available_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_ledger_kind" CHECK ("referral_ledger"."kind" IN ('reward', 'reversal', 'spend', 'spend-return', 'payout')),
	CONSTRAINT "referral_ledger_sign" CHECK (CASE WHEN "referral_ledger"."kind" IN ('reward', 'spend-return') THEN "referral_ledger"."amount" >= 0 ELSE "referral_ledger"."amount" <= 0 END),
	CONSTRAINT "referral_ledger_status" CHECK (("referral_ledger"."kind" = 'reward') = ("referral_ledger"."status" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "referral_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"devices" text[] DEFAULT '{}'::text[] NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_payouts_positive" CHECK ("referral_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_campaign_id_referral_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."referral_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_campaign_id_referral_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."referral_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_ledger" ADD CONSTRAINT "referral_ledger_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_members" ADD CONSTRAINT "referral_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_members" ADD CONSTRAINT "referral_members_campaign_id_referral_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."referral_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_payouts" ADD CONSTRAINT "referral_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_attributions_inviter_idx" ON "referral_attributions" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_campaigns_window_idx" ON "referral_campaigns" USING btree ("is_active","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_invitations_once_a_day" ON "referral_invitations" USING btree ("inviter_id","email","day");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_ledger_reward_once" ON "referral_ledger" USING btree ("campaign_id","order_id","user_id") WHERE "referral_ledger"."kind" = 'reward';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_ledger_reverses_once" ON "referral_ledger" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_ledger_spend_once" ON "referral_ledger" USING btree ("order_id") WHERE "referral_ledger"."kind" = 'spend';--> statement-breakpoint
CREATE INDEX "referral_ledger_user_idx" ON "referral_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_ledger_order_idx" ON "referral_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "referral_ledger_due_idx" ON "referral_ledger" USING btree ("available_at") WHERE "referral_ledger"."kind" = 'reward' AND "referral_ledger"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_members_code_unique" ON "referral_members" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referral_payouts_user_idx" ON "referral_payouts" USING btree ("user_id","recorded_at");