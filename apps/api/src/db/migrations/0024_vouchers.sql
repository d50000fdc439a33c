CREATE TABLE "order_discounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"voucher_id" uuid,
	"code" text,
	"customer_id" uuid NOT NULL,
	"amount_paisa" integer NOT NULL,
	"funded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_discounts_funded_by_known" CHECK ("order_discounts"."funded_by" IN ('seller', 'marketplace', 'shared')),
	CONSTRAINT "order_discounts_amount_positive" CHECK ("order_discounts"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paisa" integer,
	"min_spend_paisa" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"product_ids" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"discount_given_paisa" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_type_known" CHECK ("vouchers"."type" IN ('percent', 'fixed')),
	CONSTRAINT "vouchers_status_known" CHECK ("vouchers"."status" IN ('active', 'paused', 'ended')),
	CONSTRAINT "vouchers_value_positive" CHECK ("vouchers"."value" > 0),
	CONSTRAINT "vouchers_uses_within_limit" CHECK ("vouchers"."usage_limit" IS NULL OR "vouchers"."uses" <= "vouchers"."usage_limit")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_voucher_customer_idx" ON "order_discounts" USING btree ("voucher_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_store_code_idx" ON "vouchers" USING btree ("store_id","code");