CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paisa" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" IN ('Bank Transfer', 'JazzCash', 'Easypaisa', 'Cash')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"refundable_paisa" integer NOT NULL,
	CONSTRAINT "return_items_quantity_positive" CHECK ("return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refundable_paisa" integer NOT NULL,
	"refunded_paisa" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_status_known" CHECK ("return_requests"."status" IN ('requested', 'accepted', 'declined', 'escalated', 'received', 'refunded', 'closed')),
	CONSTRAINT "return_requests_reason_known" CHECK ("return_requests"."reason" IN ('damaged', 'wrong_item', 'not_as_described', 'other')),
	CONSTRAINT "return_requests_refund_within" CHECK ("return_requests"."refunded_paisa" BETWEEN 0 AND "return_requests"."refundable_paisa")
);
--> statement-breakpoint
CREATE TABLE "return_steps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_steps_status_known" CHECK ("return_steps"."status" IN ('requested', 'accepted', 'declined', 'escalated', 'received', 'refunded', 'closed')),
	CONSTRAINT "return_steps_actor_role_known" CHECK ("return_steps"."actor_role" IN ('customer', 'seller', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_actor_role_known";--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "return_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_steps" ADD CONSTRAINT "return_steps_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_return_idx" ON "refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_customer_created_idx" ON "return_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_store_created_idx" ON "return_requests" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_steps_return_idx" ON "return_steps" USING btree ("return_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" IN ('sale', 'collected-by-seller', 'commission', 'tax', 'payout', 'remittance', 'refund', 'refunded-by-seller'));--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_return_window_range" CHECK ("marketplace_settings"."return_window_days" BETWEEN 1 AND 90);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" IN ('status', 'payment', 'return'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_role_known" CHECK ("order_events"."actor_role" IN ('customer', 'seller', 'admin'));