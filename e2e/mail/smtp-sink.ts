/**
 * The e-mail the e2e server sends, caught: an SMTP server (the `smtp-server` package) on
 * `SMTP_SINK_PORT` that accepts every message and writes it, with its envelope, as one JSON file
 * into `E2E_MAIL_DIR`, where the stories read it (`received-mail.ts`). Started by Playwright as a
 * web server of its own, before the marketplace, whose `SMTP_URL` points here (playwright.config.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.SMTP_SINK_PORT);
const folder = process.env.E2E_MAIL_DIR;
if (!port || !folder) throw new Error("The SMTP sink needs SMTP_SINK_PORT and E2E_MAIL_DIR.");
fs.mkdirSync(folder, { recursive: true });

let received = 0;
const server = new SMTPServer({
  // Plain SMTP on the loopback: no TLS to negotiate, no account to sign in with.
  disabledCommands: ["STARTTLS", "AUTH"],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const mail = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
        receivedAt: new Date().toISOString(),
      };
      // Written under a hidden name, then renamed: a reader never sees half a message.
      const name = `${Date.now()}-${String(received).padStart(5, "0")}.json`;
      const hidden = path.join(folder, `.${name}`);
      fs.writeFileSync(hidden, JSON.stringify(mail));
      fs.renameSync(hidden, path.join(folder, name));
      callback();
    });
  },
});

server.listen(port, "127.0.0.1");
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
