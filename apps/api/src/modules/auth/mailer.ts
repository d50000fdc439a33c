import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/** Sends through SMTP when SMTP_URL is set; otherwise writes the mail to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): SendMail {
  if (!options.smtpUrl) {
    return async (mail) => {
      options.log.info(
        { mailTo: mail.to, subject: mail.subject },
        `E-mail not sent (no SMTP_URL):\n${mail.text}`,
      );
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from: options.from, ...mail });
  };
}
