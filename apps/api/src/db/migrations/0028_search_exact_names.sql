-- Issue 33, decision 0047: a search ranks a product whose name is the query first. The listed
-- products by their names in lower case, so that those few are read from an index and the rest of
-- the first page from the newest-first index, not by ranking every match.
CREATE INDEX IF NOT EXISTS "products_listed_lower_name_idx" ON "products" (lower("name")) WHERE NOT "hidden";
