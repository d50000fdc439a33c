/** Runs one SQL statement and answers its rows: a pg client, a pool or PGlite. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Rows of every table of every schema the shop writes (public, drizzle's migrations, pg-boss's
 * queue), keyed `schema.table`. A partitioned table counts its partitions' rows, and each partition
 * is listed too. Run it in the same snapshot as the dump for figures that match it exactly.
 */
export async function countTables(run: RunSql): Promise<Record<string, number>> {
  const tables = await run(
    `SELECT n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await run(`SELECT count(*)::int AS rows FROM ${quote(schema)}.${quote(name)}`);
    counts[`${schema}.${name}`] = Number(row?.rows ?? 0);
  }
  return counts;
}

/** The tables whose rows make a shop someone's: a restore over any of them needs --force. */
const SHOP_TABLES = ["customers", "sellers", "admins", "stores", "products", "orders"];

/** Whether the database holds any account, store, product or order (tables absent count as none). */
export async function shopHasData(run: RunSql): Promise<boolean> {
  const present = await run(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name IN (${SHOP_TABLES.map((t) => `'${t}'`).join(", ")})`,
  );
  for (const { name } of present as { name: string }[]) {
    const rows = await run(`SELECT 1 FROM public.${quote(name)} LIMIT 1`);
    if (rows.length > 0) return true;
  }
  return false;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
