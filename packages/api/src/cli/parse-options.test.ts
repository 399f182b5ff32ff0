import { operatorTexts } from "@tischservice/core/texts";
import { describe, expect, it } from "vitest";
import { parseOptions } from "./parse-options.ts";

const spec = { email: "string", name: "string", help: "flag" } as const;

describe("parseOptions", () => {
  it("given values after and joined to their options, reads both", () => {
    expect(parseOptions(["--email", "chefin@betrieb.de", "--name=Clara Chef"], spec)).toEqual({
      ok: true,
      values: { email: "chefin@betrieb.de", name: "Clara Chef" },
    });
  });

  it("given -h or --help, sets the flag", () => {
    expect(parseOptions(["-h"], spec)).toEqual({ ok: true, values: { help: true } });
    expect(parseOptions(["--help"], spec)).toEqual({ ok: true, values: { help: true } });
  });

  it("given nothing, reads no values", () => {
    expect(parseOptions([], spec)).toEqual({ ok: true, values: {} });
  });

  it("given an unknown option, refuses it by name", () => {
    expect(parseOptions(["--mail", "x@y.de"], spec)).toEqual({
      ok: false,
      message: operatorTexts.cliUnknownOption("--mail"),
    });
  });

  it("given an option without its value, refuses it", () => {
    expect(parseOptions(["--email"], spec)).toEqual({
      ok: false,
      message: operatorTexts.cliMissingValue("--email"),
    });
    expect(parseOptions(["--email", "--name", "Clara"], spec)).toEqual({
      ok: false,
      message: operatorTexts.cliMissingValue("--email"),
    });
    expect(parseOptions(["--name="], spec)).toEqual({
      ok: false,
      message: operatorTexts.cliMissingValue("--name"),
    });
  });

  it("given an option twice or a stray argument, refuses it", () => {
    expect(parseOptions(["--name", "A", "--name", "B"], spec)).toEqual({
      ok: false,
      message: operatorTexts.cliRepeatedOption("--name"),
    });
    expect(parseOptions(["--name", "A", "B"], spec)).toEqual({
      ok: false,
      message: operatorTexts.cliUnexpectedArgument("B"),
    });
    expect(parseOptions(["--help=ja"], spec)).toEqual({
      ok: false,
      message: operatorTexts.cliUnexpectedArgument("--help=ja"),
    });
  });
});
