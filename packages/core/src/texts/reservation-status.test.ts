import { describe, expect, it } from "vitest";
import { reservationStatusLabel, reservationStatusTone } from "./reservation-status.ts";

describe("reservationStatusLabel and reservationStatusTone", () => {
  it("given pending, shows Ausstehend in the orange (pending) tone", () => {
    expect(reservationStatusLabel("pending")).toBe("Ausstehend");
    expect(reservationStatusTone("pending")).toBe("pending");
  });
  it("given confirmed, shows Bestätigt in the gold (confirmed) tone", () => {
    expect(reservationStatusLabel("confirmed")).toBe("Bestätigt");
    expect(reservationStatusTone("confirmed")).toBe("confirmed");
  });
  it("given cancelled or the tolerated spelling 'canceled', shows Storniert in the red (cancelled) tone", () => {
    expect(reservationStatusLabel("cancelled")).toBe("Storniert");
    expect(reservationStatusLabel("canceled")).toBe("Storniert");
    expect(reservationStatusTone("canceled")).toBe("cancelled");
  });
  it("given arrived or seated, shows Angekommen or Platziert in their own tones", () => {
    expect(reservationStatusLabel("arrived")).toBe("Angekommen");
    expect(reservationStatusTone("arrived")).toBe("arrived");
    expect(reservationStatusLabel("seated")).toBe("Platziert");
    expect(reservationStatusTone("seated")).toBe("seated");
  });
  it("given completed, shows Abgeschlossen in the grey (completed) tone", () => {
    expect(reservationStatusLabel("completed")).toBe("Abgeschlossen");
    expect(reservationStatusTone("completed")).toBe("completed");
  });
  it("given no_show, shows Nicht erschienen in its own (red) tone", () => {
    expect(reservationStatusLabel("no_show")).toBe("Nicht erschienen");
    expect(reservationStatusTone("no_show")).toBe("no_show");
  });
  it("given any other value (required: shown as declined in red), shows Abgelehnt in the declined tone", () => {
    expect(reservationStatusLabel("rejected")).toBe("Abgelehnt");
    expect(reservationStatusTone("no-show")).toBe("declined");
  });
  it("given an empty or missing status, treats it as declined", () => {
    expect(reservationStatusLabel("")).toBe("Abgelehnt");
    expect(reservationStatusTone(undefined)).toBe("declined");
  });
  it("given different case or spaces, still reads the status", () => {
    expect(reservationStatusLabel(" Confirmed ")).toBe("Bestätigt");
  });
});
