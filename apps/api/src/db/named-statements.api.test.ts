import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../../test/build-test-app.ts";
import { TEST_DATABASE_URL } from "../../test/test-database.ts";
import { clientPreparingStatements, PLAN_EACH_TIME } from "./named-statements.ts";

const PREPARED = "select name, statement from pg_prepared_statements order by statement";

describe.runIf(TEST_DRIVER === "postgres")("statements prepared by name on PostgreSQL", () => {
  // One connection, so every query below meets the statements the ones before it prepared.
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1, Client: clientPreparingStatements(2) });
  });
  afterAll(() => pool.end());

  const prepared = async () =>
    (await pool.query<{ name: string; statement: string }>({ text: PREPARED })).rows;

  it("prepares a statement once by a name taken from its text, then runs it with each set of values", async () => {
    const next = (n: number) =>
      pool.query<{ next: number }>({ text: "select $1::int + 1 as next", values: [n] });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(async (n) => (await next(n)).rows[0]?.next));
    expect(answers).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const statements = await prepared();
    const mine = statements.filter((s) => s.statement === "select $1::int + 1 as next");
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toMatch(/^s_[\w-]{27}$/);
  });

  it("leaves a query that has its own name, or is a bare string, as it was sent", async () => {
    await pool.query({ name: "own_name", text: "select 'own' as kind" });
    await pool.query("select 'bare' as kind");
    const statements = await prepared();
    expect(statements.map((s) => s.name)).toContain("own_name");
    expect(statements.map((s) => s.statement)).not.toContain("select 'bare' as kind");
    // This test's statement and the listing's own: the cap of two is reached.
    expect(statements.filter((s) => s.name.startsWith("s_"))).toHaveLength(2);
  });

  it("sends statements past the cap unnamed, so a growing list of shapes cannot fill the server's memory", async () => {
    const before = await prepared();
    const answer = await pool.query<{ sum: number }>({
      text: "select $1::int + $2::int as sum",
      values: [2, 3],
    });
    expect(answer.rows[0]?.sum).toBe(5);
    expect(await prepared()).toEqual(before);
  });

  it("sends a statement marked to be planned each time unnamed, so its plan fits its values", async () => {
    // A pool of its own, far from its cap: only the mark can keep the statement unnamed.
    const roomy = new pg.Pool({
      connectionString: TEST_DATABASE_URL,
      max: 1,
      Client: clientPreparingStatements(50),
    });
    try {
      const text = `select ${PLAN_EACH_TIME} relname from pg_class where relname = $1`;
      for (const value of ["pg_class", "pg_type", "pg_class"]) {
        const answer = await roomy.query<{ relname: string }>({ text, values: [value] });
        expect(answer.rows[0]?.relname).toBe(value);
      }
      const statements = (await roomy.query<{ statement: string }>({ text: PREPARED })).rows;
      expect(statements.map((s) => s.statement)).toEqual([PREPARED]);
    } finally {
      await roomy.end();
    }
  });

  it("reports a statement the server refuses as an error, and the connection goes on with the others", async () => {
    const bad = pool.query({ text: "select no_such_column from pg_class limit 1" });
    await expect(bad).rejects.toThrow(/no_such_column/);
    // The connection is still usable, with the statements it prepared.
    const answer = await pool.query<{ next: number }>({ text: "select $1::int + 1 as next", values: [41] });
    expect(answer.rows[0]?.next).toBe(42);
  });
});
