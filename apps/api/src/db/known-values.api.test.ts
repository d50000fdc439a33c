import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVER, testAppForFile } from "../../test/build-test-app.ts";
import { createCustomer, createProduct, createSellerWithStore, orderOf } from "../../test/fixtures.ts";

/**
 * Migration 0005: the database itself refuses an order status, payment status, payment method,
 * shipping country, category, event kind or event actor outside the shared lists, whoever writes the
 * row (raw SQL here, past every API check).
 */
const t = testAppForFile();
let ids: { order: string; store: string; product: string; customer: string; seller: string };

beforeAll(async () => {
  const customer = await createCustomer(t.app);
  const { seller, store } = await createSellerWithStore(t.app);
  const product = await createProduct(t.app, store.id, { quantity: 5 });
  const placed = await orderOf(t.app, customer.token, product.id);
  expect(placed.statusCode).toBe(201);
  ids = {
    order: placed.json().data._id,
    store: store.id,
    product: product.id,
    customer: customer.id,
    seller: seller.id,
  };
});

/** The database's refusal: check_violation, naming the constraint. */
async function refusal(query: SQL): Promise<{ code?: string; message: string }> {
  const error = await t.app.db.execute(query).then(
    () => {
      throw new Error("the database accepted the row");
    },
    (e: Error & { cause?: { code?: string; message: string } }) => e,
  );
  const cause = error.cause ?? (error as { code?: string; message: string });
  return { code: cause.code, message: cause.message };
}

type OrderListColumn = "ship_country" | "payment_method" | "order_status" | "payment_status";

/** A whole order row, with known values unless `values` says otherwise. */
function insertOrder(values: Partial<Record<OrderListColumn, string>> = {}): SQL {
  const v = {
    ship_country: "Pakistan",
    payment_method: "Cash on Delivery",
    order_status: "Pending",
    payment_status: "Pending",
    ...values,
  };
  return sql`INSERT INTO orders (id, checkout_id, customer_id, store_id, ship_full_name, ship_address_line,
      ship_city, ship_postal_code, ship_country, ship_phone, payment_method, items_paisa, shipping_paisa,
      tax_paisa, total_paisa, order_status, payment_status)
    VALUES (gen_random_uuid(), gen_random_uuid(), ${ids.customer}, ${ids.store}, 'Sana', 'House 1', 'Multan',
      '60000', ${v.ship_country}, '03001234567', ${v.payment_method}, 100, 50, 5, 155, ${v.order_status},
      ${v.payment_status})`;
}

describe(`the database's own checks of closed lists (${TEST_DRIVER})`, () => {
  const updates: Array<[table: string, column: string, bad: string, constraint: string]> = [
    ["orders", "order_status", "Lost", "orders_order_status_known"],
    ["orders", "order_status", "pending", "orders_order_status_known"],
    ["orders", "payment_status", "Partly paid", "orders_payment_status_known"],
    ["orders", "payment_method", "Cheque", "orders_payment_method_known"],
    ["orders", "ship_country", "Nepal", "orders_ship_country_known"],
    ["orders", "ship_country", "pakistan", "orders_ship_country_known"],
    ["products", "category", "Toys", "products_category_known"],
    ["stores", "category", "home decor", "stores_category_known"],
    ["order_events", "kind", "note", "order_events_kind_known"],
    ["order_events", "actor_role", "courier", "order_events_actor_role_known"],
  ];

  it.each(updates)("refuses UPDATE %s SET %s = '%s'", async (table, column, bad, constraint) => {
    const where =
      table === "orders"
        ? sql`id = ${ids.order}`
        : table === "products"
          ? sql`id = ${ids.product}`
          : table === "stores"
            ? sql`id = ${ids.store}`
            : sql`order_id = ${ids.order}`;
    const error = await refusal(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${bad} WHERE ${where}`,
    );
    expect(error.code).toBe("23514");
    expect(error.message).toContain(constraint);
  });

  it("accepts every value of the lists, and refuses a new order row with an unknown value", async () => {
    // The same statement with known values goes in, so the refusals below are the values' doing.
    await t.app.db.execute(insertOrder());
    await t.app.db.execute(
      sql`UPDATE orders SET order_status = 'Returned', payment_status = 'Refunded',
        payment_method = 'Mobile Wallet', ship_country = 'Bangladesh' WHERE id = ${ids.order}`,
    );
    await t.app.db.execute(sql`UPDATE products SET category = 'Pet & Kids Items' WHERE id = ${ids.product}`);

    for (const [column, bad, constraint] of [
      ["order_status", "Lost", "orders_order_status_known"],
      ["payment_status", "Unpaid", "orders_payment_status_known"],
      ["payment_method", "PayPal", "orders_payment_method_known"],
      ["ship_country", "Sri Lanka", "orders_ship_country_known"],
    ] as const) {
      const error = await refusal(insertOrder({ [column]: bad }));
      expect(error.code).toBe("23514");
      expect(error.message).toContain(constraint);
    }
    const error = await refusal(
      sql`INSERT INTO products (id, store_id, name, description, category, price_paisa)
        VALUES (gen_random_uuid(), ${ids.store}, 'Kite', 'A paper kite.', 'Toys', 100)`,
    );
    expect(error.code).toBe("23514");
    expect(error.message).toContain("products_category_known");
  });

  it("refuses a seller status outside pending, verified and suspended (migration 0006)", async () => {
    for (const good of ["verified", "suspended", "pending"]) {
      await t.app.db.execute(sql`UPDATE sellers SET status = ${good} WHERE id = ${ids.seller}`);
    }
    for (const bad of ["Verified", "banned", ""]) {
      const error = await refusal(sql`UPDATE sellers SET status = ${bad} WHERE id = ${ids.seller}`);
      expect(error.code).toBe("23514");
      expect(error.message).toContain("sellers_status_known");
    }
  });
});
