import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { headerSafeName } from "@tischservice/core/rules";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import type { OutboxMail } from "../db/schema/index.ts";

/**
 * The sender of a mail: `MAIL_FROM` as it is, or with the mail's `fromName` ("Trattoria Demo über
 * Tischservice") in front of `MAIL_FROM`'s own address. The name goes to nodemailer apart from the address,
 * so nodemailer quotes or MIME-encodes it (quotes, umlauts, anything that is not a plain word); core's
 * `headerSafeName` keeps it on one line, whatever the outbox row holds.
 */
export function senderOf(
  mail: Pick<OutboxMail, "fromName">,
  from: string,
): string | { name: string; address: string } {
  if (!mail.fromName) return from;
  const [address] = addressparser(from, { flatten: true });
  const name = headerSafeName(mail.fromName);
  return name && address?.address ? { name, address: address.address } : from;
}

/**
 * Nodemailer's message for an outbox mail: `from`, the message id, and the guest's language as the
 * `Content-Language` header (English mails; German when none is given).
 */
function message(mail: OutboxMail, from: string, messageId: string) {
  const { language, fromName: _fromName, ...content } = mail;
  return {
    from: senderOf(mail, from),
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
