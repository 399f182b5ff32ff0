import { queryOptions } from "@tanstack/react-query";
import {
  type CreateRoomRequest,
  messageResponseSchema,
  type Room,
  roomListResponseSchema,
  roomResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/rooms/restaurant/{restaurantId}`: `{ success, rooms }` or a bare array. */
export async function fetchRooms(restaurantId: string): Promise<Room[]> {
  const raw = await dataOf(
    api.GET("/api/rooms/restaurant/{restaurantId}", { params: { path: { restaurantId } } }),
  );
  return roomListResponseSchema.parse(raw).data ?? [];
}

/** The restaurant's rooms; a failure to load them is logged (the screens then show none). */
export const roomsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.rooms(restaurantId),
    queryFn: async () => {
      try {
        return await fetchRooms(restaurantId);
      } catch (error) {
        console.warn("Räume konnten nicht geladen werden", error);
        throw error;
      }
    },
  });

/** `POST /api/rooms`; answers the saved room. */
export async function createRoom(body: CreateRoomRequest): Promise<Room> {
  const raw = await dataOf(api.POST("/api/rooms", { body }));
  const answer = roomResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, raw);
  return answer.data;
}

/** `DELETE /api/rooms/{id}`. */
export async function deleteRoom(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.DELETE("/api/rooms/{id}", { params: { path: { id } } })),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
