import { queryOptions } from "@tanstack/react-query";
import {
  type CreateSubUserRequest,
  createSubUserResponseSchema,
  messageResponseSchema,
  type SubUser,
  type SubUserPasswordResetRequest,
  subUserListResponseSchema,
} from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/users/subusers/{ownerId}`. */
export async function fetchSubUsers(ownerId: string): Promise<SubUser[]> {
  const answer = subUserListResponseSchema.parse(
    await dataOf(api.GET("/api/users/subusers/{userId}", { params: { path: { userId: ownerId } } })),
  );
  if (!answer.success) throw new ApiError(500, answer.message ?? null, answer);
  return answer.data ?? [];
}

/** The owner's sub-users. */
export const subUsersQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: queryKeys.subUsers(ownerId), queryFn: () => fetchSubUsers(ownerId) });

/** `POST /api/users/subuser`: answers the login name `username@restaurant`. */
export async function createSubUser(input: CreateSubUserRequest): Promise<string | null> {
  const answer = createSubUserResponseSchema.parse(
    await dataOf(api.POST("/api/users/subuser", { body: input })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.loginUsername ?? null;
}

/** `DELETE /api/users/subuser/{id}` (ends the sub-user's sessions). */
export async function deleteSubUser(id: string): Promise<void> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.DELETE("/api/users/subuser/{subuserId}", { params: { path: { subuserId: id } } })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
}

/** `PUT /api/users/subuser/{id}/password`: the owner sets a new password (ends the sub-user's sessions). */
export async function resetSubUserPassword(
  id: string,
  body: SubUserPasswordResetRequest,
): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(
      api.PUT("/api/users/subuser/{subuserId}/password", { params: { path: { subuserId: id } }, body }),
    ),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? null;
}
