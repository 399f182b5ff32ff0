import {
  type CreateSubUserRequest,
  createSubUserResponseSchema,
  messageResponseSchema,
  type SubUser,
  type SubUserPasswordResetRequest,
  subUserListResponseSchema,
} from "@tischservice/core";
import { ApiError, requestJson } from "./http.ts";

/** `GET /api/users/subusers/{ownerId}`. */
export async function fetchSubUsers(ownerId: string): Promise<SubUser[]> {
  const answer = subUserListResponseSchema.parse(
    await requestJson(`/api/users/subusers/${encodeURIComponent(ownerId)}`),
  );
  if (!answer.success) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data ?? [];
}

/** `POST /api/users/subuser`: answers the login name `username@restaurant`. */
export async function createSubUser(input: CreateSubUserRequest): Promise<string | null> {
  const answer = createSubUserResponseSchema.parse(
    await requestJson("/api/users/subuser", { method: "POST", body: input }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.loginUsername ?? null;
}

/** `DELETE /api/users/subuser/{id}` (ends the sub-user's sessions). */
export async function deleteSubUser(id: string): Promise<void> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/users/subuser/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
}

/** `PUT /api/users/subuser/{id}/password`: the owner sets a new password (ends the sub-user's sessions). */
export async function resetSubUserPassword(
  id: string,
  body: SubUserPasswordResetRequest,
): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson(`/api/users/subuser/${encodeURIComponent(id)}/password`, { method: "PUT", body }),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? null;
}
