import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** One e-mail the marketplace sent, as the test SMTP server received it. */
export interface ReceivedMail {
  from: string | null;
  to: string[];
  subject: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded. */
  html: string;
  raw: string;
}

/** The folder the SMTP sink writes into (playwright.config.ts sets it for the runner and its workers). */
function mailFolder(): string {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error("E2E_MAIL_DIR is not set: the e2e config starts the SMTP sink with it.");
  return folder;
}

/** Every message received so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  const folder = mailFolder();
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => {
      const stored = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as {
        from: string | null;
        to: string[];
        raw: string;
      };
      return { ...stored, ...readMime(stored.raw) };
    });
}

/**
 * Waits until a message to `to` matches `matches` (its subject or text, say) and returns it; fails
 * with what did arrive for `to` when none does in time.
 */
export async function waitForMail(
  to: string,
  matches: (mail: ReceivedMail) => boolean,
  timeout = 30_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail().find((mail) => mail.to.includes(to) && matches(mail));
        return found
          ? "received"
          : receivedMail()
              .filter((mail) => mail.to.includes(to))
              .map((mail) => mail.subject);
      },
      { timeout, message: `an e-mail to ${to} that matches` },
    )
    .toBe("received");
  return found as ReceivedMail;
}

// A small MIME reader: enough for what nodemailer writes (a multipart/alternative of text and HTML,
// each part 7bit, quoted-printable or base64; encoded-word subjects).

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined, charset = "utf-8"): string {
  const bytes =
    encoding?.toLowerCase() === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : encoding?.toLowerCase() === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          )
        : Buffer.from(body, "utf8");
  return new TextDecoder(charset).decode(bytes);
}

function decodeWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              "latin1",
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function readMime(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitHeaders(raw);
  const found = { text: "", html: "" };
  const walk = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith("--")) break;
        const part = splitHeaders(piece.replace(/^\r?\n/, ""));
        walk(part.headers, part.body);
      }
      return;
    }
    const charset = /charset="?([^";]+)"?/i.exec(type)?.[1];
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding"), charset);
    if (type.toLowerCase().startsWith("text/html")) found.html ||= decoded;
    else if (type.toLowerCase().startsWith("text/plain")) found.text ||= decoded;
  };
  walk(headers, body);
  return { subject: decodeWords(headers.get("subject") ?? ""), ...found };
}
