/** What goes into the guest's calendar file. */
export interface CalendarEntry {
  /** The reservation id; part of the event's UID so that a second download updates the same event. */
  id: string;
  title: string;
  /** `YYYY-MM-DD` and `HH:MM`, wall-clock time of the restaurant. */
  date: string;
  time: string;
  durationMinutes: number;
  /** The restaurant's IANA time zone. */
  timeZone: string;
  location: string;
  description: string;
}

const BERLIN = "Europe/Berlin";

/** One of Europe/Berlin's two yearly changes: from/to offsets in hours, first date (1970), month. */
const berlinChange = (kind: string, name: string, from: number, to: number, first: string, month: number) => [
  `BEGIN:${kind}`,
  `TZOFFSETFROM:+0${from}00`,
  `TZOFFSETTO:+0${to}00`,
  `TZNAME:${name}`,
  `DTSTART:1970${first}`,
  `RRULE:FREQ=YEARLY;BYMONTH=${month};BYDAY=-1SU`,
  `END:${kind}`,
];

/**
 * Europe/Berlin's rules since 1996 (RFC 5545 3.6.5): CEST (+02:00) from the last Sunday of March 02:00,
 * CET (+01:00) from the last Sunday of October 03:00 local time. 29 March and 25 October 1970 are those
 * Sundays; the rules repeat from there.
 */
const berlinTimeZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${BERLIN}`,
  ...berlinChange("DAYLIGHT", "CEST", 1, 2, "0329T020000", 3),
  ...berlinChange("STANDARD", "CET", 2, 1, "1025T030000", 10),
  "END:VTIMEZONE",
];

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (value: string): string =>
  value.replace(/[\\;,]/g, "\\$&").replace(/\r\n|\r|\n/g, "\\n");

/**
 * Folds a content line to at most 75 octets of UTF-8 per line (RFC 5545 3.1): CRLF and one space before
 * each continuation, never inside a character.
 */
export function foldLine(line: string): string {
  let out = "";
  let octets = 0;
  for (const char of line) {
    const code = char.codePointAt(0) ?? 0;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (octets + size > 75) {
      out += "\r\n ";
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out;
}

/** Year, month, day, hour and minute of an instant on the wall clocks of `timeZone`. */
function wallClockAt(instant: number, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(instant);
  return ["year", "month", "day", "hour", "minute"].map((type) =>
    Number(parts.find((part) => part.type === type)?.value),
  );
}

/** The wall clock as if it were UTC, in ms. */
const asUtc = ([year = 1970, month = 1, day = 1, hour = 0, minute = 0]: number[]) =>
  Date.UTC(year, month - 1, day, hour, minute);

/** `YYYYMMDDTHHMMSS` (RFC 5545 3.3.5) of a time in ms; with `Z` appended it is UTC. */
const basic = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "");

/** The instant of a wall-clock time in `timeZone` (the zone's offset, checked once more after DST). */
function instantOf(wall: number[], timeZone: string): number {
  const local = asUtc(wall);
  const first = local - (asUtc(wallClockAt(local, timeZone)) - local);
  return local - (asUtc(wallClockAt(first, timeZone)) - first);
}

/**
 * An iCalendar file (RFC 5545) with one event. For Europe/Berlin (nearly every restaurant) the times are
 * the restaurant's wall clock with `TZID` and the zone's VTIMEZONE; for any other zone they are UTC. The
 * end is start plus the duration in real time, so it is right on the nights the clocks change.
 */
export function buildIcs(entry: CalendarEntry, now: Date = new Date()): string {
  const [year = 1970, month = 1, day = 1] = entry.date.split("-").map(Number);
  const [hour = 0, minute = 0] = entry.time.split(":").map(Number);
  const wall = [year, month, day, hour, minute];
  let zone = entry.timeZone;
  try {
    wallClockAt(0, zone);
  } catch {
    // Not a zone this browser knows: the restaurant is in Germany.
    zone = BERLIN;
  }
  const start = instantOf(wall, zone);
  const end = start + entry.durationMinutes * 60_000;
  const berlin = zone === BERLIN;
  const times = berlin
    ? [
        `DTSTART;TZID=${BERLIN}:${basic(asUtc(wall))}`,
        `DTEND;TZID=${BERLIN}:${basic(asUtc(wallClockAt(end, BERLIN)))}`,
      ]
    : [`DTSTART:${basic(start)}Z`, `DTEND:${basic(end)}Z`];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tischservice//Buchungs-Widget//DE",
    ...(berlin ? berlinTimeZone : []),
    "BEGIN:VEVENT",
    `UID:${entry.id}@tischservice`,
    `DTSTAMP:${basic(now.getTime())}Z`,
    ...times,
    `SUMMARY:${escapeText(entry.title)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A `data:` link for the download: no request to any host, no storage. */
export const icsDataUrl = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
