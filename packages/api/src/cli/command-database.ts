import { operatorTexts } from "@tischservice/core/texts";
import { type Database, openDatabase } from "../db/client.ts";
import { databaseTarget, type Env, parseEnv } from "../env.ts";
import type { CliIo } from "./cli-io.ts";
import { exitCodes } from "./exit-codes.ts";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const openFromEnv = (env: Env): Promise<Database> => openDatabase(databaseTarget(env));

/**
 * The environment and the database a command works on (running pending migrations, as the server does);
 * when either fails, the German reason is written to stderr and the answer is exit code 1.
 */
export async function openCommandDatabase(io: CliIo): Promise<{ env: Env; database: Database } | number> {
  let env: Env;
  try {
    env = parseEnv(io.env);
  } catch (error) {
    io.stderr.write(`${operatorTexts.cliEnvInvalid(errorText(error))}\n`);
    return exitCodes.failure;
  }
  try {
    return { env, database: await (io.openDatabase ?? openFromEnv)(env) };
  } catch (error) {
    io.stderr.write(`${operatorTexts.cliDatabaseUnreachable(errorText(error))}\n`);
    return exitCodes.failure;
  }
}
