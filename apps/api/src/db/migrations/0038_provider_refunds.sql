CREATE TABLE "provider_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"return_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_paisa" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_code" text,
	"provider_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_refunds_status_known" CHECK ("provider_refunds"."status" IN ('requested', 'refunded', 'refused', 'closed')),
	CONSTRAINT "provider_refunds_amount_positive" CHECK ("provider_refunds"."amount_paisa" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_txn_type" text;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_refunds_reference_unique" ON "provider_refunds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_refunds_one_open_per_return" ON "provider_refunds" USING btree ("return_id") WHERE "provider_refunds"."status" = 'requested';