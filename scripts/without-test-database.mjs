// Runs a command with TEST_DATABASE_URL removed, so `test:unit` always proves the embedded PGlite driver
// (the PostgreSQL pass is `test:postgres`).
import { spawnSync } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: without-test-database.mjs <command> [args...]");
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const result = spawnSync(command, args, { stdio: "inherit", env });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
