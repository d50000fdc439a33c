import { describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../../test/build-test-app.ts";
import { acrossMigration } from "../../test/migrations-before.ts";

/** Migration 0006 on a database of today's shape (decision 0018). SQL only, so PGlite stands for both. */
describe.runIf(TEST_DRIVER === "pglite")("migration 0006: seller status", () => {
  it("keeps every existing seller verified (a flag cleared by hand becomes pending); new sellers are pending", async () => {
    await acrossMigration(
      "0006_seller_status_and_admins",
      `
        INSERT INTO sellers (id, name, email, phone, password_hash)
          VALUES ('00000000-0000-7000-8000-000000000001', 'Fatima', 'fatima@example.pk', '03001234567', 'x');
        INSERT INTO sellers (id, name, email, phone, password_hash, verified)
          VALUES ('00000000-0000-7000-8000-000000000002', 'Noor', 'noor@example.pk', '03001234567', 'x', false);
      `,
      async (client) => {
        const { rows } = await client.query<{ name: string; status: string; status_reason: string | null }>(
          "SELECT name, status, status_reason FROM sellers ORDER BY name",
        );
        expect(rows).toEqual([
          { name: "Fatima", status: "verified", status_reason: null },
          { name: "Noor", status: "pending", status_reason: null },
        ]);
        const columns = await client.query<{ column_name: string }>(
          "SELECT column_name FROM information_schema.columns WHERE table_name = 'sellers' AND column_name = 'verified'",
        );
        expect(columns.rows).toEqual([]);
        await client.exec(
          "INSERT INTO sellers (id, name, email, phone, password_hash) VALUES ('00000000-0000-7000-8000-000000000003', 'Sana', 'sana@example.pk', '03001234567', 'x')",
        );
        const fresh = await client.query<{ status: string }>(
          "SELECT status FROM sellers WHERE name = 'Sana'",
        );
        expect(fresh.rows).toEqual([{ status: "pending" }]);
      },
    );
    // Every migration runs twice on an embedded database: slow on a busy machine.
  }, 90_000);
});
