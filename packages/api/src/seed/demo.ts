import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";

export const demoAccounts = [
  { label: "Administrator", login: "admin@tischservice.example", password: "Admin#2026" },
  { label: "Inhaber Trattoria Demo", login: "inhaber@trattoria.example", password: "Gastro#2026" },
  { label: "Unterbenutzer Trattoria Demo", login: "service@trattoriademo", password: "Service#2026" },
  { label: "Inhaber Zum Goldenen Hirsch", login: "inhaber@hirsch.example", password: "Gastro#2026" },
  { label: "Gast", login: "gast@gast.example", password: "Gast#2026" },
] as const;

export async function seedDemoData(_db: Db, _options: { now: Date; logger: Logger }): Promise<boolean> {
  return false;
}
