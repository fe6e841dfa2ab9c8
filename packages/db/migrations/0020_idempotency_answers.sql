ALTER TABLE "idempotency_keys" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "refusal" jsonb;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_one_answer" CHECK (("idempotency_keys"."order_id" IS NOT NULL AND "idempotency_keys"."response" IS NOT NULL AND "idempotency_keys"."refusal" IS NULL) OR ("idempotency_keys"."order_id" IS NULL AND "idempotency_keys"."response" IS NULL AND "idempotency_keys"."refusal" IS NOT NULL));