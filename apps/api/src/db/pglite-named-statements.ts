import {
  type messages,
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { MAX_NAMED_STATEMENTS, PLAN_EACH_TIME } from "./named-statements.ts";

type BackendMessage = messages.BackendMessage;

/** A statement prepared under a name: what its parameters are, and what its rows look like. */
interface Prepared {
  name: string;
  parameterTypes: number[];
  /** The rows' description, read once when it was prepared; absent for a statement without rows. */
  rowDescription: BackendMessage | undefined;
}

/** The statements worth keeping: reads and writes, which are planned. Others (DDL, SET…) run as before. */
const PLANNED = /^\s*(?:select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer when a prepared statement is gone, or a table under it changed shape. */
const STALE_STATEMENT = new Set(["26000", "0A000"]);

/**
 * PGlite preparing each statement it is sent under a name, once, then only binding and executing it
 * (decision 0058), as the PostgreSQL pool does (decision 0032).
 *
 * PGlite's own `query` sends every statement as six protocol messages, each a separate call into
 * the database (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans it
 * again every time. PGlite runs on the server's own thread, so that work is taken from answering
 * requests: measured on 1,000 products, a product's read cost 1.4 ms through `query` and 0.55 ms
 * prepared, a list page's ids and rows 6 ms and 4.3 ms, its count 2 ms and 1.4 ms.
 *
 * A statement is prepared (parse and describe) the first time its text is seen, up to
 * `MAX_NAMED_STATEMENTS` texts; each run after that is one call: bind, execute and sync. A statement
 * marked `PLAN_EACH_TIME`, one that is not a read or a write, one with options this path does not
 * handle (a COPY's blob, given parameter types), and those past the cap go through PGlite's own
 * `query`, unnamed. Transactions, the query and transaction locks and the file system's sync after
 * each statement outside a transaction are PGlite's own.
 */
export class PGliteNamingStatements extends PGlite {
  readonly #prepared = new Map<string, Prepared>();
  readonly #maxNamed: number;
  #nextName = 0;

  constructor(options: PGliteOptions, maxNamed = MAX_NAMED_STATEMENTS) {
    super(options);
    this.#maxNamed = maxNamed;
  }

  /** A ready database, as `PGlite.create` answers one. */
  static async open(options: PGliteOptions, maxNamed?: number): Promise<PGliteNamingStatements> {
    const db = new PGliteNamingStatements(options, maxNamed);
    await db.waitReady;
    return db;
  }

  /** How many texts are prepared by name (for tests). */
  get namedStatements(): number {
    return this.#prepared.size;
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#nameable(text, options)) return super.query<T>(text, params as never, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#runNamed<T>(text, params ?? [], options, true));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#naming(tx)));
  }

  /** The transaction, its statements prepared by name like the others; the rest is PGlite's. */
  #naming(tx: Transaction): Transaction {
    const db = this;
    return {
      async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
        if (!db.#nameable(text, options)) return tx.query<T>(text, params as never, options);
        if (tx.closed) throw new Error("Transaction is closed");
        return db.#runNamed<T>(text, params ?? [], options, false);
      },
      sql: (strings, ...params) => tx.sql(strings, ...params),
      exec: (text, options) => tx.exec(text, options),
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed;
      },
    };
  }

  #nameable(text: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes) return false;
    if (text.includes(PLAN_EACH_TIME) || !PLANNED.test(text)) return false;
    return this.#prepared.has(text) || this.#prepared.size < this.#maxNamed;
  }

  /**
   * Runs a statement under its name, preparing it first if this is its first run. `outside` is a
   * statement outside a transaction: it takes the query lock and syncs the files after, as PGlite's
   * `query` does.
   */
  async #runNamed<T>(text: string, params: unknown[], options: QueryOptions | undefined, outside: boolean) {
    return this._runExclusiveQuery(async () => {
      let answer: BackendMessage[];
      let statement = this.#prepared.get(text) ?? (await this.#prepare(text, options));
      try {
        answer = await this.#execute(statement, text, params, options);
      } catch (error) {
        // Prepared before a change of the tables under it, or dropped: prepared again next time, and
        // at once outside a transaction (inside one, the error has ended it).
        if (!STALE_STATEMENT.has((error as { code?: string }).code ?? "")) throw error;
        this.#prepared.delete(text);
        if (!outside) throw error;
        await this.#send(
          [protocol.serialize.close({ type: "S", name: statement.name })],
          text,
          [],
          undefined,
        );
        statement = await this.#prepare(text, options);
        answer = await this.#execute(statement, text, params, options);
      }
      if (outside) await this.syncToFs();
      const rows = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
      // The caller's parsers over PGlite's, without copying PGlite's few hundred for every statement
      // as its own parseResults does (7% of the server's time under product pages' load).
      const parsers = options?.parsers
        ? Object.assign(Object.create(this.parsers), options.parsers)
        : this.parsers;
      return parse.parseResults(rows, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    });
  }

  async #prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `pglite_s${this.#nextName++}`;
    const described = await this.#send(
      [protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: "S", name })],
      text,
      [],
      options,
    );
    const statement: Prepared = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === "rowDescription"),
    };
    this.#prepared.set(text, statement);
    return statement;
  }

  #execute(statement: Prepared, text: string, params: unknown[], options: QueryOptions | undefined) {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? this.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    return this.#send(
      [protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({})],
      text,
      params,
      options,
    );
  }

  /** The messages and a sync, as one call into the database; its first error thrown as PGlite throws it. */
  async #send(
    parts: Uint8Array[],
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<BackendMessage[]> {
    const sync = protocol.serialize.sync();
    const message = new Uint8Array(parts.reduce((sum, part) => sum + part.length, sync.length));
    let at = 0;
    for (const part of [...parts, sync]) {
      message.set(part, at);
      at += part.length;
    }
    try {
      return await this.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
    } catch (error) {
      // As PGlite's own query reports it: the statement and its values on the error.
      if (error instanceof Error && "code" in error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }
}
