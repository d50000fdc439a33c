CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"side" text NOT NULL,
	"content_type" text NOT NULL,
	"encrypted" boolean NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_side_known" CHECK ("kyc_documents"."side" IN ('front', 'back'))
);
--> statement-breakpoint
CREATE TABLE "kyc_erasures" (
	"seller_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_erasures_seller_id_pk" PRIMARY KEY("seller_id")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"scheduled_for" date,
	"cutoff" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_runs_status_known" CHECK ("payout_runs"."status" IN ('proposed', 'approved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"amount_paisa" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"account_type" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"wallet_number" text DEFAULT '' NOT NULL,
	"account_title" text NOT NULL,
	"reference" text NOT NULL,
	"bank_reference" text,
	"reason" text,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" IN ('proposed', 'held', 'sent', 'paid', 'failed')),
	CONSTRAINT "payouts_account_type_known" CHECK ("payouts"."account_type" IN ('bank', 'jazzcash', 'easypaisa')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "seller_kyc" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"cnic" text NOT NULL,
	"account_type" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"wallet_number" text DEFAULT '' NOT NULL,
	"account_title" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "seller_kyc_account_type_known" CHECK ("seller_kyc"."account_type" IN ('bank', 'jazzcash', 'easypaisa'))
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "kyc_status" text DEFAULT 'not_submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "sellers_public_before_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "payout_hold_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "payout_weekday" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_approved_by_admins_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_kyc" ADD CONSTRAINT "seller_kyc_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_kyc" ADD CONSTRAINT "seller_kyc_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_seller_idx" ON "kyc_documents" USING btree ("seller_id","side","created_at");--> statement-breakpoint
CREATE INDEX "kyc_erasures_due_idx" ON "kyc_erasures" USING btree ("due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_scheduled_for_unique" ON "payout_runs" USING btree ("scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_one_proposed" ON "payout_runs" USING btree ("status") WHERE "payout_runs"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "payout_runs_created_idx" ON "payout_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_run_store_unique" ON "payouts" USING btree ("run_id","store_id");--> statement-breakpoint
CREATE INDEX "payouts_store_idx" ON "payouts" USING btree ("store_id");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_kyc_status_known" CHECK ("sellers"."kyc_status" IN ('not_submitted', 'submitted', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_payout_hold_days_range" CHECK ("marketplace_settings"."payout_hold_days" BETWEEN 0 AND 60);--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_payout_weekday_range" CHECK ("marketplace_settings"."payout_weekday" BETWEEN 0 AND 6);--> statement-breakpoint
-- A marketplace upgraded with sellers already selling keeps their listings public until the operator
-- turns this off (decision 0051); a new one starts with listings hidden until approval.
INSERT INTO "marketplace_settings" ("id", "sellers_public_before_approval")
SELECT 1, true WHERE EXISTS (SELECT 1 FROM "sellers")
ON CONFLICT ("id") DO UPDATE SET "sellers_public_before_approval" = true;
