import {
  type MenuItem,
  type MenuItemBody,
  menuItemListResponseSchema,
  menuItemResponseSchema,
  messageResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

/** `GET /api/menu/restaurant/{restaurantId}`: the restaurant's menu (the owner's, also for sub-users). */
export async function fetchMenu(restaurantId: string): Promise<MenuItem[]> {
  const answer = menuItemListResponseSchema.parse(
    await requestJson(`/api/menu/restaurant/${encodeURIComponent(restaurantId)}`),
  );
  return answer.data;
}

/** `POST /api/menu` with name, price, type and the owner's user id. */
export async function createMenuItem(body: MenuItemBody): Promise<MenuItem | null> {
  const answer = menuItemResponseSchema.parse(await requestJson("/api/menu", { method: "POST", body }));
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.data ?? null;
}

/** `PUT /api/menu/{id}` with the same body. */
export async function updateMenuItem(id: string, body: MenuItemBody): Promise<MenuItem | null> {
  const answer = menuItemResponseSchema.parse(
    await requestJson(`/api/menu/${encodeURIComponent(id)}`, { method: "PUT", body }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.data ?? null;
}

/** `DELETE /api/menu/{id}`. */
export async function deleteMenuItem(id: string): Promise<void> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/menu/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
}
