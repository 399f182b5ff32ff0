import { PassThrough, Readable } from "node:stream";
import type { CliInput, CliIo } from "../cli/cli-io.ts";
import type { Database } from "../db/client.ts";

/** Collects what a command writes. */
export class CapturedOutput {
  text = "";
  write(chunk: string) {
    this.text += chunk;
    return true;
  }
}

/** Standard input that is a pipe carrying `text` (as in `echo "$PW" | ...`). */
export const pipedInput = (text: string): CliInput => Readable.from([text]);

/** Standard input that is a terminal: the test types keys into it; raw mode is recorded. */
export function terminalInput() {
  const stream = new PassThrough({ encoding: "utf8" });
  const rawModes: boolean[] = [];
  const input = Object.assign(stream, {
    isTTY: true,
    setRawMode(mode: boolean) {
      rawModes.push(mode);
      return stream;
    },
  });
  return { input, rawModes, type: (keys: string) => stream.write(keys) };
}

/** The streams of one in-process run, on the given database (left open: the test file closes it). */
export function testIo(
  stdin: CliInput,
  database?: Database,
  env: Record<string, string | undefined> = {},
): CliIo & { stdout: CapturedOutput; stderr: CapturedOutput } {
  return {
    stdin,
    stdout: new CapturedOutput(),
    stderr: new CapturedOutput(),
    env,
    ...(database ? { openDatabase: async () => ({ ...database, close: async () => {} }) } : {}),
  };
}
