import type { CliIo } from "./cli-io.ts";
import { exitCodes } from "./exit-codes.ts";
import { type OptionSpec, type OptionValues, parseOptions } from "./parse-options.ts";

/** A command's `--help`: its usage, what it does, its options and its exit codes, a blank line between. */
export function commandHelp(parts: {
  usage: string;
  description: string;
  options: string;
  exitCodes: string;
}): string {
  return [parts.usage, "", parts.description, "", parts.options, "", parts.exitCodes].join("\n");
}

/** A wrong call: the German reason and the command's usage on stderr, exit code 64. */
export function refuseUsage(io: CliIo, message: string, help: string): number {
  io.stderr.write(`${message}\n\n${help}\n`);
  return exitCodes.usage;
}

/**
 * A command's options (with `help` among them): the values, or the exit code when it is done already:
 * its help printed (0) or a wrong call refused with the usage (64).
 */
export function commandOptions<S extends OptionSpec & { help: "flag" }>(
  args: readonly string[],
  spec: S,
  help: string,
  io: CliIo,
): OptionValues<S> | number {
  const parsed = parseOptions(args, spec);
  if (!parsed.ok) return refuseUsage(io, parsed.message, help);
  if (parsed.values.help) {
    io.stdout.write(`${help}\n`);
    return exitCodes.ok;
  }
  return parsed.values;
}
