import fs from "node:fs";
import path from "node:path";
import { URDU_MESSAGES, URDU_WORDS, urduMessage } from "@marketplace/shared/server-messages";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { translateAnswer } from "./message-language.ts";

/**
 * Every sentence the API or the shared schemas may send to a person has Urdu (issue 16). The
 * sentences are found in the source itself, so a new message without Urdu fails here: every string
 * and template literal of the code (comments and types stripped by esbuild) that reads like a
 * sentence, except those that never reach a person through an answer (route docs, logs, internal
 * errors, seed data) and the few listed below.
 */
const API_SRC = path.resolve(import.meta.dirname, "..");
const SHARED_SRC = path.resolve(import.meta.dirname, "../../../../packages/shared/src");

/** Files whose words are not answers: seed data, start-up lines and settings, the API docs, the catalog itself. */
const NOT_ANSWERS = [
  /\/demo-data\//,
  /\/config\.ts$/,
  /\/server-messages\.ts$/,
  /\/db\//,
  /\/server\.ts$/,
  // What a process keeps to itself, said once in its start-up log.
  /\/process-local-parts\.ts$/,
  /\/admin-cli\.ts$/,
  // The operator's backup and restore commands, said on her terminal.
  /\/modules\/backup\//,
  /\/(backup|restore)-cli\.ts$/,
  /\/api-docs\.ts$/,
  /\/mailer\.ts$/,
  /\/jwt-secret\.ts$/,
  /\/rich-results\.ts$/,
  /\/ledger-csv\.ts$/,
  // The couriers' side: their APIs' words (simulated and recorded) and the adapters' CourierError
  // texts, which reach a person only as the courier's words inside "{courier} refused the booking:
  // {words}", itself in Urdu (server-messages-couriers.ts).
  /\/modules\/couriers\/providers\//,
  // The same for the payment providers (decision 0053): their hosted pages' and answers' words, in
  // the simulators as the providers write them, and the adapters' reasons for refusing an answer,
  // kept as the provider's side of a payment's events in the console.
  /\/modules\/payments\/providers\//,
];

/**
 * Literals that read like sentences but are not said to anyone by an answer: the reset e-mail (its
 * own text, sent once to an inbox), the statement's entry descriptions and notes (stored rows, shown as
 * written like other records) and report reasons and list values (labelled by the web's catalogs).
 */
const NOT_MESSAGES = [
  /^Reset your Hunarmand password$/,
  /^Assalam-o-Alaikum /,
  /^Order \{\}(:| delivered)/,
  /^(Payout to|Remittance from) the store$/,
  /^\{\} by \{\}, reference \{\}$/,
  // The log's stand-in for a failed query's message (loggableError), never an answer.
  /^A database query failed\.$/,
  // A closed account's stand-ins (decision 0041): stored in place of her name, store and reasons,
  // shown as written like every other name in a record, never said by an answer.
  /^(Closed account|Closed store \{\}|Store closed|Account closed)$/,
  /^(Counterfeit or fake|Prohibited item|Offensive content|Wrong category|Something else)$/,
];

/** What comes right before a literal that is documentation, a log line or a programmer's error. */
const NOT_MESSAGE_CONTEXT = [
  // A metric's help text is read by its operator in Prometheus, never sent in an answer.
  /\b(summary|description|title|help):\s*$/,
  /\.(trace|debug|info|warn|error|fatal)\(\s*(\{[^{}]*\},\s*)?$/,
  /new (Type)?Error\(\s*$/,
  /\bsql\s*$/,
  // A Lua script for Redis (lib/write-generation.ts).
  /\blua\s*$/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // The route table's strings are the OpenAPI document's summaries, never sent in an answer.
    if (entry.isDirectory()) return entry.name === "api-routes" ? [] : sourceFiles(file);
    return file.endsWith(".ts") && !file.endsWith(".test.ts") ? [file] : [];
  });
}

interface Literal {
  /** The literal's text, each `${…}` of a template as `{}`. */
  text: string;
  /** The code before it, to tell a log line or a route's summary from an answer. */
  before: string;
}

/** The character an escape stands for: enough for sentences (a quote, a line break). */
const escapedChar = (c: string) => ({ n: "\n", t: "\t", r: "\r" })[c] ?? c;

/**
 * The string and template literals of JavaScript code (no comments: esbuild removed them). A `/`
 * after an operator, an opening bracket or a keyword starts a regular expression, skipped whole.
 */
function literalsOf(code: string): Literal[] {
  const found: Literal[] = [];
  let i = 0;
  const readString = (quote: string) => {
    let text = "";
    for (i++; i < code.length && code[i] !== quote; i++) {
      if (code[i] === "\\") text += escapedChar(code[++i] as string);
      else text += code[i];
    }
    i++;
    return text;
  };
  const readTemplate = (): string => {
    let text = "";
    for (i++; i < code.length && code[i] !== "`"; i++) {
      if (code[i] === "\\") text += escapedChar(code[++i] as string);
      else if (code[i] === "$" && code[i + 1] === "{") {
        i += 2;
        scan("}");
        text += "{}";
      } else text += code[i];
    }
    i++;
    return text;
  };
  const scan = (until?: string) => {
    let depth = 0;
    let last = "";
    while (i < code.length) {
      const c = code[i] as string;
      if (c === until && depth === 0) return;
      if (c === '"' || c === "'" || c === "`") {
        const start = i;
        const text = c === "`" ? readTemplate() : readString(c);
        found.push({ text, before: code.slice(Math.max(0, start - 120), start) });
        last = "x";
        continue;
      }
      if (c === "/" && (last === "" || /[(,=:[!&|?{};+\-*%<>~^]|return|typeof/.test(last))) {
        let inClass = false;
        for (i++; i < code.length; i++) {
          if (code[i] === "\\") i++;
          else if (code[i] === "[") inClass = true;
          else if (code[i] === "]") inClass = false;
          else if (code[i] === "/" && !inClass) break;
        }
        i++;
        last = "x";
        continue;
      }
      if (c === "{" || c === "(" || c === "[") depth++;
      if (c === "}" || c === ")" || c === "]") depth--;
      if (!/\s/.test(c)) {
        const word = /^[A-Za-z_$][\w$]*/.exec(code.slice(i));
        last = word ? word[0] : c;
        i += word ? word[0].length : 1;
        continue;
      }
      i++;
    }
  };
  scan();
  return found;
}

/** Reads like a sentence for a person: a capital (or a value) first, then words. */
const isSentence = (text: string) =>
  /^(\{\}|["A-Z])/.test(text) && /\s/.test(text) && /[a-z]{2,} [a-z{]/.test(text);

function messagesOfSource(): { file: string; text: string }[] {
  return [...sourceFiles(API_SRC), ...sourceFiles(SHARED_SRC)]
    .filter((file) => !NOT_ANSWERS.some((pattern) => pattern.test(file)))
    .flatMap((file) => {
      const { code } = transformSync(fs.readFileSync(file, "utf8"), {
        loader: "ts",
        format: "esm",
        charset: "utf8",
      });
      return literalsOf(code)
        .filter(({ text, before }) => isSentence(text) && !NOT_MESSAGE_CONTEXT.some((p) => p.test(before)))
        .filter(({ text }) => !NOT_MESSAGES.some((pattern) => pattern.test(text)))
        .map(({ text }) => ({ file: path.relative(API_SRC, file), text }));
    });
}

/** The catalog's keys and words as shapes: each `{name}` a `{}`, as the source's templates read. */
const catalogShapes = [...Object.keys(URDU_MESSAGES), ...Object.keys(URDU_WORDS)];

/**
 * A literal has Urdu when the catalog has it as written, or when it is a template (or a piece of
 * one) whose every `{}` may stand for anything: some catalog message then has its shape.
 */
function hasUrdu(text: string): boolean {
  if (!text.includes("{}")) return urduMessage(text) !== undefined || text in URDU_WORDS;
  const shape = new RegExp(
    `^${text
      .split("{}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+")}$`,
    "s",
  );
  return catalogShapes.some((key) => shape.test(key));
}

describe("the Urdu catalog covers what the API says", () => {
  const messages = messagesOfSource();

  it("finds the messages in the source (the scan itself works)", () => {
    const texts = messages.map((m) => m.text);
    expect(texts).toContain("Product not found");
    expect(texts).toContain('Only {} left of "{}". Please lower the quantity.');
    expect(texts).toContain("Text cannot contain control characters such as NUL.");
    expect(texts).toContain("Please give a reason for hiding this listing.");
    expect(texts).not.toContain(
      "Products, newest first by default, with filters, sorting and exact pagination",
    );
    expect(messages.length).toBeGreaterThan(200);
  });

  it("has Urdu for every message the API and the shared schemas can send", () => {
    const missing = messages.filter(({ text }) => !hasUrdu(text)).map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });
});

describe("translateAnswer", () => {
  it("translates the message and each field's message, and nothing else", () => {
    const answer = {
      success: false,
      message: "Some fields are not valid.",
      errors: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Please enter a valid email address" },
      ],
      totals: { message: "Product not found" },
    };
    expect(translateAnswer(answer, "ur")).toEqual({
      success: false,
      message: "کچھ خانے درست نہیں ہیں۔",
      errors: [
        { field: "name", message: "نام ضروری ہے" },
        { field: "email", message: "براہِ کرم درست ای میل پتہ لکھیں" },
      ],
      totals: { message: "Product not found" },
    });
    expect(translateAnswer(answer, "en")).toBe(answer);
  });
});
