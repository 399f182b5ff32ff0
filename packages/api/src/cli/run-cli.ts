import { operatorTexts } from "@tischservice/core/texts";
import type { CliIo } from "./cli-io.ts";
import { commands } from "./commands.ts";
import { exitCodes } from "./exit-codes.ts";

/** `pnpm tischservice --help`: the commands and where they find the database. */
export function cliHelp(): string {
  const width = Math.max(...commands.map((command) => command.name.length)) + 3;
  return [
    operatorTexts.cliTitle,
    "",
    operatorTexts.cliUsage,
    "",
    operatorTexts.cliCommandsHeading,
    ...commands.map((command) => `  ${command.name.padEnd(width)}${command.summary}`),
    "",
    operatorTexts.cliFooter,
  ].join("\n");
}

function refuseUsage(io: CliIo, message: string): number {
  io.stderr.write(`${message}\n\n${cliHelp()}\n`);
  return exitCodes.usage;
}

/** Runs one command line (`argv` without node and the script) and answers its exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) return refuseUsage(io, operatorTexts.cliMissingCommand);
  if (name === "--help" || name === "-h" || name === "help") {
    io.stdout.write(`${cliHelp()}\n`);
    return exitCodes.ok;
  }
  const command = commands.find((entry) => entry.name === name);
  if (!command) return refuseUsage(io, operatorTexts.cliUnknownCommand(name));
  try {
    return await (await command.load())(args, io);
  } catch (error) {
    io.stderr.write(
      `${operatorTexts.cliUnexpected(error instanceof Error ? error.message : String(error))}\n`,
    );
    return exitCodes.failure;
  }
}
