ALTER TABLE "marketplace_settings" ADD COLUMN "pay_bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pay_account_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pay_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pay_jazzcash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "pay_easypaisa" text DEFAULT '' NOT NULL;