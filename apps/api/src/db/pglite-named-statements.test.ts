import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_EACH_TIME } from "./named-statements.ts";
import { PGliteNamingStatements } from "./pglite-named-statements.ts";

const PREPARED = "select name, statement from pg_prepared_statements order by name";

describe("statements prepared by name on PGlite", () => {
  let db: PGliteNamingStatements;
  /** PGlite's own query on the same database: what every answer must equal. */
  const ownQuery = (text: string, params?: unknown[], options?: Parameters<PGlite["query"]>[2]) =>
    PGlite.prototype.query.call(db, text, params as never, options);
  const prepared = async () => (await ownQuery(PREPARED)).rows as Array<{ name: string; statement: string }>;

  beforeAll(async () => {
    // Room for the statements below and PGlite's own first query (its array types).
    db = await PGliteNamingStatements.open({}, 8);
    await db.exec(`create table items (id int primary key, name text not null, tags jsonb, at timestamptz,
      price numeric, ok boolean, ids uuid[]);
      insert into items values (1, 'one', '{"a": [1, 2]}', '2026-11-29T10:00:00Z', 12.5, true,
        '{00000000-0000-4000-8000-000000000001}'), (2, 'two', null, null, null, false, '{}');`);
  });
  afterAll(() => db.close());

  it("prepares a statement once under a name, then answers each run as PGlite's own query does", async () => {
    const text = "select * from items where id = $1 or name = $2 order by id";
    for (const params of [
      [1, "x"],
      [2, "one"],
      [3, "none"],
      [1, "two"],
      [2, "two"],
      [1, "one"],
      [2, "x"],
    ]) {
      const mine = await db.query(text, params);
      expect(mine).toEqual(await ownQuery(text, params));
    }
    // The caller's parsers and rows as arrays (drizzle's way) are kept.
    const options = { rowMode: "array" as const, parsers: { 1184: (value: string) => `at ${value}` } };
    const arrays = await db.query(text, [1, "two"], options);
    expect(arrays).toEqual(await ownQuery(text, [1, "two"], options));
    expect(arrays.rows[0]).toContain("at 2026-11-29 10:00:00+00");
    const names = (await prepared()).filter((s) => s.statement === text);
    expect(names).toHaveLength(1);
  });

  it("serialises values by the statement's parameter types: json, dates, arrays, booleans", async () => {
    const text = "insert into items values ($1, $2, $3, $4, $5, $6, $7) returning *";
    const values = [3, "three", { b: ["x", 1] }, new Date("2026-01-02T03:04:05Z"), 9.75, true, []];
    const mine = await db.query(text, values);
    expect(mine.rows).toEqual([
      {
        id: 3,
        name: "three",
        tags: { b: ["x", 1] },
        at: new Date("2026-01-02T03:04:05Z"),
        price: "9.75",
        ok: true,
        ids: [],
      },
    ]);
    expect(mine.affectedRows).toBe(1);
    const update = await db.query("update items set name = $1 where id >= $2", ["many", 2]);
    expect(update).toMatchObject({ affectedRows: 2, rows: [] });
  });

  it("reports a refused statement as PGlite does, and goes on with the others", async () => {
    const duplicate = db.query("insert into items (id, name) values ($1, $2)", [1, "again"]);
    await expect(duplicate).rejects.toMatchObject({
      code: "23505",
      query: expect.stringContaining("insert"),
    });
    await expect(db.query("select no_such_column from items where id = $1", [1])).rejects.toThrow(
      /no_such_column/,
    );
    const answer = await db.query<{ name: string }>("select name from items where id = $1", [1]);
    expect(answer.rows).toEqual([{ name: "one" }]);
  });

  it("runs a transaction's statements by name, and a rolled-back one leaves nothing", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("update items set name = $1 where id = $2", ["changed", 1]);
        const seen = await tx.query<{ name: string }>("select name from items where id = $1", [1]);
        expect(seen.rows).toEqual([{ name: "changed" }]);
        await tx.query("insert into items (id, name) values ($1, $2)", [1, "clash"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await db.query("select name from items where id = $1", [1])).rows).toEqual([{ name: "one" }]);
    const committed = await db.transaction(async (tx) => {
      await tx.query("update items set name = $1 where id = $2", ["kept", 2]);
      return (await tx.query<{ name: string }>("select name from items where id = $1", [2])).rows;
    });
    expect(committed).toEqual([{ name: "kept" }]);
    expect((await db.query("select name from items where id = $1", [2])).rows).toEqual([{ name: "kept" }]);
  });

  it("prepares a statement again when the table under it changed shape", async () => {
    const text = "select * from items where id = $1";
    const named = db.namedStatements;
    expect(Object.keys((await db.query(text, [1])).rows[0] ?? {})).not.toContain("extra");
    await db.exec("alter table items add column extra text default 'x'");
    const after = await db.query<{ extra: string }>(text, [1]);
    expect(after.rows[0]?.extra).toBe("x");
    expect(db.namedStatements).toBe(named + 1);
  });

  it("sends statements past the cap, marked to be planned each time, or not reads and writes unnamed", async () => {
    const before = await prepared();
    expect(db.namedStatements).toBe(8);
    expect((await db.query<{ n: number }>("select $1::int + 1 as n", [1])).rows).toEqual([{ n: 2 }]);
    const marked = `select ${PLAN_EACH_TIME} name from items where id = $1`;
    expect((await db.query(marked, [1])).rows).toEqual([{ name: "one" }]);
    await db.query("create temporary table scratch (n int)");
    expect(await prepared()).toEqual(before);
  });
});
