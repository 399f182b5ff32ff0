import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/http.ts";
import { bookingFailure } from "./booking-outcome.ts";

const refusal = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, typeof body.message === "string" ? body.message : null, body);

describe("bookingFailure", () => {
  it("given a slot code, goes back to the slot list whatever the wording", () => {
    for (const code of ["slot_taken", "no_fitting_tables", "closed", "slot_past", "slot_not_offered"]) {
      expect(bookingFailure(refusal(409, { success: false, code, message: "Etwas anderes." })).slotGone).toBe(
        true,
      );
    }
  });

  it("given another code, resets the flow even when the wording speaks of the slot", () => {
    const failure = bookingFailure(
      refusal(400, {
        success: false,
        code: "validation",
        message: "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
      }),
    );
    expect(failure.slotGone).toBe(false);
    expect(bookingFailure(refusal(409, { success: false, code: "conflict", message: "x" })).slotGone).toBe(
      false,
    );
  });

  it("given a 409 without a code (an older server), treats the slot as gone", () => {
    expect(bookingFailure(refusal(409, { success: false, message: "x" })).slotGone).toBe(true);
  });

  it("given no answer, names the connection error and keeps the slot", () => {
    const failure = bookingFailure(new Error("offline"));
    expect(failure.slotGone).toBe(false);
    expect(failure.message).toContain("offline");
  });
});
