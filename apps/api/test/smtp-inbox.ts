import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One e-mail as the SMTP server received it, with its parts decoded enough to read. */
export interface ReceivedMail {
  to: string[];
  from: string;
  /** The whole message as sent (headers and MIME parts). */
  raw: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): whatever the API sends is
 * read here. `refuse(true)` makes it answer every connection with a temporary failure, as a mail
 * server that is down would.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  let refusing = false;
  let attempts = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      attempts++;
      for (const wake of waiters.splice(0)) wake();
      if (refusing) {
        const error = new Error("Service not available, try again later") as Error & { responseCode: number };
        error.responseCode = 421;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: decodeHeader(/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? ""),
          text: partOf(raw, "text/plain"),
          html: partOf(raw, "text/html"),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Resolves once `predicate` holds of what arrived (checked on each arrival), or fails after `timeoutMs`. */
  const until = (predicate: () => boolean, what: string, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`no ${what} within ${timeoutMs} ms; received: ${received.map((m) => m.subject)}`)),
        timeoutMs,
      );
      const check = () => {
        if (predicate()) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    refuse(on: boolean) {
      refusing = on;
    },
    /** The e-mails to `address`, once at least `count` have arrived. */
    async mailsTo(address: string, count = 1, timeoutMs?: number): Promise<ReceivedMail[]> {
      const mine = () =>
        received.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
      await until(() => mine().length >= count, `${count} e-mail(s) to ${address}`, timeoutMs);
      return mine();
    },
    /** Resolves once a client has connected at least `count` times (accepted or refused). */
    connected: (count: number, timeoutMs?: number) =>
      until(() => attempts >= count, `${count} connection(s)`, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** RFC 2047 encoded words (nodemailer's for a subject with non-ASCII letters). */
function decodeHeader(value: string): string {
  return value
    .replace(/\r\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    )
    .trim();
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The decoded body of the MIME part of this type (nodemailer's multipart/alternative). */
function partOf(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type.replace("/", "\\/")}`, "i"));
  if (start < 0) return "";
  const part = raw.slice(start);
  const headerEnd = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, headerEnd);
  const rest = part.slice(headerEnd + 4);
  const boundary = rest.search(/\r\n--/);
  const body = boundary < 0 ? rest : rest.slice(0, boundary);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}
