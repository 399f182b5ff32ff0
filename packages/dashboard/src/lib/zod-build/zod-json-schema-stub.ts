/**
 * Stands in for zod's JSON Schema generator (`core/to-json-schema.js`, `core/json-schema-processors.js`)
 * in the dashboard's production build, see vite.config.ts. The dashboard parses; it never turns schemas
 * into JSON Schema, and the generator is about 5 kB gzip on every page. Generating anyway throws.
 */
function unavailable(): never {
  throw new Error("JSON Schema wird im Dashboard nicht erzeugt (zod ohne JSON-Schema-Generator gebaut).");
}

export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;

/**
 * The one processor export zod's schemas use outside JSON Schema: the introspection getters
 * (`schema.minLength`, `.maxValue`, `.isInt`, `.format`). Read from the checks' bag, as zod did before
 * its exact fold.
 */
export function aggregateChecks(schema: { _zod: { bag: Record<string, unknown> } }): Record<string, unknown> {
  const bag = schema._zod.bag;
  const aggregate: Record<string, unknown> = { ...bag };
  if (typeof bag.format === "string" && bag.format.includes("int")) aggregate.isInt = true;
  return aggregate;
}
