-- A cart line is marked with its order before the order row is written (one statement takes
-- the cart, the next writes the order), so the key is checked at commit.
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_order_id_orders_id_fk"
  FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE SET NULL
  DEFERRABLE INITIALLY DEFERRED;
