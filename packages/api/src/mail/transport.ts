import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { OutboxMail } from "../db/schema/index.ts";

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
      await transporter.sendMail({ from, messageId: `<${messageId}@tischservice>`, ...mail });
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
      const info = await builder.sendMail({ from, messageId: `<${messageId}@tischservice>`, ...mail });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${messageId}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
  };
}
