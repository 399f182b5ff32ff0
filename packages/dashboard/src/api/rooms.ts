import {
  type CreateRoomRequest,
  messageResponseSchema,
  type Room,
  roomListResponseSchema,
  roomResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

/** `GET /api/rooms/restaurant/{restaurantId}`: `{ success, rooms }` or a bare array. */
export async function fetchRooms(restaurantId: string): Promise<Room[]> {
  const answer = roomListResponseSchema.parse(
    await requestJson(`/api/rooms/restaurant/${encodeURIComponent(restaurantId)}`),
  );
  return answer.data ?? [];
}

/** `POST /api/rooms`; answers the saved room. */
export async function createRoom(body: CreateRoomRequest): Promise<Room> {
  const raw = await requestJson("/api/rooms", { method: "POST", body });
  const answer = roomResponseSchema.parse(raw);
  if (!answer.success || !answer.data) throw new ApiError(409, answer.message ?? null, raw);
  return answer.data;
}

/** `DELETE /api/rooms/{id}`. */
export async function deleteRoom(id: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/rooms/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
  if (!answer.success) throw new ApiError(409, answer.message ?? null, answer);
  return answer.message ?? null;
}
