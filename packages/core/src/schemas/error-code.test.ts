import { describe, expect, it } from "vitest";
import { errorCodeForStatus } from "../rules/error-codes.ts";
import { apiErrorCodes, errorCodeOf } from "./error-code.ts";

describe("apiErrorCodes", () => {
  it("given the lists of every area, holds each code once", () => {
    expect(new Set(apiErrorCodes).size).toBe(apiErrorCodes.length);
    for (const code of ["slot_taken", "validation", "rate_limited", "verify_expired", "last_admin"]) {
      expect(apiErrorCodes).toContain(code);
    }
  });
});

describe("errorCodeOf", () => {
  it("given a body with a known code, returns it", () => {
    expect(errorCodeOf({ success: false, code: "slot_taken", message: "x" })).toBe("slot_taken");
  });

  it("given an unknown code, no code or no object, returns null", () => {
    expect(errorCodeOf({ code: "something_else" })).toBeNull();
    expect(errorCodeOf({ message: "x" })).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
    expect(errorCodeOf("slot_taken")).toBeNull();
  });
});

describe("errorCodeForStatus", () => {
  it("given the statuses of the API conventions, names their general code", () => {
    expect(errorCodeForStatus(400)).toBe("validation");
    expect(errorCodeForStatus(401)).toBe("unauthorized");
    expect(errorCodeForStatus(403)).toBe("forbidden");
    expect(errorCodeForStatus(404)).toBe("not_found");
    expect(errorCodeForStatus(409)).toBe("conflict");
    expect(errorCodeForStatus(413)).toBe("payload_too_large");
    expect(errorCodeForStatus(415)).toBe("unsupported_media_type");
    expect(errorCodeForStatus(429)).toBe("rate_limited");
    expect(errorCodeForStatus(500)).toBe("internal");
  });
});
