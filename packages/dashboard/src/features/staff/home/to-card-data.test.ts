import { reservationSchema } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { reservation } from "../../../test/fixtures.ts";
import { toCardData } from "./to-card-data.ts";

const parsed = (overrides: Record<string, unknown>) => reservationSchema.parse(reservation(overrides));

describe("toCardData", () => {
  it("given a booking through Google or a customer account, names the channel on the card", () => {
    expect(toCardData(parsed({ source: "google" })).channelLabel).toBe("Gebucht über Google");
    expect(toCardData(parsed({ source: "customer" })).channelLabel).toBe("Gebucht über Kundenkonto");
  });

  it("given the widget's, the staff's or an unknown channel, or none, names none", () => {
    for (const source of ["widget", "staff", "demo", "fax", undefined]) {
      expect(toCardData(parsed({ source })).channelLabel).toBeUndefined();
    }
  });
});
