ALTER TYPE "public"."stock_movement_kind" ADD VALUE 'sold';--> statement-breakpoint
ALTER TYPE "public"."stock_movement_kind" ADD VALUE 'returned';--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_valid";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_valid" CHECK (("stock_movements"."kind"::text = 'received' AND "stock_movements"."quantity" > 0) OR ("stock_movements"."kind"::text = 'adjusted' AND "stock_movements"."reason" IS NOT NULL) OR ("stock_movements"."kind"::text = 'sold' AND "stock_movements"."quantity" < 0) OR ("stock_movements"."kind"::text = 'returned' AND "stock_movements"."quantity" > 0));