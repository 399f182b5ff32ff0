import { queryOptions } from "@tanstack/react-query";
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
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/restaurants/{restaurantId}/tables`: the restaurant's tables (owner and sub-user alike). */
export async function fetchTables(restaurantId: string): Promise<Table[]> {
  const raw = await dataOf(
    api.GET("/api/restaurants/{restaurantId}/tables", { params: { path: { restaurantId } } }),
  );
  return tableListResponseSchema.parse(raw).data ?? [];
}

/** The restaurant's tables. */
export const tablesQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: queryKeys.tables(restaurantId), queryFn: () => fetchTables(restaurantId) });

function tableOf(raw: unknown): Table {
  const answer = tableResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, raw);
  return answer.data;
}

/** `POST /api/tables`. */
export async function createTable(body: CreateTableRequest): Promise<Table> {
  return tableOf(await dataOf(api.POST("/api/tables", { body })));
}

/** `DELETE /api/tables/{id}`; answers the server's message. */
export async function deleteTable(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.DELETE("/api/tables/{id}", { params: { path: { id } } })),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** `PUT /api/tables/{id}/number`. */
export async function updateTableNumber(id: string, tableNumber: string): Promise<Table> {
  return tableOf(
    await dataOf(api.PUT("/api/tables/{id}/number", { params: { path: { id } }, body: { tableNumber } })),
  );
}

/** `PUT /api/tables/{id}/position`: any of x, y, rotation, roomId. */
export async function updateTablePosition(id: string, body: UpdateTablePositionRequest): Promise<Table> {
  return tableOf(await dataOf(api.PUT("/api/tables/{id}/position", { params: { path: { id } }, body })));
}

/** `PUT /api/tables/{id}/internal`: "Nur intern" tables are never given to online bookings. */
export async function updateTableInternal(id: string, internal: boolean): Promise<Table> {
  return tableOf(
    await dataOf(api.PUT("/api/tables/{id}/internal", { params: { path: { id } }, body: { internal } })),
  );
}

/** `GET /api/tables/combinations/restaurant/{restaurantId}`: the combinations the restaurant defined. */
export async function fetchTableCombinations(restaurantId: string): Promise<TableCombination[]> {
  const raw = await dataOf(
    api.GET("/api/tables/combinations/restaurant/{restaurantId}", { params: { path: { restaurantId } } }),
  );
  return tableCombinationListResponseSchema.parse(raw).data ?? [];
}

/** The combinations the restaurant defined. */
export const tableCombinationsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.tableCombinations(restaurantId),
    queryFn: () => fetchTableCombinations(restaurantId),
  });

/** `POST /api/tables/combinations`: 2–4 tables of the restaurant, an optional name. */
export async function createTableCombination(body: CreateTableCombinationRequest): Promise<TableCombination> {
  const raw = await dataOf(api.POST("/api/tables/combinations", { body }));
  const answer = tableCombinationResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, raw);
  return answer.data;
}

/** `DELETE /api/tables/combinations/{id}`; answers the server's message. */
export async function deleteTableCombination(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.DELETE("/api/tables/combinations/{id}", { params: { path: { id } } })),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
