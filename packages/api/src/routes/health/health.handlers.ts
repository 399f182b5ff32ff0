import { sql } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import type { health } from "./health.routes.ts";

export const healthHandler: AppRouteHandler<typeof health> = async (c) => {
  const { db, dbKind } = c.var.deps;
  await db.execute(sql`select 1`);
  return c.json({ ok: true as const, db: dbKind }, 200);
};
