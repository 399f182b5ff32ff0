// `pnpm --filter @tischservice/dashboard generate:api`: writes the dashboard's API types from the API's
// OpenAPI document. Run it after changing a route's schemas; `api-types.test.ts` fails until then.
import { writeFile } from "node:fs/promises";
import { generatedTypesPath, renderApiTypes } from "./api-types.ts";

await writeFile(generatedTypesPath, await renderApiTypes());
console.log(`API-Typen geschrieben: ${generatedTypesPath}`);
