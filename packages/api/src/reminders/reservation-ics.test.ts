import { describe, expect, it } from "vitest";
import { reservationIcs } from "./reservation-ics.ts";

const details = {
  reservationId: "r1",
  startsAt: new Date("2026-06-12T17:00:00.000Z"),
  endsAt: new Date("2026-06-12T19:00:00.000Z"),
  title: "Reservierung bei Trattoria, Da Luigi",
  description: "Tisch für 4 Personen",
  location: "Hauptstraße 1; 10115 Berlin",
  now: new Date("2026-06-11T17:00:00.000Z"),
};

describe("reservationIcs", () => {
  it("given a reservation, writes one event with UTC instants and CRLF lines", () => {
    const ics = reservationIcs(details);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    // The widget's download names the event the same way, so this file updates it.
    expect(ics).toContain("UID:r1@tischservice\r\n");
    expect(ics).toContain("DTSTART:20260612T170000Z\r\n");
    expect(ics).toContain("DTEND:20260612T190000Z\r\n");
    expect(ics).toContain("DTSTAMP:20260611T170000Z\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("given a later file of the same reservation, writes a higher SEQUENCE so calendars apply it", () => {
    const sequenceOf = (ics: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)?.[1]);
    const reminder = sequenceOf(reservationIcs(details));
    const change = sequenceOf(reservationIcs({ ...details, now: new Date("2026-06-11T17:00:01.000Z") }));
    expect(reminder).toBeGreaterThan(0);
    expect(change).toBe(reminder + 1);
    expect(reminder).toBeLessThan(2 ** 31);
  });

  it("given commas and semicolons, escapes them", () => {
    const ics = reservationIcs(details);
    expect(ics).toContain("SUMMARY:Reservierung bei Trattoria\\, Da Luigi\r\n");
    expect(ics).toContain("LOCATION:Hauptstraße 1\\; 10115 Berlin\r\n");
  });

  it("given a long text, folds lines to at most 75 octets", () => {
    const ics = reservationIcs({ ...details, description: "Ä".repeat(100) });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, "")).toContain(`DESCRIPTION:${"Ä".repeat(100)}`);
  });
});
