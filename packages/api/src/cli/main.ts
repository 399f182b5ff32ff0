// `pnpm tischservice <command>`: the operator's command line (see packages/api/README.md, "Commands").
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
