import { CATEGORIES } from "@marketplace/shared/categories";
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/create-db.ts";

/**
 * Fills a fresh database with a large catalog using set-based SQL: sellers, stores and products
 * in a few statements, each product with one image (a handful of URLs shared, as files do not matter
 * here).
 */
export async function generateCatalog(db: Database, options: { stores: number; products: number }) {
  const categories = sql.raw(`ARRAY[${CATEGORIES.map((c) => `'${c.replace(/'/g, "''")}'`).join(",")}]`);
  const words = sql.raw(
    "ARRAY['Phulkari','Ajrak','Crochet','Kundan','Khaddar','Rilli','Clay','Brass','Walnut','Apricot','Lawn','Mirror','Silk','Cotton','Pottery','Shawl','Dupatta','Cushion','Basket','Lamp']",
  );
  await db.execute(sql`
    INSERT INTO sellers (id, name, email, phone, password_hash)
    SELECT gen_random_uuid(), 'Bench Seller ' || g, 'bench-seller-' || g || '@bench.pk', '03000000000', 'x'
    FROM generate_series(1, ${options.stores}) AS g`);
  await db.execute(sql`
    INSERT INTO stores (id, seller_id, name, slug, category, description)
    SELECT gen_random_uuid(), s.id, 'Bench Store ' || s.n, 'bench-store-' || s.n,
           (${categories})[1 + (s.n % 12)], 'A generated store for the benchmark, number ' || s.n
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM sellers) s`);
  await db.execute(sql`
    INSERT INTO products (id, store_id, name, description, category, price_paisa, sale_price_paisa, quantity, created_at, updated_at)
    SELECT gen_random_uuid(), st.id,
           (${words})[1 + (g % 20)] || ' ' || (${words})[1 + ((g / 20) % 20)] || ' no. ' || g,
           'Handmade ' || lower((${words})[1 + ((g / 7) % 20)]) || ' piece from a generated catalog.',
           (${categories})[1 + (g % 12)],
           10000 + (g * 7919) % 900000,
           CASE WHEN g % 5 = 0 THEN 5000 + (g * 7919) % 5000 ELSE NULL END,
           g % 40,
           now() - (g || ' seconds')::interval,
           now()
    FROM generate_series(1, ${options.products}) AS g
    JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS idx FROM stores) st ON st.idx = g % ${options.stores}`);
  await db.execute(sql`
    INSERT INTO product_images (id, product_id, position, url, thumb_url)
    SELECT gen_random_uuid(), id, 0, '/uploads/products/bench.webp', '/uploads/products/bench-thumb.webp' FROM products`);
  await db.execute(sql`ANALYZE`);
}
