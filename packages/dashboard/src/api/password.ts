import { changePasswordResponseSchema } from "@tischservice/core";
import { ApiError } from "./api-errors.ts";
import { api, dataOf } from "./client.ts";

/** `POST /api/users/change-password`; a refusal is an `ApiError` whose body carries `errorCode`. */
export async function changePassword(
  input: { userId: string; currentPassword: string; newPassword: string },
  signal?: AbortSignal,
): Promise<string | null> {
  const answer = changePasswordResponseSchema.parse(
    await dataOf(api.POST("/api/users/change-password", { body: input, ...(signal ? { signal } : {}) })),
  );
  if (!answer.success) throw new ApiError(400, answer.message ?? null, answer);
  return answer.message ?? null;
}

/** The errorCode of a failed change, if the server sent one. */
export function passwordErrorCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = (error.body as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === "string" ? code : null;
}
