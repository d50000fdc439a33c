ALTER TABLE "customers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_language_known" CHECK ("customers"."language" IN ('en', 'ur'));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_language_known" CHECK ("sellers"."language" IN ('en', 'ur'));