-- Issue 15, decision 0024: catalog reads that stay fast at 100k-1M products.
-- A stored search document, so that a search reads words from its index and rechecks a row without
-- computing to_tsvector again; the old expression index becomes unused.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_document" tsvector
  GENERATED ALWAYS AS (to_tsvector('english', "name" || ' ' || "description")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_document_idx" ON "products" USING gin ("search_document");
--> statement-breakpoint
DROP INDEX IF EXISTS "products_fts_idx";
--> statement-breakpoint
-- Listed products (not hidden) in each list's order: a page, and the ids skipped before it, are read
-- from one of these without sorting. store_id is carried along for the listing rule's anti-join, so
-- that skipping a deep page's rows reads only the index.
CREATE INDEX IF NOT EXISTS "products_listed_newest_idx" ON "products" ("created_at" DESC, "id" DESC) INCLUDE ("store_id") WHERE NOT "hidden";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_category_newest_idx" ON "products" ("category", "created_at" DESC, "id" DESC) INCLUDE ("store_id") WHERE NOT "hidden";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_store_newest_idx" ON "products" ("store_id", "created_at" DESC, "id" DESC) WHERE NOT "hidden";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_rating_idx" ON "products" ((("rating_sum")::double precision / NULLIF("rating_count", 0)) DESC NULLS LAST, "rating_count" DESC, "created_at" DESC) INCLUDE ("store_id") WHERE NOT "hidden";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_category_rating_idx" ON "products" ("category", (("rating_sum")::double precision / NULLIF("rating_count", 0)) DESC NULLS LAST, "rating_count" DESC, "created_at" DESC) INCLUDE ("store_id") WHERE NOT "hidden";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_name_idx" ON "products" ("name", "id" DESC) INCLUDE ("store_id") WHERE NOT "hidden";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_category_name_idx" ON "products" ("category", "name", "id" DESC) INCLUDE ("store_id") WHERE NOT "hidden";
--> statement-breakpoint
-- The price a buyer pays depends on the clock (a sale ends), so it cannot be indexed as one figure;
-- but without a sale it is the price, and with an open-ended sale it is the sale price (the check
-- products_sale_below_price keeps a sale price below the price). The price sorts merge those two
-- index orders with the few time-limited sales, sorted.
CREATE INDEX IF NOT EXISTS "products_listed_price_idx" ON "products" ("price_paisa") INCLUDE ("store_id") WHERE NOT "hidden" AND "sale_price_paisa" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_category_price_idx" ON "products" ("category", "price_paisa") INCLUDE ("store_id") WHERE NOT "hidden" AND "sale_price_paisa" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_sale_price_idx" ON "products" ("sale_price_paisa") INCLUDE ("store_id") WHERE NOT "hidden" AND "sale_price_paisa" IS NOT NULL AND "sale_ends_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_category_sale_price_idx" ON "products" ("category", "sale_price_paisa") INCLUDE ("store_id") WHERE NOT "hidden" AND "sale_price_paisa" IS NOT NULL AND "sale_ends_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_listed_timed_sale_idx" ON "products" ("category") INCLUDE ("store_id", "price_paisa", "sale_price_paisa", "sale_ends_at") WHERE NOT "hidden" AND "sale_price_paisa" IS NOT NULL AND "sale_ends_at" IS NOT NULL;
--> statement-breakpoint
-- Word similarity (`<%`, `%>`) costs about a hundred times a comparison; at the default cost of 1 the
-- planner reads a whole table row by row to count a search's matches instead of ORing the indexes.
-- A server that does not let the migration change the extension's functions keeps the default.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'word similarity keeps its default cost';
END
$$;
