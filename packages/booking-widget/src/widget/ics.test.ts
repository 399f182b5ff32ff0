import { describe, expect, it } from "vitest";
import { buildIcs } from "./ics.ts";

describe("buildIcs", () => {
  it("given a reservation, writes one event in the restaurant's time zone with escaped texts", () => {
    const ics = buildIcs(
      {
        id: "res-1",
        title: "Trattoria Demo",
        date: "2026-03-29",
        time: "01:30",
        durationMinutes: 120,
        timeZone: "Europe/Berlin",
        location: "Schillerstraße 12, München",
        description: "2 Personen; Anna",
      },
      new Date("2026-03-01T10:00:00Z"),
    );
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20260329T013000");
    expect(ics).toContain("DTEND;TZID=Europe/Berlin:20260329T033000");
    expect(ics).toContain("LOCATION:Schillerstraße 12\\, München");
    expect(ics).toContain("DESCRIPTION:2 Personen\\; Anna");
    expect(ics).toContain("UID:res-1@tischservice");
    expect(ics.split("\r\n").filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("given a late booking, lets the end run past midnight into the next day", () => {
    const ics = buildIcs({
      id: "r",
      title: "T",
      date: "2026-12-31",
      time: "23:00",
      durationMinutes: 120,
      timeZone: "Europe/Berlin",
      location: "",
      description: "",
    });
    expect(ics).toContain("DTEND;TZID=Europe/Berlin:20270101T010000");
  });
});
