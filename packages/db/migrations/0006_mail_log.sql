ALTER TABLE "outbox_emails" RENAME TO "mail_log";--> statement-breakpoint
ALTER TABLE "mail_log" RENAME CONSTRAINT "outbox_emails_pkey" TO "mail_log_pkey";--> statement-breakpoint
DROP INDEX "outbox_emails_pending_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_to_idx";--> statement-breakpoint
ALTER TABLE "mail_log" ALTER COLUMN "status" SET DEFAULT 'sent';--> statement-breakpoint
-- The old outbox made no Message-ID: its rows get one from their id (pending ones keep it in the queue).
ALTER TABLE "mail_log" ADD COLUMN "message_id" text;--> statement-breakpoint
UPDATE "mail_log" SET "message_id" = '<' || "id"::text || '@outbox.lotus.invalid>';--> statement-breakpoint
ALTER TABLE "mail_log" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_log_to_idx" ON "mail_log" USING btree (lower("to_address"),"created_at");--> statement-breakpoint
CREATE INDEX "mail_log_pending_idx" ON "mail_log" USING btree ("created_at") WHERE "mail_log"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "mail_log" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_log" DROP COLUMN "run_after";--> statement-breakpoint
ALTER TABLE "mail_log" ADD CONSTRAINT "mail_log_message_id_unique" UNIQUE("message_id");
