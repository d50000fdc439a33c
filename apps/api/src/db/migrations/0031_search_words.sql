-- Issue 33, decision 0047: the catalog's own words, for typos that stay cheap. Every search token a
-- product has (its words' keys in both scripts and their spelling variants), added by the server
-- whenever it writes a product's tokens and never removed; `word` is the key's letters without the
-- tag, under a trigram index, so that a typed word the catalog does not have is corrected against
-- this small table and then matched exactly in the products' token index, instead of comparing it
-- with every product's name.
CREATE TABLE IF NOT EXISTS "search_words" (
  "token" text PRIMARY KEY NOT NULL,
  "word" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
INSERT INTO "search_words" ("token", "word")
SELECT DISTINCT t, substr(t, 3) FROM "products", unnest("search_keys") AS t
ON CONFLICT ("token") DO NOTHING;
--> statement-breakpoint
-- The ranked order's parts (a page of a search, decision 0047) ask whether a product's name has the
-- typed words: a rare word's few products are read from this index, a common word's from the
-- newest-first index, as the name tokens' own statistics tell the planner.
CREATE INDEX IF NOT EXISTS "products_name_search_keys_idx" ON "products" USING gin ("name_search_keys") WITH (fastupdate = off);
--> statement-breakpoint
-- Products whose tokens the server has not written yet (written straight into the table), which a
-- search still finds by part of their names or a typo until it has: usually none, read from here.
CREATE INDEX IF NOT EXISTS "products_without_search_keys_idx" ON "products" ("id") WHERE "search_keys" IS NULL;
