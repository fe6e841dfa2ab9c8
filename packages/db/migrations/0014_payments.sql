ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"txn_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_url" text,
	"card_id" uuid,
	"result_code" text,
	"transaction_no" text,
	"gateway_message" jsonb,
	"refund_reason" text,
	"refund_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_status_valid" CHECK ("payment_attempts"."status" IN ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUND_DUE', 'REFUNDED')),
	CONSTRAINT "payment_attempts_gateway_valid" CHECK ("payment_attempts"."gateway" IN ('VNPAY', 'ALEPAY')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"first_six" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"transaction_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"result_code" text,
	"request" jsonb NOT NULL,
	"card_token" text,
	"otp_failures" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"first_six" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_cards_mask_digits" CHECK ("saved_cards"."first_six" ~ '^[0-9]{6}$' AND "saved_cards"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_txn_ref_unique" ON "payment_attempts" USING btree ("gateway","txn_ref");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_refund_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" IN ('REFUND_DUE', 'REFUNDED');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_paid" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'PAID';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_ref_unique" ON "sandbox_transactions" USING btree ("gateway","merchant_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_no_unique" ON "sandbox_transactions" USING btree ("transaction_no");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_token_unique" ON "saved_cards" USING btree ("token");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id","created_at");