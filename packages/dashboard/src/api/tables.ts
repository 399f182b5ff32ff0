import {
  type CreateTableCombinationRequest,
  type CreateTableRequest,
  messageResponseSchema,
  type Table,
  type TableCombination,
  tableCombinationListResponseSchema,
  tableCombinationResponseSchema,
  tableListResponseSchema,
  tableResponseSchema,
  type UpdateTablePositionRequest,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

const tablePath = (id: string) => `/api/tables/${encodeURIComponent(id)}`;

/** `GET /api/restaurants/{restaurantId}/tables`: the restaurant's tables (owner and sub-user alike). */
export async function fetchTables(restaurantId: string): Promise<Table[]> {
  const answer = tableListResponseSchema.parse(
    await requestJson(`/api/restaurants/${encodeURIComponent(restaurantId)}/tables`),
  );
  return answer.data ?? [];
}

function tableOf(raw: unknown): Table {
  const answer = tableResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, raw);
  return answer.data;
}

/** `POST /api/tables`. */
export async function createTable(body: CreateTableRequest): Promise<Table> {
  return tableOf(await requestJson("/api/tables", { method: "POST", body }));
}

/** `DELETE /api/tables/{id}`; answers the server's message. */
export async function deleteTable(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(await requestJson(tablePath(id), { method: "DELETE" }));
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** `PUT /api/tables/{id}/number`. */
export async function updateTableNumber(id: string, tableNumber: string): Promise<Table> {
  return tableOf(await requestJson(`${tablePath(id)}/number`, { method: "PUT", body: { tableNumber } }));
}

/** `PUT /api/tables/{id}/position`: any of x, y, rotation, roomId. */
export async function updateTablePosition(id: string, body: UpdateTablePositionRequest): Promise<Table> {
  return tableOf(await requestJson(`${tablePath(id)}/position`, { method: "PUT", body }));
}

/** `PUT /api/tables/{id}/internal`: "Nur intern" tables are never given to online bookings. */
export async function updateTableInternal(id: string, internal: boolean): Promise<Table> {
  return tableOf(await requestJson(`${tablePath(id)}/internal`, { method: "PUT", body: { internal } }));
}

/** `GET /api/tables/combinations/restaurant/{restaurantId}`: the combinations the restaurant defined. */
export async function fetchTableCombinations(restaurantId: string): Promise<TableCombination[]> {
  const answer = tableCombinationListResponseSchema.parse(
    await requestJson(`/api/tables/combinations/restaurant/${encodeURIComponent(restaurantId)}`),
  );
  return answer.data ?? [];
}

/** `POST /api/tables/combinations`: 2–4 tables of the restaurant, an optional name. */
export async function createTableCombination(body: CreateTableCombinationRequest): Promise<TableCombination> {
  const raw = await requestJson("/api/tables/combinations", { method: "POST", body });
  const answer = tableCombinationResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, raw);
  return answer.data;
}

/** `DELETE /api/tables/combinations/{id}`; answers the server's message. */
export async function deleteTableCombination(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/tables/combinations/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
