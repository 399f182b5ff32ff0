import { queryOptions } from "@tanstack/react-query";
import {
  type MenuItem,
  type MenuItemBody,
  menuItemListResponseSchema,
  menuItemResponseSchema,
  messageResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/menu/restaurant/{restaurantId}`: the restaurant's menu (the owner's, also for sub-users). */
export async function fetchMenu(restaurantId: string): Promise<MenuItem[]> {
  const raw = await dataOf(
    api.GET("/api/menu/restaurant/{restaurantId}", { params: { path: { restaurantId } } }),
  );
  return menuItemListResponseSchema.parse(raw).data;
}

/** The restaurant's menu. */
export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({ queryKey: queryKeys.menu(restaurantId), queryFn: () => fetchMenu(restaurantId) });

/** `POST /api/menu` with name, price, type and the owner's user id. */
export async function createMenuItem(body: MenuItemBody): Promise<MenuItem | null> {
  const answer = menuItemResponseSchema.parse(await dataOf(api.POST("/api/menu", { body })));
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.data ?? null;
}

/** `PUT /api/menu/{id}` with the same body. */
export async function updateMenuItem(id: string, body: MenuItemBody): Promise<MenuItem | null> {
  const answer = menuItemResponseSchema.parse(
    await dataOf(api.PUT("/api/menu/{id}", { params: { path: { id } }, body })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.data ?? null;
}

/** `DELETE /api/menu/{id}`. */
export async function deleteMenuItem(id: string): Promise<void> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.DELETE("/api/menu/{id}", { params: { path: { id } } })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
}
