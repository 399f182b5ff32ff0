import type { z } from "zod";
import { type ErrorStatus, errorResponses, jsonContent } from "./create-router.ts";

/**
 * A route's `responses` in the usual shape: one JSON success (its status, schema and description) and the
 * error answers it can give, by status code.
 */
export function answers<const S extends number, T extends z.ZodType, const E extends ErrorStatus>(
  status: S,
  schema: T,
  description: string,
  errorStatuses: readonly E[],
) {
  const success = { [status]: jsonContent(schema, description) } as Record<
    S,
    ReturnType<typeof jsonContent<T>>
  >;
  return { ...success, ...errorResponses(...errorStatuses) };
}
