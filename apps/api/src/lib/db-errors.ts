/** PostgreSQL's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * PostgreSQL's data exceptions that only a client's value can cause. Schemas should refuse such
 * values first; this is the last line of defence, so that a value they missed is a 400, not a 500.
 */
const CLIENT_DATA_ERRORS: Record<string, string> = {
  "22021": "Some text holds characters that cannot be stored.",
  "22P05": "Some text holds characters that cannot be stored.",
  "22003": "A number is larger than this marketplace can store.",
  "22P02": "A value is not in the expected form.",
  "22001": "A text is longer than this marketplace can store.",
  "22007": "A date is not valid.",
  "22008": "A date is out of range.",
};

export function clientDataErrorMessage(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  const code = e?.cause?.code ?? e?.code;
  return code ? CLIENT_DATA_ERRORS[code] : undefined;
}

/**
 * What of a failed request's error may be written to the log. A failed query's error carries its
 * parameters (a signup's password hash, e-mail addresses, tokens) in its message and its cause's
 * `detail`; the log gets the SQL text, the database's code and message, and the stack, never values.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & { query?: unknown; code?: unknown; cause?: unknown };
  const cause = e.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof e.query === "string") {
    return {
      type: e.name,
      message: "A database query failed.",
      query: e.query,
      code: cause?.code,
      dbMessage: typeof cause?.message === "string" ? cause.message : undefined,
      // The stack's first lines repeat the message, parameters included; keep only the frames.
      stack: e.stack
        ?.split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n"),
    };
  }
  return { type: e.name, message: e.message, code: e.code, stack: e.stack };
}
