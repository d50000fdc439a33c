ALTER TABLE "customers" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;