import { operatorTexts } from "@tischservice/core/texts";
import { describe, expect, it } from "vitest";
import { pipedInput, testIo } from "../test/cli-io.ts";
import { exitCodes } from "./exit-codes.ts";
import { cliHelp, runCli } from "./run-cli.ts";

describe("runCli", () => {
  it("given --help, lists every command on standard output", async () => {
    const io = testIo(pipedInput(""));
    expect(await runCli(["--help"], io)).toBe(exitCodes.ok);
    expect(io.stdout.text).toContain("create-admin");
    expect(io.stdout.text).toContain(operatorTexts.createAdminSummary);
    expect(io.stderr.text).toBe("");
  });

  it("given no command, answers 64 with the usage on standard error", async () => {
    const io = testIo(pipedInput(""));
    expect(await runCli([], io)).toBe(exitCodes.usage);
    expect(io.stderr.text).toBe(`${operatorTexts.cliMissingCommand}\n\n${cliHelp()}\n`);
    expect(io.stdout.text).toBe("");
  });

  it("given an unknown command, names it and answers 64", async () => {
    const io = testIo(pipedInput(""));
    expect(await runCli(["delete-everything"], io)).toBe(exitCodes.usage);
    expect(io.stderr.text).toContain(operatorTexts.cliUnknownCommand("delete-everything"));
  });

  it("given a command's --help, shows that command's help", async () => {
    const io = testIo(pipedInput(""));
    expect(await runCli(["create-admin", "--help"], io)).toBe(exitCodes.ok);
    expect(io.stdout.text).toContain(operatorTexts.createAdminUsage);
    expect(io.stdout.text).toContain(operatorTexts.createAdminExitCodes);
  });
});
