import { describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../../test/build-test-app.ts";
import { acrossMigration } from "../../test/migrations-before.ts";

/** Migration 0008 on a catalog of the shape before it (decision 0024). SQL only, so PGlite stands for both. */
describe.runIf(TEST_DRIVER === "pglite")("migration 0008: catalog reads at scale", () => {
  it("fills the search document of the products already there, and keeps it in step with later edits", async () => {
    await acrossMigration(
      "0008_catalog_reads_at_scale",
      `
        INSERT INTO sellers (id, name, email, phone, password_hash)
          VALUES ('00000000-0000-7000-8000-000000000001', 'Fatima', 'fatima@example.pk', '03001234567', 'x');
        INSERT INTO stores (id, seller_id, name, slug, category, description)
          VALUES ('00000000-0000-7000-8000-000000000002', '00000000-0000-7000-8000-000000000001',
                  'Loom House', 'loom-house', 'Traditional Textiles', 'Shawls');
        INSERT INTO products (id, store_id, name, description, category, price_paisa)
          VALUES ('00000000-0000-7000-8000-000000000003', '00000000-0000-7000-8000-000000000002',
                  'Phulkari Dupatta', 'Stitched by hand.', 'Traditional Textiles', 400000);
      `,
      async (client) => {
        const finds = async (words: string) =>
          (
            await client.query<{ found: boolean }>(
              "SELECT search_document @@ websearch_to_tsquery('english', $1) AS found FROM products",
              [words],
            )
          ).rows;
        expect(await finds("dupattas stitching")).toEqual([{ found: true }]);
        await client.exec("UPDATE products SET name = 'Ajrak Shawl'");
        expect(await finds("dupattas")).toEqual([{ found: false }]);
        expect(await finds("shawls")).toEqual([{ found: true }]);
        const oldIndex = await client.query("SELECT 1 FROM pg_indexes WHERE indexname = 'products_fts_idx'");
        expect(oldIndex.rows).toEqual([]);
      },
    );
    // Every migration runs twice on an embedded database: slow on a busy machine.
  }, 90_000);
});
