import { join } from "node:path";
import type { Env } from "../env.ts";

/** Where mail goes as `.eml` files: `DATA_DIR/outbox` without SMTP; null when `SMTP_URL` sends it. */
export function mailFilesDirOf(env: Pick<Env, "SMTP_URL" | "DATA_DIR">): string | null {
  return env.SMTP_URL ? null : join(env.DATA_DIR, "outbox");
}
