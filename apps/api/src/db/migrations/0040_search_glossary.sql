CREATE TABLE "search_glossary_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"urdu" text[] DEFAULT '{}'::text[] NOT NULL,
	"roman" text[] DEFAULT '{}'::text[] NOT NULL,
	"english" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "search_glossary_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "search_glossary_entries_key_shape" CHECK ("search_glossary_entries"."key" ~ '^[a-z][a-z0-9-]{1,39}$'),
	CONSTRAINT "search_glossary_entries_has_spelling" CHECK (cardinality("search_glossary_entries"."urdu") + cardinality("search_glossary_entries"."roman") > 0)
);
--> statement-breakpoint
ALTER TABLE "search_glossary_entries" ADD CONSTRAINT "search_glossary_entries_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_glossary_entries" ADD CONSTRAINT "search_glossary_entries_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;