/** What a calendar entry of a reservation shows. */
export interface ReservationIcsDetails {
  reservationId: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  location: string;
  /** The DTSTAMP: when the file was made; also orders the file's versions (its SEQUENCE). */
  now: Date;
}

/**
 * The entry's UID: the same as the booking widget's download (`<id>@tischservice`), so a reminder's or a
 * change's file updates the event the guest saved at booking instead of adding a second one.
 */
function icsUid(reservationId: string): string {
  return `${reservationId}@tischservice`;
}

/**
 * The SEQUENCE: calendars apply a file over an entry with the same UID only when its sequence is higher.
 * Seconds since 2020 grow with every later file (a change after the reminder wins) and fit the 32-bit
 * integer calendars expect until 2088.
 */
function icsSequence(now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.UTC(2020, 0, 1)) / 1000));
}

/** `20260612T170000Z`: an instant in UTC as iCalendar writes it. */
function icsInstant(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma, line breaks. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line to at most 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * A calendar file (iCalendar, RFC 5545) with one event: the reservation from its start to its end, in UTC
 * instants (so every calendar shows the restaurant's local time right, daylight-saving days too).
 */
export function reservationIcs(details: ReservationIcsDetails): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tischservice//Reservierung//DE",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${icsUid(details.reservationId)}`,
    `SEQUENCE:${icsSequence(details.now)}`,
    `DTSTAMP:${icsInstant(details.now)}`,
    `DTSTART:${icsInstant(details.startsAt)}`,
    `DTEND:${icsInstant(details.endsAt)}`,
    `SUMMARY:${icsText(details.title)}`,
    `DESCRIPTION:${icsText(details.description)}`,
    ...(details.location ? [`LOCATION:${icsText(details.location)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
