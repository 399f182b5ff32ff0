import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/client.ts";
import { appSettings } from "../db/schema/index.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = "vapid";

/** The server's VAPID keys: created at first use, stored in `app_settings`, the same for every process. */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
    return row?.value as VapidKeys | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db.insert(appSettings).values({ key: KEY, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error("VAPID keys missing");
  return stored;
}
