import type { SQL } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../src/db/create-db.ts";

/** Rows of a hand-written query, checked against `row` (both drivers answer `{ rows }`). */
export async function queryRows<T extends z.ZodType>(
  db: Executor,
  query: SQL,
  row: T,
): Promise<Array<z.output<T>>> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

export const IdRow = z.object({ id: z.string() });
export const CountRow = z.object({ n: z.coerce.number() });
