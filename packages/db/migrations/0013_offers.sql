CREATE TABLE "flash_sale_buyers" (
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_sale_buyers_item_id_user_id_pk" PRIMARY KEY("item_id","user_id"),
	CONSTRAINT "flash_sale_buyers_quantity_valid" CHECK ("flash_sale_buyers"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flash_sale_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"flash_price" integer NOT NULL,
	"quota" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "flash_sale_items_price_positive" CHECK ("flash_sale_items"."flash_price" > 0),
	CONSTRAINT "flash_sale_items_sold_within_quota" CHECK ("flash_sale_items"."sold" >= 0 AND "flash_sale_items"."sold" <= "flash_sale_items"."quota"),
	CONSTRAINT "flash_sale_items_limit_positive" CHECK ("flash_sale_items"."per_customer_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"concentrated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sales_window_valid" CHECK ("flash_sales"."starts_at" < "flash_sales"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "order_offer_uses" (
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "order_offer_uses_order_id_kind_ref_id_pk" PRIMARY KEY("order_id","kind","ref_id"),
	CONSTRAINT "order_offer_uses_kind_valid" CHECK ("order_offer_uses"."kind" IN ('VOUCHER', 'FLASH_SALE')),
	CONSTRAINT "order_offer_uses_quantity_positive" CHECK ("order_offer_uses"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"concentrated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "price_rules_type_valid" CHECK ("price_rules"."type" IN ('PERCENT', 'FIXED_PRICE', 'SUBTRACT')),
	CONSTRAINT "price_rules_value_valid" CHECK ("price_rules"."value" >= 0),
	CONSTRAINT "price_rules_window_valid" CHECK ("price_rules"."starts_at" < "price_rules"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"concentrated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"type" text NOT NULL,
	"discount_type" text DEFAULT 'PERCENT' NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"min_quantity" integer,
	"min_subtotal" integer,
	"gift_variant_id" uuid,
	"gift_quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "promotions_type_valid" CHECK ("promotions"."type" IN ('QUANTITY_BASED', 'ORDER_BASED', 'GIFT_PRODUCT')),
	CONSTRAINT "promotions_discount_type_valid" CHECK ("promotions"."discount_type" IN ('PERCENT', 'FIXED')),
	CONSTRAINT "promotions_window_valid" CHECK ("promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "user_vouchers" (
	"user_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_vouchers_user_id_voucher_id_pk" PRIMARY KEY("user_id","voucher_id"),
	CONSTRAINT "user_vouchers_used_valid" CHECK ("user_vouchers"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"concentrated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"code" text NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"total_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vouchers_type_valid" CHECK ("vouchers"."type" IN ('PERCENT', 'FIXED', 'QUANTITY')),
	CONSTRAINT "vouchers_window_valid" CHECK ("vouchers"."starts_at" < "vouchers"."ends_at"),
	CONSTRAINT "vouchers_used_within_limit" CHECK ("vouchers"."used" >= 0 AND ("vouchers"."total_limit" IS NULL OR "vouchers"."used" <= "vouchers"."total_limit")),
	CONSTRAINT "vouchers_per_customer_positive" CHECK ("vouchers"."per_customer_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rule_price" integer;--> statement-breakpoint
ALTER TABLE "products" drop column "current_price";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "current_price" integer GENERATED ALWAYS AS (LEAST(CASE WHEN sale_price IS NOT NULL AND sale_price < price THEN sale_price ELSE price END, coalesce(rule_price, price))) STORED;--> statement-breakpoint
ALTER TABLE "products" drop column "discount_percent";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_percent" integer GENERATED ALWAYS AS (((price - LEAST(CASE WHEN sale_price IS NOT NULL AND sale_price < price THEN sale_price ELSE price END, coalesce(rule_price, price)))::bigint * 100 / price)::integer) STORED;--> statement-breakpoint
CREATE INDEX "products_current_price_idx" ON "products" USING btree ("current_price");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent");--> statement-breakpoint
ALTER TABLE "flash_sale_buyers" ADD CONSTRAINT "flash_sale_buyers_item_id_flash_sale_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."flash_sale_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_buyers" ADD CONSTRAINT "flash_sale_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Checked at commit: an order records its uses before the one statement that writes it.
ALTER TABLE "order_offer_uses" ADD CONSTRAINT "order_offer_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_variant_id_product_variants_id_fk" FOREIGN KEY ("gift_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vouchers" ADD CONSTRAINT "user_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vouchers" ADD CONSTRAINT "user_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sale_items_sale_idx" ON "flash_sale_items" USING btree ("flash_sale_id");--> statement-breakpoint
CREATE INDEX "flash_sale_items_product_idx" ON "flash_sale_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "flash_sales_window_idx" ON "flash_sales" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "price_rules_window_idx" ON "price_rules" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "promotions_window_idx" ON "promotions" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "user_vouchers_voucher_idx" ON "user_vouchers" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_window_idx" ON "vouchers" USING btree ("ends_at","starts_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rule_price_valid" CHECK ("products"."rule_price" IS NULL OR ("products"."rule_price" >= 0 AND "products"."rule_price" <= "products"."price"));--> statement-breakpoint
-- Pages that show programmes (the home page's flash sale, a product's flash price, the vouchers)
-- name the tag `offers`; a rule's price reaches lists and product pages through products.rule_price.
CREATE TRIGGER price_rules_cache AFTER INSERT OR UPDATE OR DELETE ON price_rules
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('offers');--> statement-breakpoint
CREATE TRIGGER flash_sales_cache AFTER INSERT OR UPDATE OR DELETE ON flash_sales
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('offers');--> statement-breakpoint
CREATE TRIGGER flash_sale_items_cache AFTER INSERT OR UPDATE OR DELETE ON flash_sale_items
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('offers');--> statement-breakpoint
CREATE TRIGGER promotions_cache AFTER INSERT OR UPDATE OR DELETE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('offers');--> statement-breakpoint
CREATE TRIGGER vouchers_cache AFTER INSERT OR UPDATE OR DELETE ON vouchers
  FOR EACH STATEMENT EXECUTE FUNCTION content_cache_notice('offers');
