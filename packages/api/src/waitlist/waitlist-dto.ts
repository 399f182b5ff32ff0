import { type WaitlistEntry, waitlistEntrySchema } from "@tischservice/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { tables, type WaitlistEntryRow, type WaitlistOfferRow, waitlistOffers } from "../db/schema/index.ts";
import { requestHeadDto } from "../table-requests/request-dto.ts";

/** The entry as staff and the guest read it (core's `waitlistEntrySchema`, named for the OpenAPI document). */
export const WaitlistEntryDtoSchema = waitlistEntrySchema.meta({ id: "WaitlistEntry" });

export function toWaitlistDto(
  row: WaitlistEntryRow,
  offer: WaitlistOfferRow | null,
  tableNumbers: ReadonlyMap<string, string>,
): WaitlistEntry {
  return {
    ...requestHeadDto(row),
    date: row.date,
    from: row.from,
    to: row.to,
    language: row.language,
    offer:
      offer && offer.status === "open"
        ? {
            _id: offer.id,
            timeSlot: offer.timeSlot,
            tableIds: offer.tableIds,
            tableNumbers: offer.tableIds.map((id) => tableNumbers.get(id) ?? "?"),
            expiresAt: offer.expiresAt.toISOString(),
            offeredBy: offer.offeredBy,
          }
        : null,
    reservationId: row.reservationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The entries with their open offers and the offered tables' numbers, in the order given. */
export async function toWaitlistDtos(
  db: Db | Tx,
  rows: readonly WaitlistEntryRow[],
): Promise<WaitlistEntry[]> {
  if (rows.length === 0) return [];
  const offers = await db
    .select()
    .from(waitlistOffers)
    .where(
      and(
        inArray(
          waitlistOffers.entryId,
          rows.map((row) => row.id),
        ),
        eq(waitlistOffers.status, "open"),
      ),
    );
  const tableIds = [...new Set(offers.flatMap((offer) => offer.tableIds))];
  const numbers =
    tableIds.length === 0
      ? []
      : await db
          .select({ id: tables.id, tableNumber: tables.tableNumber })
          .from(tables)
          .where(inArray(tables.id, tableIds));
  const tableNumbers = new Map(numbers.map((table) => [table.id, table.tableNumber]));
  const offerOf = new Map(offers.map((offer) => [offer.entryId, offer]));
  return rows.map((row) => toWaitlistDto(row, offerOf.get(row.id) ?? null, tableNumbers));
}

export async function toWaitlistDtoOf(db: Db | Tx, row: WaitlistEntryRow): Promise<WaitlistEntry> {
  const [dto] = await toWaitlistDtos(db, [row]);
  if (!dto) throw new Error("waitlist entry lost");
  return dto;
}
