-- Searches read the catalog far more often than sellers write it. A GIN index's "fast update" keeps
-- new entries in an unsorted pending list that every search scans until a vacuum merges it (up to
-- 4 MB by default: several milliseconds on each search after a few hundred edits). Written straight
-- into the index instead, an edit costs a little more and every search stays as fast as the index.
ALTER INDEX "products_search_document_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "stores_name_trgm_idx" SET (fastupdate = off);
