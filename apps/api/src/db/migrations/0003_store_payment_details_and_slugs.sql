ALTER TABLE "order_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_account_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_jazzcash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_easypaisa" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Slugs become store addresses (/store/{slug}): give a name without Latin letters one, and make
-- repeats unique by the tail of the store's id (random in a UUIDv7) before the index takes over.
UPDATE "stores" SET "slug" = 'store-' || right(replace("id"::text, '-', ''), 8) WHERE "slug" = '';--> statement-breakpoint
UPDATE "stores" AS s SET "slug" = s."slug" || '-' || right(replace(s."id"::text, '-', ''), 8)
FROM (SELECT "id", row_number() OVER (PARTITION BY "slug" ORDER BY "created_at", "id") AS rn FROM "stores") AS d
WHERE d."id" = s."id" AND d.rn > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_unique" ON "stores" USING btree ("slug");