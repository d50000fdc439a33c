-- The database checks the closed lists the API validates with (packages/shared: ORDER_STATUSES,
-- PAYMENT_STATUSES, PAYMENT_METHODS, COUNTRIES, CATEGORIES, ORDER_EVENT_KINDS, ORDER_ACTOR_ROLES).
-- CHECK constraints, not PostgreSQL enums: a new value is one migration that drops and re-adds the
-- constraint inside the migrations' transaction (ALTER TYPE ... ADD VALUE cannot be used in the
-- transaction that adds it, and an enum value can never be removed); the columns stay text, so
-- queries compare them with plain text parameters on PGlite and PostgreSQL alike.
-- Existing rows: every write path has validated these columns against the same lists since each
-- table was created, so no row is rewritten. A row changed by hand to another value makes this
-- migration fail, naming the constraint, and all of it rolls back (the start stops) rather than
-- guessing a value, such as a buyer's country; fix the row, then start again.
ALTER TABLE "products" ADD CONSTRAINT "products_category_known" CHECK ("products"."category" IN ('Handmade Clothing', 'Traditional Textiles', 'Crochet & Knitting', 'Jewelry & Accessories', 'Bags & Purses', 'Home Decor', 'Kitchen & Dining', 'Local Crafts', 'Organic & Herbal', 'Beauty & Care', 'Food & Homemade Items', 'Pet & Kids Items'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" IN ('status', 'payment'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_role_known" CHECK ("order_events"."actor_role" IN ('customer', 'seller'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_country_known" CHECK ("orders"."ship_country" IN ('Pakistan', 'India', 'Bangladesh'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('Cash on Delivery', 'Credit Card', 'Debit Card', 'Bank Transfer', 'Mobile Wallet'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_known" CHECK ("orders"."order_status" IN ('Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" IN ('Pending', 'Paid', 'Failed', 'Refunded'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_category_known" CHECK ("stores"."category" IN ('Handmade Clothing', 'Traditional Textiles', 'Crochet & Knitting', 'Jewelry & Accessories', 'Bags & Purses', 'Home Decor', 'Kitchen & Dining', 'Local Crafts', 'Organic & Herbal', 'Beauty & Care', 'Food & Homemade Items', 'Pet & Kids Items'));
