import { operatorTexts } from "@tischservice/core/texts";

/** The options a command takes: `string` ones need a value, `flag` ones stand alone. */
export type OptionSpec = Readonly<Record<string, "string" | "flag">>;

export type OptionValues<S extends OptionSpec> = {
  [K in keyof S]?: S[K] extends "string" ? string : true;
};

export type ParsedOptions<S extends OptionSpec> =
  | { ok: true; values: OptionValues<S> }
  | { ok: false; message: string };

/**
 * Reads `--name value`, `--name=value` and flags (`-h` is `--help`). Unknown options, a missing value, an
 * option given twice and stray arguments are refused with a German message.
 */
export function parseOptions<S extends OptionSpec>(args: readonly string[], spec: S): ParsedOptions<S> {
  const values: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (!arg.startsWith("-") || arg === "-" || arg === "--") {
      return { ok: false, message: operatorTexts.cliUnexpectedArgument(arg) };
    }
    const equals = arg.indexOf("=");
    const option = arg === "-h" ? "--help" : equals > 0 ? arg.slice(0, equals) : arg;
    const name = option.startsWith("--") ? option.slice(2) : "";
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (!kind) return { ok: false, message: operatorTexts.cliUnknownOption(option) };
    if (Object.hasOwn(values, name)) return { ok: false, message: operatorTexts.cliRepeatedOption(option) };
    if (kind === "flag") {
      if (equals > 0) return { ok: false, message: operatorTexts.cliUnexpectedArgument(arg) };
      values[name] = true;
      continue;
    }
    let value: string | undefined;
    if (equals > 0) value = arg.slice(equals + 1);
    else {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith("--")) {
        value = next;
        i += 1;
      }
    }
    if (value === undefined || value === "") {
      return { ok: false, message: operatorTexts.cliMissingValue(option) };
    }
    values[name] = value;
  }
  return { ok: true, values: values as OptionValues<S> };
}
