import { describe, expect, it } from "vitest";
import {
  DEFAULT_RESERVATION_DURATION_MINUTES,
  DEFAULT_SLOT_INTERVAL_MINUTES,
  IMAGE_UPLOAD_MAX_BYTES,
  NEW_RESTAURANT_AUTO_CONFIRM_RESERVATIONS,
  RESERVATION_DURATION_OPTIONS_MINUTES,
  RESET_LINK_VALIDITY_MS,
  SLOT_INTERVAL_OPTIONS_MINUTES,
} from "./constants.ts";

describe("business constants", () => {
  it("offers reservation durations 60 to 240 in 30-minute steps with 120 as default", () => {
    expect(RESERVATION_DURATION_OPTIONS_MINUTES).toEqual([60, 90, 120, 150, 180, 210, 240]);
    expect(DEFAULT_RESERVATION_DURATION_MINUTES).toBe(120);
  });
  it("offers slot intervals 15, 30, 60 with 30 as default", () => {
    expect(SLOT_INTERVAL_OPTIONS_MINUTES).toEqual([15, 30, 60]);
    expect(DEFAULT_SLOT_INTERVAL_MINUTES).toBe(30);
  });
  it("lets a new restaurant confirm online bookings at once", () => {
    expect(NEW_RESTAURANT_AUTO_CONFIRM_RESERVATIONS).toBe(true);
  });
  it("states the upload limit (10 MB) and reset-link validity (1 hour) in their units", () => {
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(RESET_LINK_VALIDITY_MS).toBe(3_600_000);
  });
});
