import { describe, expect, it } from "vitest";
import * as z from "zod";
import { envelopeSchema, errorEnvelopeSchema, itemResponseSchema, listResponseSchema } from "./envelope.ts";

describe("envelopeSchema", () => {
  it("given success with data, reads it; given only success and message, data is absent", () => {
    const schema = envelopeSchema(z.array(z.number()));
    expect(schema.parse({ success: true, data: [1] })).toEqual({ success: true, data: [1] });
    expect(schema.parse({ success: false, message: "Fehler" })).toEqual({
      success: false,
      message: "Fehler",
    });
  });
});

describe("errorEnvelopeSchema", () => {
  it("given a 400 body, reads message and errors; success true is refused", () => {
    const body = { success: false, message: "Ungültige Eingabe.", errors: [{ path: "name", message: "x" }] };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(errorEnvelopeSchema.safeParse({ ...body, success: true }).success).toBe(false);
  });
});

describe("listResponseSchema and itemResponseSchema", () => {
  it("given an answer without the list, reads an empty list", () => {
    expect(listResponseSchema(z.number(), ["items"]).parse({ success: true })).toEqual({
      success: true,
      data: [],
    });
  });
  it("given the item under an alternate key, reads it as data", () => {
    expect(itemResponseSchema(z.string(), ["name"]).parse({ name: "x" })).toEqual({
      success: true,
      data: "x",
    });
  });
});
