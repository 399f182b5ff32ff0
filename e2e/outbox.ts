import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The mails in the outbox of a server's data directory (written there without SMTP), newest first,
 * decoded from quoted-printable.
 */
export function outboxMails(dataDir: string): string[] {
  const dir = join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  // The files are named by random ids: the time each was written tells which is newest.
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => join(dir, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((path) =>
      readFileSync(path, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
}

/** The newest mail in the outbox whose text contains `needle`. */
export function findMail(dataDir: string, needle: string): string | null {
  return outboxMails(dataDir).find((text) => text.includes(needle)) ?? null;
}

/** Polls until `read` gives a value (mail delivery is asynchronous). */
export async function eventually<T>(read: () => T | null, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error("Zeitüberschreitung beim Warten");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
