CREATE TABLE "order_installments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"scheme" text NOT NULL,
	"months" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"monthly" bigint NOT NULL,
	"last_month" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_installments_scheme_valid" CHECK ("order_installments"."scheme" IN ('VISA', 'MASTERCARD', 'JCB')),
	CONSTRAINT "order_installments_months_valid" CHECK ("order_installments"."months" IN (3, 6, 9, 12)),
	CONSTRAINT "order_installments_sums" CHECK ("order_installments"."total" = "order_installments"."amount" + "order_installments"."fee" AND "order_installments"."monthly" * ("order_installments"."months" - 1) + "order_installments"."last_month" = "order_installments"."total")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_methods_valid";--> statement-breakpoint
ALTER TABLE "order_installments" ADD CONSTRAINT "order_installments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_methods_valid" CHECK ("orders"."payment_method" IN ('ONLINE', 'COD', 'THEGHINO', 'INSTALLMENT') AND "orders"."delivery_method" IN ('STANDARD', 'EXPRESS'));