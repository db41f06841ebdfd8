import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

// How a message leaves: SMTP when SMTP_URL is set, otherwise an .eml file per message
// under DATA_DIR/outbox (logged), so a local run needs no mail server.

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk). */
  send(mail: OutgoingMail): Promise<void>;
  /** For the start-up log: where mail goes. */
  describe: string;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  // Bounded waits, so a dead server cannot hold a message's lease for long.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  const safeUrl = new URL(url);
  safeUrl.password = safeUrl.password ? "****" : "";
  return {
    describe: `SMTP ${safeUrl.protocol}//${safeUrl.host}`,
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

export function fileTransport(dir: string, logger: Logger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: `files in ${dir} (SMTP_URL is not set)`,
    async send(mail) {
      const info = await builder.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const temp = path.join(dir, `.${name}.tmp`);
      await writeFile(temp, info.message as Buffer);
      await rename(temp, path.join(dir, name));
      logger.info(
        { to: mail.to, subject: mail.subject, file: name },
        "mail written to the outbox folder",
      );
    },
    close() {},
  };
}
