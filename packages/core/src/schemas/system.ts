import * as z from "zod";

/** `GET /api/health`. */
export const healthResponseSchema = z.object({
  ok: z.literal(true),
  db: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/openapi.json`: an OpenAPI 3.1 document (only its head is checked here). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith("3.1"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** `GET /port-info.json`. */
export const portInfoSchema = z.object({ port: z.number().int().min(1).max(65_535) });
