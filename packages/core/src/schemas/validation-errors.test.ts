import { describe, expect, it } from "vitest";
import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { formatValidationErrors, validationErrorMap } from "./validation-errors.ts";

const body = z.strictObject({
  name: z.string().max(3),
  count: z.number(),
  items: z.array(z.object({ q: z.number() })),
});

describe("formatValidationErrors", () => {
  it("given issues without custom messages, gives German texts with dotted paths", () => {
    const result = body.safeParse({ name: "abcd", items: [{ q: "1" }], extra: 1, other: 2 });
    expect(result.success).toBe(false);
    if (result.success) return;
    const formatted = formatValidationErrors(result.error);
    expect(formatted.errors).toEqual([
      { path: "name", message: "Maximal 3 Zeichen sind erlaubt" },
      { path: "count", message: validationTexts.required },
      { path: "items.0.q", message: validationTexts.invalidInput },
      { path: "", message: "Unbekannte Felder: extra, other" },
    ]);
    expect(formatted.message).toBe("Maximal 3 Zeichen sind erlaubt");
  });
  it("given a custom message, keeps it", () => {
    const schema = z.object({ a: z.string().min(1, { error: "Eigene Meldung" }) });
    const result = schema.safeParse({ a: "" });
    if (result.success) throw new Error("expected a failure");
    expect(formatValidationErrors(result.error).message).toBe("Eigene Meldung");
  });
});

describe("validationErrorMap", () => {
  it("given a parse with the map, every default text is German", () => {
    const result = body.safeParse({ name: 5, count: 1, items: [], x: 1 }, { error: validationErrorMap });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      validationTexts.invalidInput,
      "Unbekanntes Feld: x",
    ]);
  });
  it("given an invalid enum value, lists the allowed options", () => {
    const result = z.enum(["cash", "card"]).safeParse("cheque", { error: validationErrorMap });
    expect(result.error?.issues[0]?.message).toBe("Ungültiger Wert. Erlaubt: cash, card.");
  });
});
