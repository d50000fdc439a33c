-- Product variants (issue 18, decision 0030): a product's options, one row per combination with its
-- own stock and prices, and on each order item the variant sold and its options as written.
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"options" jsonb NOT NULL,
	"position" integer NOT NULL,
	"price_paisa" integer,
	"sale_price_paisa" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paisa" IS NULL OR "product_variants"."price_paisa" > 0),
	CONSTRAINT "product_variants_sale_nonnegative" CHECK ("product_variants"."sale_price_paisa" IS NULL OR "product_variants"."sale_price_paisa" >= 0),
	CONSTRAINT "product_variants_sale_below_price" CHECK ("product_variants"."sale_price_paisa" IS NULL OR "product_variants"."price_paisa" IS NULL OR "product_variants"."sale_price_paisa" < "product_variants"."price_paisa"),
	CONSTRAINT "product_variants_quantity_nonnegative" CHECK ("product_variants"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_options" jsonb;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_options_idx" ON "product_variants" USING btree ("product_id","options");--> statement-breakpoint
CREATE INDEX "product_variants_product_position_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");