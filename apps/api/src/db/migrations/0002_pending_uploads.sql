CREATE TABLE "pending_uploads" (
	"url" text PRIMARY KEY NOT NULL,
	"thumb_url" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_uploads_created_idx" ON "pending_uploads" USING btree ("created_at");