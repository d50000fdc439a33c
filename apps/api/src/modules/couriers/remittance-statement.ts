import {
  STATEMENT_COLUMNS,
  STATEMENT_MAX_ROWS,
  type StatementColumn,
} from "@marketplace/shared/courier-cash-contracts";
import type { FieldError } from "../../lib/http-error.ts";
import { startOfPakistanDay } from "../../lib/pakistan-days.ts";

/** One parcel of a courier's statement, read: amounts in paisa, its row as the file numbers it. */
export interface StatementRow {
  row: number;
  consignmentNumber: string;
  collectedPaisa: number;
  feePaisa: number;
  taxPaisa: number;
  remittedPaisa: number;
  reference: string;
  paidAt: Date;
}

/** The records of an RFC 4180 text: commas, "quoted" cells with "" inside, CRLF or LF line ends. */
export function csvRecords(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === ",") {
      record.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += c;
  }
  // A quote opened and never closed: the file is cut or not a CSV.
  if (quoted) return null;
  if (cell !== "" || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  // Blank lines (a trailing one, most often) are not rows.
  return records.filter((r) => r.some((c) => c.trim() !== ""));
}

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

function paisaOf(text: string): number | null {
  const match = RUPEES.exec(text.trim().replaceAll(",", ""));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Each amount's complaint, whole, so each reads as one sentence in Urdu too. */
const NOT_AN_AMOUNT = {
  cod_amount: (value: string) =>
    `The COD amount "${value}" is not an amount in rupees, such as 4200 or 28.80.`,
  courier_fee: (value: string) =>
    `The courier fee "${value}" is not an amount in rupees, such as 180 or 28.80.`,
  tax: (value: string) => `The tax "${value}" is not an amount in rupees, such as 28.80.`,
  remitted: (value: string) => `The amount remitted "${value}" is not an amount in rupees, such as 3991.20.`,
} as const;

/**
 * Reads a courier's statement (the columns of `STATEMENT_COLUMNS`, named in its first row). Answers
 * the rows it could read and every problem found, each naming its row; the caller records nothing
 * unless there is none. The figures' agreement with the orders is the ledger's to check (recordRemittance).
 */
export function readStatement(text: string): { rows: StatementRow[]; errors: FieldError[] } {
  const records = csvRecords(text);
  const fail = (field: string, message: string) => ({ rows: [], errors: [{ field, message }] });
  if (!records)
    return fail("csv", "The statement is not a readable CSV file: a quoted cell is never closed.");
  const [header, ...body] = records;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = STATEMENT_COLUMNS.filter((column) => !names.includes(column));
  if (!header || missing.length > 0) {
    return fail(
      "row 1",
      `The first row must name the columns ${STATEMENT_COLUMNS.join(", ")}; missing: ${missing.join(", ")}.`,
    );
  }
  if (body.length === 0) return fail("csv", "The statement has no parcels in it.");
  if (body.length > STATEMENT_MAX_ROWS) {
    return fail("csv", "The statement is too large: split it into files of at most 5,000 rows.");
  }
  const at = Object.fromEntries(STATEMENT_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    StatementColumn,
    number
  >;
  const rows: StatementRow[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  for (const [index, record] of body.entries()) {
    const row = index + 2;
    const field = `row ${row}`;
    const problems: string[] = [];
    if (record.length !== names.length) {
      errors.push({
        field,
        message: `This row has ${record.length} cells; the first row names ${names.length}.`,
      });
      continue;
    }
    const cell = (column: StatementColumn) => (record[at[column]] ?? "").trim();
    const consignmentNumber = cell("consignment_number");
    if (!/^[A-Za-z0-9-]{4,40}$/.test(consignmentNumber)) {
      problems.push("The consignment number is missing or not one (4 to 40 letters, digits or -).");
    } else if (seen.has(consignmentNumber)) {
      problems.push(`Parcel ${consignmentNumber} is already on row ${seen.get(consignmentNumber)}.`);
    } else seen.set(consignmentNumber, row);
    const amounts = {} as Record<"cod_amount" | "courier_fee" | "tax" | "remitted", number>;
    for (const column of ["cod_amount", "courier_fee", "tax", "remitted"] as const) {
      const paisa = paisaOf(cell(column));
      if (paisa === null) {
        problems.push(NOT_AN_AMOUNT[column](cell(column)));
      } else amounts[column] = paisa;
    }
    const reference = cell("reference");
    if (reference === "" || reference.length > 100) {
      problems.push("The payment reference is missing or longer than 100 characters.");
    }
    const paidAt = /^\d{4}-\d{2}-\d{2}$/.test(cell("paid_on"))
      ? startOfPakistanDay(cell("paid_on"))
      : undefined;
    if (!paidAt) problems.push(`The payment date "${cell("paid_on")}" is not a date like 2026-11-28.`);
    if (problems.length > 0 || !paidAt) {
      errors.push(...problems.map((message) => ({ field, message })));
      continue;
    }
    rows.push({
      row,
      consignmentNumber,
      collectedPaisa: amounts.cod_amount,
      feePaisa: amounts.courier_fee,
      taxPaisa: amounts.tax,
      remittedPaisa: amounts.remitted,
      reference,
      paidAt,
    });
  }
  return { rows, errors };
}
