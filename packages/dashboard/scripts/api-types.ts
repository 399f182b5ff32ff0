// The dashboard's API types, generated from the OpenAPI document the API serves. The API app is built in
// memory on an empty in-memory database (no port, no data): the document depends on the routes' schemas
// alone. Used by `generate-api-types.ts` (writes the file) and `api-types.test.ts` (fails when it is stale).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { createApp } from "../../api/src/app/create-app.ts";
import { openDatabase } from "../../api/src/db/client.ts";

/** The committed file the dashboard's client is typed by. */
export const generatedTypesPath = fileURLToPath(
  new URL("../src/api/generated/openapi.gen.ts", import.meta.url),
);

const header = `// Generated from the API's /api/openapi.json by \`pnpm --filter @tischservice/dashboard generate:api\`.
// Do not edit by hand: change the API's route schemas and run the command again.

`;

/** `/api/openapi.json` as the API answers it. */
export async function fetchOpenApiDocument(): Promise<string> {
  const database = await openDatabase({ kind: "pglite" });
  const app = createApp({ db: database.db, dbKind: database.kind });
  try {
    const response = await app.request("/api/openapi.json");
    if (!response.ok) throw new Error(`/api/openapi.json antwortete mit ${response.status}`);
    return await response.text();
  } finally {
    await app.close();
    await database.close();
  }
}

/** The TypeScript the committed file should hold for the API as it is now. */
export async function renderApiTypes(): Promise<string> {
  const ast = await openapiTS(await fetchOpenApiDocument());
  return header + astToString(ast);
}

/** The committed file's content, or null when there is none yet. */
export async function readCommittedApiTypes(): Promise<string | null> {
  return readFile(generatedTypesPath, "utf8").catch(() => null);
}
