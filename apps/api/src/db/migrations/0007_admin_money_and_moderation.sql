-- Issue 13, decisions 0019 (moderation) and 0020 (ledger): listings an admin hides, customers'
-- reports, the commission setting (one row) and the rate each order keeps, and per-store money:
-- an append-only ledger, a running balance per store, and settlements recorded by admins.
-- Orders placed before this keep the default 10% and are not in any ledger (in_ledger false): a
-- store's balance starts at zero on upgrade.
CREATE TABLE "product_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reports_reason_known" CHECK ("product_reports"."reason" IN ('counterfeit', 'prohibited', 'offensive', 'wrong-category', 'other')),
	CONSTRAINT "product_reports_status_known" CHECK ("product_reports"."status" IN ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"settlement_id" uuid,
	"reverses_id" uuid,
	"amount_paisa" bigint NOT NULL,
	"balance_after_paisa" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" IN ('sale', 'collected-by-seller', 'commission', 'tax', 'payout', 'remittance'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"commission_basis_points" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_settings_single_row" CHECK ("marketplace_settings"."id" = 1),
	CONSTRAINT "marketplace_settings_commission_range" CHECK ("marketplace_settings"."commission_basis_points" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"amount_paisa" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_direction_known" CHECK ("settlements"."direction" IN ('payout', 'remittance')),
	CONSTRAINT "settlements_method_known" CHECK ("settlements"."method" IN ('Bank Transfer', 'JazzCash', 'Easypaisa', 'Cash')),
	CONSTRAINT "settlements_amount_positive" CHECK ("settlements"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_balances" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"balance_paisa" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_ledger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_resolved_by_admins_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_balances" ADD CONSTRAINT "store_balances_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reports_one_open_idx" ON "product_reports" USING btree ("product_id","customer_id") WHERE "product_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "product_reports_status_created_idx" ON "product_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_store_created_idx" ON "ledger_entries" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_created_idx" ON "ledger_entries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "settlements_store_created_idx" ON "settlements" USING btree ("store_id","created_at");--> statement-breakpoint
INSERT INTO "marketplace_settings" ("id", "commission_basis_points") VALUES (1, 1000) ON CONFLICT DO NOTHING;
