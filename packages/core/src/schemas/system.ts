import * as z from "zod";

/** `GET /api/health`. */
export const healthResponseSchema = z.object({
  ok: z.literal(true),
  db: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
