import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../support/server-process";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { type AdminServer, ownAdminServer } from "./admin-server";
import { expect, test } from "./fixtures";

// Specs whose server sends mail: their own server (see ownAdminServer) with a test SMTP
// server of their own that receives what it sends, stopped after the file.

export interface MailedAdminServer {
  server: AdminServer;
  /** The first mail that matches, waiting for it to arrive at the SMTP server. */
  mailWhere(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** A link in a mail's text part, by where it leads. */
  linkIn(mail: ReceivedMail, path: RegExp): URL;
  /** Every mail the SMTP server has received so far. */
  received(): ReceivedMail[];
}

/**
 * ownAdminServer with SMTP_URL set to a test SMTP server; `env` adds more settings, and
 * `clockAt` starts the server's clock at that time (tests/support/server-clock.mjs).
 */
export function ownMailedAdminServer(
  name: string,
  env: Record<string, string> = {},
  { clockAt }: { clockAt?: string } = {},
): MailedAdminServer {
  let smtp: TestSmtpServer | undefined;
  let clockDir = "";
  const server = ownAdminServer(name, async () => {
    smtp = await startSmtpServer();
    if (!clockAt) return { SMTP_URL: smtp.url, ...env };
    clockDir = await mkdtemp(path.join(os.tmpdir(), `mg-e2e-${name}-clock-`));
    await writeFile(path.join(clockDir, "now.txt"), clockAt);
    return {
      SMTP_URL: smtp.url,
      NODE_OPTIONS: `--import=${path.join(ROOT, "tests/support/server-clock.mjs")}`,
      TEST_CLOCK_FILE: path.join(clockDir, "now.txt"),
      ...env,
    };
  });
  test.afterAll(async () => {
    await smtp?.close();
    if (clockDir) await rm(clockDir, { recursive: true, force: true });
  });
  return {
    server,
    async mailWhere(match) {
      const received = await (smtp as TestSmtpServer).waitFor((mails) => mails.some(match));
      return received.find(match) as ReceivedMail;
    },
    linkIn(mail, path) {
      const found = mail.text
        .match(/https?:\/\/\S+/g)
        ?.find((url) => path.test(new URL(url).pathname));
      expect(found, `a link to ${path} in "${mail.subject}"`).toBeDefined();
      return new URL(found as string);
    },
    received: () => (smtp as TestSmtpServer).received,
  };
}
