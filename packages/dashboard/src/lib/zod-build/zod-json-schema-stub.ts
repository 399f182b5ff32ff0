/**
 * Stands in for zod's JSON Schema generator (`core/to-json-schema.js`, `core/json-schema-processors.js`)
 * in the dashboard's production build, see vite.config.ts. The dashboard parses; it never turns schemas
 * into JSON Schema, and the generator is about 5 kB gzip on every page. Generating anyway throws.
 * `test:build` runs `validation-cases.ts` against a build made with this stub (scripts/check-zod-build.mjs).
 */
function unavailable(): never {
  throw new Error("JSON Schema wird im Dashboard nicht erzeugt (zod ohne JSON-Schema-Generator gebaut).");
}

export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;

/** zod's number formats and their bounds (`numberFormatRanges`; zod is core's dependency, not ours). */
const numberFormatRanges: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

type Aggregate = Record<string, unknown> & { minimum?: number; maximum?: number; multipleOf?: number[] };
type CheckDef = Record<string, unknown> & { check: string };

function narrow(agg: Aggregate, key: string, value: unknown, keepLarger: boolean): void {
  if (typeof value !== "number" && typeof value !== "bigint") return;
  const current = agg[key] as number | bigint | undefined;
  if (current === undefined || (keepLarger ? value > current : value < current)) agg[key] = value;
}

function setFormat(agg: Aggregate, format: string, ranges?: Record<string, [unknown, unknown]>): void {
  agg.format = format;
  if (format.includes("int")) agg.isInt = true;
  const range = ranges?.[format];
  if (range) {
    narrow(agg, "minimum", range[0], true);
    narrow(agg, "maximum", range[1], false);
  }
}

/** Folds one check's definition into the aggregate, as zod's own `aggregateChecks` does. */
function contribute(agg: Aggregate, def: CheckDef): void {
  switch (def.check) {
    case "greater_than":
      narrow(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value, true);
      break;
    case "less_than":
      narrow(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value, false);
      break;
    case "multiple_of":
      agg.multipleOf = [...(agg.multipleOf ?? []), def.value as number];
      break;
    case "number_format":
      setFormat(agg, String(def.format), numberFormatRanges);
      break;
    case "bigint_format":
      setFormat(agg, String(def.format));
      break;
    case "min_length":
    case "min_size":
      narrow(agg, "minimum", def.minimum, true);
      break;
    case "max_length":
    case "max_size":
      narrow(agg, "maximum", def.maximum, false);
      break;
    case "length_equals":
    case "size_equals":
      narrow(agg, "minimum", def.length ?? def.size, true);
      narrow(agg, "maximum", def.length ?? def.size, false);
      break;
    case "string_format":
      setFormat(agg, String(def.format));
      break;
  }
}

/**
 * The one processor export zod's schemas use outside JSON Schema: the introspection getters
 * (`schema.minLength`, `.maxValue`, `.isInt`, `.format`), folded from the schema's checks.
 */
export function aggregateChecks(schema: {
  _zod: { def: { check?: string; checks?: { _zod: { def: CheckDef } }[] }; traits: Set<string> };
}): Aggregate {
  const agg: Aggregate = {};
  const { def, traits } = schema._zod;
  const own = traits.has("$ZodCheck") ? [schema as unknown as { _zod: { def: CheckDef } }] : [];
  for (const check of [...own, ...(def.checks ?? [])]) contribute(agg, check._zod.def);
  return agg;
}
