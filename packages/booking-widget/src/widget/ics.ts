import { addDaysToWireDate } from "@tischservice/core/rules";

/** What goes into the guest's calendar file. */
export interface CalendarEntry {
  /** The reservation id; part of the event's UID so that a second download updates the same event. */
  id: string;
  title: string;
  /** `YYYY-MM-DD` and `HH:MM`, wall-clock time of the restaurant. */
  date: string;
  time: string;
  durationMinutes: number;
  /** The restaurant's IANA time zone: calendar apps apply its daylight-saving rules themselves. */
  timeZone: string;
  location: string;
  description: string;
}

/** Escapes a text value (RFC 5545 3.3.11). */
const escapeText = (value: string) => value.replace(/[\\;,]/g, "\\$&").replace(/\r?\n/g, "\\n");

/** `YYYYMMDDTHHMMSS` of a wall-clock date and minutes since its midnight (may run past midnight). */
function wallClock(date: string, minutes: number): string {
  const day = addDaysToWireDate(date, Math.floor(minutes / 1440)) ?? date;
  const rest = minutes % 1440;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.replace(/-/g, "")}T${pad(Math.floor(rest / 60))}${pad(rest % 60)}00`;
}

/**
 * An iCalendar file with one event in the restaurant's wall-clock time and time zone (`TZID`), so the
 * event stays right across daylight-saving changes and for guests in other time zones.
 */
export function buildIcs(entry: CalendarEntry, now: Date = new Date()): string {
  const [hours = 0, minutes = 0] = entry.time.split(":").map(Number);
  const start = hours * 60 + minutes;
  const zone = `;TZID=${entry.timeZone}:`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tischservice//Buchungs-Widget//DE",
    "BEGIN:VEVENT",
    `UID:${entry.id}@tischservice`,
    `DTSTAMP:${now.toISOString().replace(/[-:]|\.\d+/g, "")}`,
    `DTSTART${zone}${wallClock(entry.date, start)}`,
    `DTEND${zone}${wallClock(entry.date, start + entry.durationMinutes)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** A `data:` link for the download: no request to any host, no storage. */
export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
