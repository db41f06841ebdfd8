import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

// A real SMTP server for tests (smtp-server): mail arrives over the network exactly as
// from a provider's server, and is parsed with mailparser. A message counts as received
// only once the server has answered 250 on a connection that is still open.

export interface ReceivedMail {
  messageId: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail["headers"];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for the app. */
  url: string;
  received: ReceivedMail[];
  /** Resolves when `done(received)` holds; rejects after `timeoutMs`. */
  waitFor(done: (received: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /**
   * Runs after a message's data has arrived and before the server answers. Throwing
   * answers with a temporary failure (451); a connection closed meanwhile means the
   * message was never accepted.
   */
  beforeAccept?: (mail: ReceivedMail) => Promise<void> | void;
}

export async function startSmtpServer(options: SmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const events = new EventEmitter();
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onClose(session: SMTPServerSession) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: ReceivedMail = {
            messageId: parsed.messageId ?? "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: parsed.headers,
            parsed,
          };
          await options.beforeAccept?.(mail);
          if (closed.has(session.id)) return callback(new Error("connection closed"));
          received.push(mail);
          callback();
          events.emit("mail");
        })
        .catch((error: Error) => {
          const failure = new Error(error.message) as Error & { responseCode: number };
          failure.responseCode = 451;
          callback(failure);
        });
    },
  });
  server.on("error", () => undefined);
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(done, timeoutMs = 20_000) {
      if (done(received)) return received;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          events.off("mail", check);
          reject(new Error(`mail did not arrive in time (${received.length} received)`));
        }, timeoutMs);
        function check() {
          if (!done(received)) return;
          clearTimeout(timer);
          events.off("mail", check);
          resolve(received);
        }
        events.on("mail", check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
