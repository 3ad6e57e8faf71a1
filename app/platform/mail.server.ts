import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger.server.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Human description for the start-up log. */
  describe(): string;
}

/**
 * SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox. The log names the file,
 * never its content: mails carry one-time links that are as good as a password.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      describe: () => "SMTP",
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  return {
    async send(mail) {
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`);
      const eml = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        mail.text,
        "",
      ].join("\r\n");
      writeFileSync(file, eml, { mode: 0o600 });
      options.logger.info("mail written to outbox", { file: path.basename(file) });
    },
    describe: () => `outbox (${outbox}); set SMTP_URL to send real mail`,
  };
}
