import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";

/** Standard input as a command reads it: a stream that may be a terminal. */
export type CliInput = NodeJS.ReadableStream & {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
};

/** Where a command writes: only `write` is used. */
export interface CliOutput {
  write(text: string): unknown;
}

/**
 * Everything a command touches besides its arguments, so that each one runs in-process in tests: the
 * standard streams, the environment (default: the process's, read by env.ts) and how to open the database.
 */
export interface CliIo {
  stdin: CliInput;
  stdout: CliOutput;
  stderr: CliOutput;
  env?: Record<string, string | undefined>;
  /** Default: the database of DATABASE_URL or the embedded one in DATA_DIR, migrated. */
  openDatabase?: (env: Env) => Promise<Database>;
}

/** A command: its arguments (after its name) and the streams in, its exit code out. */
export type CliCommand = (args: string[], io: CliIo) => Promise<number>;
