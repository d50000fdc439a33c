CREATE TABLE "campaign_products" (
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ur" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paisa" integer,
	"funded_by" text NOT NULL,
	"marketplace_share" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_type_known" CHECK ("campaigns"."type" IN ('percent', 'fixed')),
	CONSTRAINT "campaigns_funded_by_known" CHECK ("campaigns"."funded_by" IN ('marketplace', 'seller', 'shared')),
	CONSTRAINT "campaigns_value_positive" CHECK ("campaigns"."value" > 0),
	CONSTRAINT "campaigns_share_percent" CHECK ("campaigns"."marketplace_share" BETWEEN 0 AND 100),
	CONSTRAINT "campaigns_ends_after_start" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketplace_discount_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD COLUMN "marketplace_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_products_product_idx" ON "campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_running_idx" ON "campaigns" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;