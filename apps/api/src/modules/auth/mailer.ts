import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../../config.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same e-mail as HTML (the brand, a button); clients that show no HTML read `text`. */
  html?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * Sends through SMTP when SMTP_URL is set. Without it the mail is not sent: in development its text
 * (a reset link included) is written to the log so a developer can follow it; in production and
 * tests only the subject is, because a log must never hold a working reset link or whom it was for.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  env: AppConfig["env"];
  log: FastifyBaseLogger;
}): SendMail {
  if (!options.smtpUrl) {
    return async (mail) => {
      if (options.env === "development") {
        options.log.info(
          { mailTo: mail.to, subject: mail.subject },
          `E-mail not sent (no SMTP_URL; its text is logged in development only):\n${mail.text}`,
        );
      } else {
        options.log.warn({ subject: mail.subject }, "E-mail not sent: SMTP_URL is not set");
      }
    };
  }
  // Timeouts well inside a queued job's expiry (decision 0029): a silent server fails the try, and
  // the queue tries again later.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({ from: options.from, ...mail });
  };
}
