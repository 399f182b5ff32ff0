import { describe, expect, it } from "vitest";
import { buildIcs, type CalendarEntry, escapeText, foldLine } from "./ics.ts";

const entry: CalendarEntry = {
  id: "res-1",
  title: "Trattoria Demo",
  date: "2026-07-02",
  time: "19:00",
  durationMinutes: 120,
  timeZone: "Europe/Berlin",
  location: "Schillerstraße 12, München",
  description: "2 Personen · Anna",
};
const now = new Date("2026-03-01T10:00:00Z");

/** RFC 5545 3.1: unfolding removes every CRLF followed by one space or tab. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const contentLines = (ics: string) => unfold(ics).split("\r\n").slice(0, -1);
const octets = (text: string) => new TextEncoder().encode(text).length;

/** The lines of a component, BEGIN and END included. */
function component(ics: string, name: string): string[] {
  const lines = contentLines(ics);
  const begin = lines.indexOf(`BEGIN:${name}`);
  return lines.slice(begin, lines.indexOf(`END:${name}`, begin) + 1);
}

/** The value of the event's property of that name, with its parameters (`;TZID=...:value`). */
const property = (ics: string, name: string) =>
  component(ics, "VEVENT")
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.slice(name.length);

describe("buildIcs (RFC 5545)", () => {
  it("given a reservation, writes CRLF lines only, at most 75 octets each, ending with CRLF", () => {
    const ics = buildIcs(
      { ...entry, description: `${"Wünsche: Fensterplatz, Kinderstuhl; ".repeat(6)}` },
      now,
    );
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
  });

  it("given Europe/Berlin, adds its VTIMEZONE with the CET/CEST rules and uses its TZID on start and end", () => {
    const ics = buildIcs(entry, now);
    const zone = component(ics, "VTIMEZONE");
    expect(zone).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Europe/Berlin",
      "BEGIN:DAYLIGHT",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0200",
      "TZNAME:CEST",
      "DTSTART:19700329T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
      "END:DAYLIGHT",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "TZNAME:CET",
      "DTSTART:19701025T030000",
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    // The rules' first dates are the last Sundays of March and October 1970.
    expect(new Date(Date.UTC(1970, 2, 29)).getUTCDay()).toBe(0);
    expect(new Date(Date.UTC(1970, 2, 29 + 7)).getUTCMonth()).toBe(3);
    expect(new Date(Date.UTC(1970, 9, 25)).getUTCDay()).toBe(0);
    expect(new Date(Date.UTC(1970, 9, 25 + 7)).getUTCMonth()).toBe(10);
    // The zone is defined before the event that refers to it.
    const lines = contentLines(ics);
    expect(lines.indexOf("BEGIN:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
    expect(property(ics, "DTSTART")).toBe(";TZID=Europe/Berlin:20260702T190000");
    expect(property(ics, "DTEND")).toBe(";TZID=Europe/Berlin:20260702T210000");
  });

  it("given one event, has the required properties once: VERSION, PRODID; UID and DTSTAMP (UTC) in VEVENT", () => {
    const ics = buildIcs(entry, now);
    const lines = contentLines(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines.filter((line) => line === "VERSION:2.0")).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("PRODID:"))).toHaveLength(1);
    const event = component(ics, "VEVENT");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(event.filter((line) => line === "UID:res-1@tischservice")).toHaveLength(1);
    expect(event.filter((line) => line === "DTSTAMP:20260301T100000Z")).toHaveLength(1);
  });

  it("given commas, semicolons, backslashes and line breaks, escapes them in TEXT values", () => {
    expect(escapeText("a,b;c\\d\ne\r\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
    const ics = buildIcs({ ...entry, title: "Hirsch; Wirtshaus", description: "2 Personen\nAnna, Ben" }, now);
    expect(property(ics, "LOCATION")).toBe(":Schillerstraße 12\\, München");
    expect(property(ics, "SUMMARY")).toBe(":Hirsch\\; Wirtshaus");
    expect(property(ics, "DESCRIPTION")).toBe(":2 Personen\\nAnna\\, Ben");
  });

  it("given the night the clocks go forward, ends two real hours after the start", () => {
    const ics = buildIcs({ ...entry, date: "2026-03-29", time: "01:30" }, now);
    // 01:30 CET = 00:30Z; +2 h = 02:30Z = 04:30 CEST.
    expect(property(ics, "DTSTART")).toBe(";TZID=Europe/Berlin:20260329T013000");
    expect(property(ics, "DTEND")).toBe(";TZID=Europe/Berlin:20260329T043000");
  });

  it("given the night the clocks go back, ends two real hours after the start", () => {
    const ics = buildIcs({ ...entry, date: "2026-10-25", time: "01:30" }, now);
    // 01:30 CEST = 23:30Z; +2 h = 01:30Z = 02:30 CET.
    expect(property(ics, "DTEND")).toBe(";TZID=Europe/Berlin:20261025T023000");
  });

  it("given a late booking, lets the end run past midnight into the next year", () => {
    const ics = buildIcs({ ...entry, date: "2026-12-31", time: "23:00" }, now);
    expect(property(ics, "DTEND")).toBe(";TZID=Europe/Berlin:20270101T010000");
  });

  it("given another time zone, writes UTC times and no VTIMEZONE", () => {
    const ics = buildIcs({ ...entry, timeZone: "America/New_York" }, now);
    // 19:00 EDT = 23:00Z.
    expect(property(ics, "DTSTART")).toBe(":20260702T230000Z");
    expect(property(ics, "DTEND")).toBe(":20260703T010000Z");
    expect(ics).not.toContain("VTIMEZONE");
    expect(ics).not.toContain("TZID");
  });

  it("given a time zone the browser does not know, falls back to Europe/Berlin", () => {
    const ics = buildIcs({ ...entry, timeZone: "Mars/Olympus" }, now);
    expect(property(ics, "DTSTART")).toBe(";TZID=Europe/Berlin:20260702T190000");
  });
});

describe("foldLine", () => {
  it("given 75 octets, leaves the line whole; given more, continues with CRLF and a space", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine("x".repeat(150))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(74)}\r\n ${"x"}`);
  });

  it("given multi-byte characters, never splits one and counts octets, not characters", () => {
    const folded = foldLine(`${"x".repeat(74)}ü${"ä".repeat(40)}`);
    const lines = folded.split("\r\n");
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe("x".repeat(74));
    expect(unfold(folded)).toBe(`${"x".repeat(74)}ü${"ä".repeat(40)}`);
  });
});
