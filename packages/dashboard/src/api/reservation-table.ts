import { messageResponseSchema } from "@tischservice/core";
import { requestJson } from "./http.ts";

/**
 * Moves a reservation to one other table through the staff edit `PUT /api/reservations/{id}` with
 * `tableIds`: the server checks the table under its lock (409 with its German reason when taken).
 */
export async function moveReservationToTable(id: string, tableId: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/reservations/${encodeURIComponent(id)}`, {
      method: "PUT",
      body: { tableIds: [tableId] },
    }),
  );
  return answer.message ?? null;
}
