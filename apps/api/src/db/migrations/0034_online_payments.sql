CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "payment_events_kind_known" CHECK ("payment_events"."kind" IN ('started', 'answer', 'inquiry', 'refused', 'expired', 'late-paid')),
	CONSTRAINT "payment_events_provider_known" CHECK ("payment_events"."provider" IN ('jazzcash', 'easypaisa'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "payment_orders_payment_id_order_id_pk" PRIMARY KEY("payment_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_paisa" integer NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"voucher_token" text,
	"voucher_expires_at" timestamp with time zone,
	"provider_transaction_id" text,
	"provider_code" text,
	"provider_message" text,
	"paid_at" timestamp with time zone,
	"late_paid_at" timestamp with time zone,
	"inquiry_backoff_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" IN ('jazzcash', 'easypaisa')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('initiated', 'pending', 'paid', 'failed', 'expired', 'refunded')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paisa" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_order_idx" ON "payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('Cash on Delivery', 'Credit Card', 'Debit Card', 'Bank Transfer', 'Mobile Wallet', 'JazzCash', 'Easypaisa'));