-- Issue 33, decision 0047: one search in any script. Each product's words as search tokens (Roman
-- keys, Urdu keys and both scripts' consonant skeletons), written by the server on every save
-- because the normaliser and the glossary are the shared package's code. name_search_keys (its
-- name's alone) ranks the matches; search_keys (name, description and category) is what the index
-- finds. NULL until written: the server fills such rows in batches when it starts.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_keys" text[];
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "name_search_keys" text[];
--> statement-breakpoint
-- Written straight into the index, like the other search indexes (migration 0010).
CREATE INDEX IF NOT EXISTS "products_search_keys_idx" ON "products" USING gin ("search_keys") WITH (fastupdate = off);
