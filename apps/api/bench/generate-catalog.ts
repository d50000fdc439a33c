import { indexTokens } from "@marketplace/shared/search/search-plan";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Executor } from "../src/db/create-db.ts";
import { hashPassword } from "../src/modules/auth/password-hashing.ts";
import { nameTokens, otherTokens } from "../src/modules/catalog/search.keys.ts";
import { CITIES, COLOURS, CRAFT_ITEMS, MATERIALS } from "./craft-vocabulary.ts";
import { CountRow, queryRows } from "./query-rows.ts";

export interface CatalogSize {
  products: number;
  stores: number;
  /** Average reviews per product (each one on a delivered order line, as the app requires). */
  reviewsPerProduct: number;
}

/** Every generated seller and customer signs in with this password (the bench's checkout and dashboard). */
export const BENCH_PASSWORD = "bench-password-1";
export const benchCustomerEmail = (n: number) => `bench-customer-${n}@bench.pk`;
export const benchSellerEmail = (n: number) => `bench-seller-${n}@bench.pk`;

/**
 * Ids are made from a kind and a row number, so a product's store or an order's customer is
 * arithmetic instead of a lookup: what keeps 1,000,000 products to a few set-based statements.
 */
const KIND = {
  seller: 1,
  store: 2,
  product: 3,
  image: 4,
  customer: 5,
  order: 6,
  item: 7,
  review: 8,
  ledger: 9,
  checkout: 10,
};
export function idOf(kind: keyof typeof KIND, n: string): string {
  return `(lpad(to_hex(${KIND[kind]}), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
}

const textArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`;
/** The element of `values` that a row's number selects (1-based SQL arrays). */
const pick = (values: readonly string[], indexExpr: string) =>
  `(${textArray(values)})[1 + ((${indexExpr}) % ${values.length})]`;

/** The tables a generated catalog fills: emptied by `clearCatalog` (migrations and settings stay). */
export async function catalogIsEmpty(db: Database): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select exists (select 1 from sellers) or exists (select 1 from customers) or exists (select 1 from products) as filled`,
    z.object({ filled: z.boolean() }),
  );
  return !rows[0]?.filled;
}

export async function clearCatalog(db: Database): Promise<void> {
  const rows = await queryRows(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'marketplace_settings'`,
    z.object({ name: z.string() }),
  );
  if (rows.length > 0) await db.execute(sql.raw(`TRUNCATE ${rows.map((r) => r.name).join(", ")} CASCADE`));
}

/**
 * The staged products' search tokens (decision 0047), as the server would write them on a save, so
 * that it does not spend its first minute filling them beside the load. A catalog named from a short
 * vocabulary has few distinct texts: each distinct name, and each distinct description with its
 * category, is tokenised once; a product's `search_keys` is the union of its name's and its other
 * texts' tokens (what `indexTokens(name, description, category)` is, as a set).
 */
async function stageSearchKeys(db: Executor) {
  const names = await queryRows(
    db,
    sql`select distinct name from bench_products`,
    z.object({ name: z.string() }),
  );
  const others = await queryRows(
    db,
    sql`select distinct description, category from bench_products`,
    z.object({ description: z.string(), category: z.string() }),
  );
  const nameRows = names.map(({ name }) => ({
    name,
    name_keys: nameTokens(name).join(" "),
    keys: indexTokens(name).join(" "),
  }));
  const otherRows = others.map(({ description, category }) => ({
    description,
    category,
    keys: otherTokens(description, category).join(" "),
  }));
  await db.execute(sql`create temp table bench_name_keys as
    select * from json_to_recordset(${JSON.stringify(nameRows)}::json) as n(name text, name_keys text, keys text)`);
  await db.execute(sql`create temp table bench_other_keys as
    select * from json_to_recordset(${JSON.stringify(otherRows)}::json) as o(description text, category text, keys text)`);
}

/**
 * Fills an empty, migrated database in one transaction (all or nothing, and one session for the
 * temporary staging tables); `log` hears each step with its duration.
 */
export async function generateCatalog(
  db: Database,
  size: CatalogSize,
  log: (line: string) => void = () => {},
) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const made = await db.transaction((tx) => fill(tx, size, passwordHash, log));
  // Fresh statistics and visibility, as autovacuum leaves a live database after a bulk load, so the
  // server plans and reads its first requests as it would a catalog it has been serving.
  await db.execute(sql`VACUUM ANALYZE`);
  return made;
}

async function fill(db: Executor, size: CatalogSize, passwordHash: string, log: (line: string) => void) {
  const P = size.products;
  const S = Math.min(size.stores, P);
  const C = Math.max(200, Math.round(P / 20));
  const reviews = Math.round(P * size.reviewsPerProduct);
  // 55% of orders are delivered, with two lines on average; four of five delivered lines may be reviewed.
  const O = Math.max(Math.round(P / 4), Math.ceil(reviews / (0.55 * 2 * 0.8)));
  const craftList = CRAFT_ITEMS.map((c) => c.craft);
  const categoryList = CRAFT_ITEMS.map((c) => c.category);
  const crafts = textArray(craftList);
  const items = textArray(CRAFT_ITEMS.map((c) => c.item));
  const categories = textArray(categoryList);
  const colours = COLOURS;
  const cities = CITIES;
  const materials = MATERIALS;
  const N = CRAFT_ITEMS.length;

  const step = async (label: string, statement: string) => {
    const started = Date.now();
    await db.execute(sql.raw(statement));
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  await step(
    `${S} sellers`,
    `INSERT INTO sellers (id, name, email, phone, password_hash, status, kyc_status, created_at, updated_at)
     SELECT ${idOf("seller", "g")}, ${pick(colours, "g")} || ' Seller ' || g, 'bench-seller-' || g || '@bench.pk',
            '0300' || lpad(g::text, 7, '0'), '${passwordHash}', status,
            -- A running marketplace's sellers have had their identity checked (issue 30), so that their
            -- stores are public whatever the operator's sellersPublicBeforeApproval says.
            CASE WHEN status = 'pending' THEN 'submitted' ELSE 'approved' END,
            now() - (g % 900 || ' days')::interval, now()
     FROM (SELECT g, CASE WHEN g % 200 = 0 THEN 'suspended' WHEN g % 67 = 0 THEN 'pending' ELSE 'verified' END AS status
           FROM generate_series(1, ${S}) AS g) AS x`,
  );
  await step(
    `${S} stores`,
    `INSERT INTO stores (id, seller_id, name, slug, category, description, contact_phone, location, payment_bank_name,
                         payment_account_title, payment_iban, created_at, updated_at)
     SELECT ${idOf("store", "g")}, ${idOf("seller", "g")},
            ${pick(cities, "g")} || ' ' || ${pick(craftList, "g * 7")} || ' House ' || g,
            lower(${pick(cities, "g")}) || '-house-' || g, ${pick(categoryList, "g * 7")},
            'Handmade ' || lower(${pick(craftList, "g * 7")}) || ' from ' || ${pick(cities, "g")} || ', made to order by a family workshop.',
            '0300' || lpad(g::text, 7, '0'), ${pick(cities, "g")},
            CASE WHEN g % 3 = 0 THEN 'Meezan Bank' ELSE '' END, CASE WHEN g % 3 = 0 THEN 'Store ' || g ELSE '' END,
            CASE WHEN g % 3 = 0 THEN 'PK36MEZN' || lpad(g::text, 16, '0') ELSE '' END,
            now() - (g % 800 || ' days')::interval, now()
     FROM generate_series(1, ${S}) AS g`,
  );
  // The products are staged first, so that their search tokens are computed once per distinct text
  // and written by the insert itself, not by a second pass over 100,000 rows and their indexes.
  await step(
    `${P} products (staged)`,
    `CREATE TEMP TABLE bench_products AS
     SELECT ${idOf("product", "g")} AS id, ${idOf("store", `1 + ((g - 1) % ${S})`)} AS store_id,
            CASE WHEN r1 < 0.4 THEN ${pick(colours, "g")} || ' ' ELSE '' END || (${crafts})[t] || ' ' || (${items})[t] AS name,
            'Hand-finished ' || lower((${crafts})[t]) || ' ' || lower((${items})[t]) || ' made in ' || ${pick(cities, "g / 3")}
              || ' from ' || ${pick(materials, "g / 5")} || '. Each piece differs a little; colours may vary from the photos.' AS description,
            (${categories})[t] AS category,
            price AS price_paisa, CASE WHEN r2 < 0.15 THEN price * 4 / 5 END AS sale_price_paisa,
            CASE WHEN r2 < 0.05 THEN now() + interval '7 days' END AS sale_ends_at,
            CASE WHEN r3 < 0.08 THEN 0 ELSE 1 + floor(r3 * 60)::int END AS quantity,
            g % 331 = 0 AS hidden, CASE WHEN g % 331 = 0 THEN 'Generated: hidden by an admin' END AS hidden_reason,
            created AS created_at
     FROM (SELECT g, 1 + floor(random() * ${N})::int AS t, random() AS r1, random() AS r2, random() AS r3,
                  (300 + floor(power(random(), 2) * 29700)::int) * 100 AS price,
                  now() - random() * interval '730 days' AS created
           FROM generate_series(1, ${P}) AS g) AS x`,
  );
  const started = Date.now();
  await stageSearchKeys(db);
  log(`  search tokens (staged) (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  await step(
    `${P} products`,
    `INSERT INTO products (id, store_id, name, description, category, price_paisa, sale_price_paisa, sale_ends_at,
                           quantity, hidden, hidden_reason, created_at, updated_at, name_search_keys, search_keys)
     SELECT b.id, b.store_id, b.name, b.description, b.category, b.price_paisa, b.sale_price_paisa, b.sale_ends_at,
            b.quantity, b.hidden, b.hidden_reason, b.created_at, b.created_at,
            string_to_array(n.name_keys, ' '),
            array(SELECT DISTINCT unnest(string_to_array(n.keys, ' ') || string_to_array(o.keys, ' ')))
     FROM bench_products b
     LEFT JOIN bench_name_keys n ON n.name = b.name
     LEFT JOIN bench_other_keys o ON o.description = b.description AND o.category = b.category`,
  );
  await step(
    "the catalog's words",
    `INSERT INTO search_words (token, word)
     SELECT DISTINCT t, substr(t, 3) FROM products, unnest(search_keys) AS t ON CONFLICT (token) DO NOTHING`,
  );
  await step(
    "1-4 images per product",
    `INSERT INTO product_images (id, product_id, position, url, thumb_url)
     SELECT ${idOf("image", "(g - 1) * 4 + k")}, ${idOf("product", "g")}, k,
            '/uploads/products/bench-' || g || '-' || k || '.webp', '/uploads/products/bench-' || g || '-' || k || '-thumb.webp'
     FROM generate_series(1, ${P}) AS g, generate_series(0, 3) AS k
     WHERE k <= (g::bigint * 7919) % 4`,
  );
  await step(
    `${C} customers`,
    `INSERT INTO customers (id, name, email, password_hash, created_at, updated_at)
     SELECT ${idOf("customer", "g")}, ${pick(colours, "g")} || ' Customer ' || g, 'bench-customer-' || g || '@bench.pk',
            '${passwordHash}', now() - (g % 700 || ' days')::interval, now()
     FROM generate_series(1, ${C}) AS g`,
  );
  // random() goes in a subquery's select list, never in an uncorrelated LATERAL, which PostgreSQL
  // evaluates once for every row.
  // Orders go to busy stores more often (a squared draw); lines are products of the order's store.
  await step(
    `${O} orders (staged)`,
    `CREATE TEMP TABLE bench_orders AS
     SELECT o, 1 + floor(power(random(), 2) * ${S})::int AS store_n, 1 + (o::bigint * 7919) % ${C} AS customer_n,
            random() AS r, now() - random() * interval '365 days' AS created
     FROM generate_series(1, ${O}) AS o`,
  );
  await step(
    "order lines (staged)",
    `CREATE TEMP TABLE bench_lines AS
     SELECT o.o, line, o.store_n + ${S} * floor(random() * (1 + (${P} - o.store_n) / ${S}))::int AS product_n,
            1 + floor(power(random(), 3) * 3)::int AS qty
     FROM bench_orders o, generate_series(1, 1 + (o.o % 3)) AS line`,
  );
  await step(
    "orders",
    `INSERT INTO orders (id, checkout_id, customer_id, store_id, ship_full_name, ship_address_line, ship_city,
                         ship_postal_code, ship_country, ship_phone, payment_method, items_paisa, shipping_paisa, tax_paisa,
                         total_paisa, order_status, payment_status, tracking_number, delivered_at, commission_basis_points,
                         in_ledger, created_at, updated_at)
     SELECT ${idOf("order", "o.o")}, ${idOf("checkout", "o.o")}, ${idOf("customer", "o.customer_n")}, ${idOf("store", "o.store_n")},
            'Customer ' || o.customer_n, 'House ' || o.o % 300 || ', Street ' || o.o % 40, ${pick(cities, "o.o")},
            lpad((o.o % 90000 + 10000)::text, 5, '0'), 'Pakistan', '0311' || lpad(o.customer_n::text, 7, '0'),
            'Cash on Delivery', l.items, 25000, 0, l.items + 25000, s.status,
            CASE WHEN s.status = 'Delivered' THEN 'Paid' WHEN s.status = 'Returned' THEN 'Refunded' ELSE 'Pending' END,
            CASE WHEN s.status IN ('Shipped', 'Delivered', 'Returned') THEN 'TCS' || o.o ELSE '' END,
            CASE WHEN s.status IN ('Delivered', 'Returned') THEN o.created + interval '4 days' END,
            1000, s.status = 'Delivered', o.created, o.created
     FROM bench_orders o
     JOIN (SELECT bl.o, sum(coalesce(p.sale_price_paisa, p.price_paisa) * bl.qty)::int AS items
           FROM bench_lines bl JOIN products p ON p.id = ${idOf("product", "bl.product_n")} GROUP BY bl.o) l ON l.o = o.o
     CROSS JOIN LATERAL (SELECT CASE WHEN o.r < 0.15 THEN 'Pending' WHEN o.r < 0.25 THEN 'Processing'
                                     WHEN o.r < 0.35 THEN 'Shipped' WHEN o.r < 0.90 THEN 'Delivered'
                                     WHEN o.r < 0.97 THEN 'Cancelled' ELSE 'Returned' END AS status) s`,
  );
  await step(
    "order lines",
    `INSERT INTO order_items (id, order_id, product_id, store_id, product_name, product_image, unit_price_paisa,
                              list_price_paisa, quantity)
     SELECT ${idOf("item", "(bl.o - 1) * 3 + bl.line")}, ${idOf("order", "bl.o")}, p.id, p.store_id, p.name,
            '/uploads/products/bench-' || bl.product_n || '-0-thumb.webp',
            coalesce(p.sale_price_paisa, p.price_paisa), p.price_paisa, bl.qty
     FROM bench_lines bl JOIN products p ON p.id = ${idOf("product", "bl.product_n")}`,
  );
  const rows = await queryRows(
    db,
    sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id where o.order_status = 'Delivered'`,
    CountRow,
  );
  const share = Math.min(1, reviews / Math.max(1, rows[0]?.n ?? 1));
  await step(
    `about ${reviews} reviews`,
    `INSERT INTO reviews (id, order_item_id, product_id, customer_id, rating, comment, created_at, updated_at)
     SELECT ${idOf("review", "(d.o - 1) * 3 + d.line")}, ${idOf("item", "(d.o - 1) * 3 + d.line")},
            ${idOf("product", "d.product_n")}, ${idOf("customer", "o.customer_n")},
            CASE WHEN d.r < 0.04 THEN 1 WHEN d.r < 0.09 THEN 2 WHEN d.r < 0.2 THEN 3 WHEN d.r < 0.5 THEN 4 ELSE 5 END,
            CASE WHEN d.r < 0.2 THEN 'Colours were not as in the photos.' WHEN d.r < 0.6 THEN 'Lovely work, arrived well packed.'
                 ELSE 'Beautiful ' || lower(p.name) || ', exactly as described.' END,
            o.created + interval '8 days', o.created + interval '8 days'
     FROM (SELECT bl.*, random() AS r, random() AS keep FROM bench_lines bl) AS d
     JOIN bench_orders o ON o.o = d.o
     JOIN products p ON p.id = ${idOf("product", "d.product_n")}
     WHERE o.r >= 0.35 AND o.r < 0.90 AND d.keep < ${share}`,
  );
  await step(
    "ratings from reviews",
    `UPDATE products p SET rating_sum = s.total, rating_count = s.n
     FROM (SELECT product_id, sum(rating)::int AS total, count(*)::int AS n FROM reviews GROUP BY product_id) s
     WHERE p.id = s.product_id`,
  );
  // Delivered and paid orders count in their store's ledger (decision 0020): the sale, the cash the
  // seller collected, and the commission, with each store's running balance.
  await step(
    "store ledgers",
    `INSERT INTO ledger_entries (id, store_id, kind, order_id, amount_paisa, balance_after_paisa, created_at)
     SELECT ${idOf("ledger", "n")}, store_id, kind, order_id, amount,
            sum(amount) OVER (PARTITION BY store_id ORDER BY created_at, n), created_at
     FROM (SELECT (row_number() OVER ())::int AS n, o.store_id, e.kind, o.id AS order_id, e.amount, o.delivered_at AS created_at
           FROM orders o CROSS JOIN LATERAL (VALUES (1, 'sale', o.total_paisa::bigint),
                                                   (2, 'collected-by-seller', -o.total_paisa::bigint),
                                                   (3, 'commission', -round(o.items_paisa::bigint * o.commission_basis_points / 10000.0)::bigint))
                                        AS e(k, kind, amount)
           WHERE o.in_ledger) AS entries`,
  );
  await step(
    "store balances",
    `INSERT INTO store_balances (store_id, balance_paisa)
     SELECT store_id, sum(amount_paisa) FROM ledger_entries GROUP BY store_id`,
  );
  await db.execute(sql.raw("DROP TABLE bench_lines"));
  await db.execute(sql.raw("DROP TABLE bench_products, bench_name_keys, bench_other_keys"));
  await db.execute(sql.raw("DROP TABLE bench_orders"));
  return { products: P, stores: S, customers: C, orders: O };
}
