import { GLOSSARY, type GlossaryEntry } from "@marketplace/shared/search/glossary";
import { asc } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { searchGlossaryEntries } from "../../db/schema/index.ts";
import type { WriteGeneration } from "../../lib/write-generation.ts";

/**
 * The glossary search reads (issue 33, decision 0057): the reviewed file's entries, then the
 * operator's from `search_glossary_entries`. Each process keeps the list in memory with the number
 * of the glossary's own write generation it was read under (a `WriteGeneration` of decision 0029
 * under its own key: Redis when configured, else the process's memory; the public answers keep
 * stamps per tag since decision 0059, which one list of its own does not need), so
 * a search asks the database again only after an edit, by any process. The list is a new array only
 * when its entries changed, so `searchPlan`'s prepared entries (kept by the array) stay prepared.
 */
interface Kept {
  generation: number;
  signature: string;
  entries: readonly GlossaryEntry[];
}

class KeptGlossary {
  private kept: Kept | null = null;
  private loading: { generation: number | null; done: Promise<readonly GlossaryEntry[]> } | null = null;

  constructor(readonly generation: WriteGeneration) {}

  async entries(db: Executor): Promise<readonly GlossaryEntry[]> {
    const now = await this.generation.read();
    if (now !== null && this.kept && this.kept.generation === now) return this.kept.entries;
    // One read of the table per generation, however many searches arrive meanwhile.
    if (this.loading && this.loading.generation === now && now !== null) return this.loading.done;
    const done = this.load(db, now);
    this.loading = { generation: now, done };
    try {
      return await done;
    } finally {
      if (this.loading?.done === done) this.loading = null;
    }
  }

  private async load(db: Executor, generation: number | null): Promise<readonly GlossaryEntry[]> {
    const own = await operatorEntries(db);
    const signature = JSON.stringify(own);
    const entries =
      this.kept && this.kept.signature === signature ? this.kept.entries : withOperatorEntries(own);
    // A number unknown (Redis does not answer) keeps nothing: the next search reads the table again.
    if (generation !== null && (!this.kept || generation >= this.kept.generation)) {
      this.kept = { generation, signature, entries };
    }
    return entries;
  }
}

const kept = new WeakMap<object, KeptGlossary>();

/** Keeps the glossary for searches through `db` (the app's database), renewed by `generation`. */
export function keepSearchGlossary(db: Executor, generation: WriteGeneration): void {
  kept.set(db, new KeptGlossary(generation));
}

/**
 * The glossary a search through `db` uses. A database the app did not register (a transaction, a
 * script) reads the operator's entries each time.
 */
export async function searchGlossary(db: Executor): Promise<readonly GlossaryEntry[]> {
  const glossary = kept.get(db);
  if (glossary) return glossary.entries(db);
  return withOperatorEntries(await operatorEntries(db));
}

/** After an edit has committed: every process reads the glossary again before its next search. */
export async function glossaryChanged(db: Executor): Promise<void> {
  await kept.get(db)?.generation.advance();
}

const withOperatorEntries = (own: GlossaryEntry[]): readonly GlossaryEntry[] =>
  own.length === 0 ? GLOSSARY : [...GLOSSARY, ...own];

async function operatorEntries(db: Executor): Promise<GlossaryEntry[]> {
  const rows = await db
    .select({
      key: searchGlossaryEntries.key,
      urdu: searchGlossaryEntries.urdu,
      roman: searchGlossaryEntries.roman,
      english: searchGlossaryEntries.english,
    })
    .from(searchGlossaryEntries)
    .orderBy(asc(searchGlossaryEntries.key));
  return rows.map((row) => ({ id: row.key, urdu: row.urdu, roman: row.roman, english: row.english }));
}
