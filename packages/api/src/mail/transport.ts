import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMail } from "../db/schema/index.ts";

/**
 * Nodemailer's message for an outbox mail: `from`, the message id, and the guest's language as the
 * `Content-Language` header (English mails; German when none is given).
 */
function message(mail: OutboxMail, from: string, messageId: string) {
  const { language, ...content } = mail;
  return {
    from,
    messageId: `<${messageId}@tischservice>`,
    ...content,
    headers: { "Content-Language": language ?? "de" },
  };
}

export interface MailTransport {
  readonly description: string;
  send(mail: OutboxMail, messageId: string): Promise<void>;
  close?(): void;
}

/** SMTP through nodemailer (`smtp://user:pass@host:port`, `smtps://...`). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(mail, messageId) {
      await transporter.sendMail(message(mail, from, messageId));
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each mail becomes an `.eml` file in `dir` (written atomically). */
export function emlFileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `Dateien in ${dir}`,
    async send(mail, messageId) {
      const info = await builder.sendMail(message(mail, from, messageId));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${messageId}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
  };
}
