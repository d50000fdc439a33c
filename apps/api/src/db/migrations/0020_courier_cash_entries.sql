CREATE TABLE "courier_cash_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"courier_code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_cash_entries_kind_known" CHECK ("courier_cash_entries"."kind" IN ('collected', 'fee', 'tax', 'remitted')),
	CONSTRAINT "courier_cash_entries_source_known" CHECK ("courier_cash_entries"."source" IN ('delivery', 'payments-api', 'statement'))
);
--> statement-breakpoint
ALTER TABLE "couriers" ADD COLUMN "remittance_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_cash_entries" ADD CONSTRAINT "courier_cash_entries_courier_code_couriers_code_fk" FOREIGN KEY ("courier_code") REFERENCES "public"."couriers"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "courier_cash_entries" ADD CONSTRAINT "courier_cash_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_cash_entries_order_kind_idx" ON "courier_cash_entries" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "courier_cash_entries_courier_kind_idx" ON "courier_cash_entries" USING btree ("courier_code","kind");