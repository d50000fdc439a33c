-- Word search (stems) over name and description, and trigram search for typos and partial words.
CREATE INDEX IF NOT EXISTS products_fts_idx ON products USING gin (to_tsvector('english', name || ' ' || description));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stores_name_trgm_idx ON stores USING gin (name gin_trgm_ops);
--> statement-breakpoint
-- Hot Deals and the on-sale filter look only at products with a sale price.
CREATE INDEX IF NOT EXISTS products_on_sale_idx ON products (created_at DESC) WHERE sale_price_paisa IS NOT NULL;
