-- Decision 0018: a third role, admin (its own table, tokens and sign-in), an append-only audit of
-- admin actions, and a seller status (pending | verified | suspended, a CHECK like migration 0005's)
-- in place of the `verified` flag. New sellers start `pending`.
-- Existing sellers keep today's meaning: the flag defaulted to true and no flow ever cleared it, so
-- every seller has shown "verified" until now; each becomes `verified` (a row whose flag was cleared
-- by hand becomes `pending`), before the flag is dropped. Nobody loses a badge by upgrading.
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" "citext" NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "sellers_status_idx" ON "sellers" USING btree ("status");--> statement-breakpoint
UPDATE "sellers" SET "status" = CASE WHEN "verified" THEN 'verified' ELSE 'pending' END;--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "verified";--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_status_known" CHECK ("sellers"."status" IN ('pending', 'verified', 'suspended'));
