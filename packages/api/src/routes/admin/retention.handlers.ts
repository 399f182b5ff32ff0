import { retentionSettingsTexts } from "@tischservice/core";
import type { AppRouteHandler } from "../../app/types.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { requireAdmin } from "../../auth/access.ts";
import { platformRetention, setPlatformReservationMonths } from "../../privacy/retention-settings.ts";
import type { getRetention, updateRetention } from "./retention.routes.ts";

export const getRetentionHandler: AppRouteHandler<typeof getRetention> = async (c) => {
  requireAdmin(c);
  return c.json({ success: true as const, data: await platformRetention(c.var.deps.db) }, 200);
};

/** Sets the platform's reservation period; audited with the old and the new months, like other settings. */
export const updateRetentionHandler: AppRouteHandler<typeof updateRetention> = async (c) => {
  const admin = requireAdmin(c);
  const { reservationMonths } = c.req.valid("json");
  const { db, now } = c.var.deps;
  const data = await db.transaction(async (tx) => {
    const previous = await platformRetention(tx);
    const next = await setPlatformReservationMonths(tx, reservationMonths, now());
    await recordAudit(
      c,
      {
        action: "settings_updated",
        actor: { id: admin.id, email: admin.email },
        details: {
          scope: "platform",
          fields: "reservationRetentionMonths",
          reservationRetentionMonths: String(reservationMonths),
          previous: String(previous.reservationMonths),
        },
      },
      tx,
    );
    return next;
  });
  return c.json(
    { success: true as const, message: retentionSettingsTexts.platformSaved(data.reservationMonths), data },
    200,
  );
};
