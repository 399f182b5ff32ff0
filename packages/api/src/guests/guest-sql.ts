import {
  type AutomaticGuestTagRule,
  cancelledReservationStatuses,
  type GuestListOrderStep,
  type GuestSearch,
  guestAheadStatuses,
  guestNoShowStatus,
  guestVisitEndedStatus,
  guestVisitStatuses,
} from "@tischservice/core";
import { and, inArray, not, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { jsWhitespaceClass, lowerLastNameWord, reservations } from "../db/schema/index.ts";

// Core's guest-book rules as SQL over one guest's rows (grouped by `guest_key`). Each condition is built
// from the statuses core exports; guest-book.test.ts holds the aggregates against core's `summariseGuest`.

/** A completed visit (core's `isCompletedVisit`): the guest came, and the time is over at `now` or they left. */
export function isVisitSql(now: Date): SQL {
  return sql`(${inArray(reservations.status, [...guestVisitStatuses])} and (${reservations.status} = ${guestVisitEndedStatus} or ${reservations.endsAt} <= ${now}))`;
}

/** Still ahead of the guest (core's `isReservationAhead`). */
function isAheadSql(now: Date): SQL {
  return sql`(${inArray(reservations.status, [...guestAheadStatuses])} and ${reservations.endsAt} > ${now})`;
}

const count = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);

/** The counts the list sorts and filters by, per guest. */
export function orderCounts(now: Date) {
  return {
    visits: count(isVisitSql(now)),
    noShows: count(sql`${reservations.status} = ${guestNoShowStatus}`),
    lastVisit: sql`max(${reservations.reservationDate}) filter (where ${isVisitSql(now)})`,
    lastReservation: sql`max(${reservations.reservationDate})`,
  };
}

/** The first value in the given order among the rows passing `filter` (null when none does). */
function firstOf(value: SQL, order: SQL, filter: SQL) {
  return sql<string | null>`(array_agg(${value} order by ${order}) filter (where ${filter}))[1]`;
}

const byStart = sql`${reservations.startsAt}, ${reservations.createdAt}`;
const latestFirst = sql`${reservations.startsAt} desc, ${reservations.createdAt} desc`;
/** Not empty once JavaScript's `trim()` is done with it. */
const nonBlank = (column: AnyPgColumn) => sql`${column} ~ ${sql.raw(`'[^${jsWhitespaceClass}]'`)}`;

/** Everything core's `summariseGuestCounts` reads, per guest (`GuestCounts`). */
export function guestCountsSql(now: Date) {
  const visit = isVisitSql(now);
  const date = sql`${reservations.reservationDate}::text`;
  return {
    key: reservations.guestKey,
    name: firstOf(sql`${reservations.customerName}`, latestFirst, nonBlank(reservations.customerName)),
    email: firstOf(sql`${reservations.customerEmail}`, latestFirst, nonBlank(reservations.customerEmail)),
    phone: firstOf(sql`${reservations.customerPhone}`, latestFirst, nonBlank(reservations.customerPhone)),
    reservations: sql<number>`count(*)`.mapWith(Number),
    visits: count(visit),
    visitGuests:
      sql<number>`coalesce(sum(${reservations.numberOfGuests}) filter (where ${visit}), 0)`.mapWith(Number),
    noShows: count(sql`${reservations.status} = ${guestNoShowStatus}`),
    cancellations: count(sql`${reservations.status} in ${[...cancelledReservationStatuses]}`),
    firstVisit: firstOf(date, byStart, visit),
    lastVisit: firstOf(date, latestFirst, visit),
    nextReservation: firstOf(date, byStart, isAheadSql(now)),
  };
}

/** `like` pattern for values starting with `text` (its `%`, `_` and `\` taken literally). */
export function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The rows a search finds (core's `guestSearchOf`): the start of the name or of its last word, of the guest
 * key (the address), of the phone's E.164 form, or the phone's last digits. Each is a prefix on an index.
 */
export function searchSql(search: GuestSearch): SQL {
  const text = startsWith(search.text);
  const parts: SQL[] = [
    sql`lower(${reservations.customerName}) like lower(${text})`,
    sql`${lowerLastNameWord(reservations.customerName)} like lower(${text})`,
    sql`${reservations.guestKey} like ${text}`,
  ];
  if (search.phoneKey) parts.push(sql`${reservations.guestPhone} like ${startsWith(search.phoneKey)}`);
  if (search.phoneDigits) {
    const reversed = [...search.phoneDigits].reverse().join("");
    parts.push(sql`reverse(${reservations.guestPhone}) like ${startsWith(reversed)}`);
  }
  return or(...parts) ?? sql`false`;
}

type Counts = ReturnType<typeof orderCounts>;

/** Whether a guest's counts fall within an automatic tag's bounds (core's `fitsAutomaticGuestTagRule`). */
function fitsRuleSql(counts: Counts, rule: AutomaticGuestTagRule): SQL {
  return (
    and(
      rule.minVisits === undefined ? undefined : sql`${counts.visits} >= ${rule.minVisits}`,
      rule.maxVisits === undefined ? undefined : sql`${counts.visits} <= ${rule.maxVisits}`,
      rule.maxNoShows === undefined ? undefined : sql`${counts.noShows} <= ${rule.maxNoShows}`,
    ) ?? sql`true`
  );
}

/**
 * The guests who carry the automatic tag at `index` of core's rules: that rule fits and none before it
 * (a guest gets the first that fits).
 */
export function automaticTagSql(counts: Counts, rules: readonly AutomaticGuestTagRule[], index: number): SQL {
  const rule = rules[index];
  if (!rule) return sql`false`;
  const earlier = rules.slice(0, index).map((before) => not(fitsRuleSql(counts, before)));
  return and(fitsRuleSql(counts, rule), ...earlier) ?? sql`true`;
}

/** Core's `guestListOrder` as an `order by` (an absent date last in either direction). */
export function orderSql(counts: Counts, steps: readonly GuestListOrderStep[]): SQL[] {
  return steps.map((step) => {
    const value = step.field === "key" ? sql`${reservations.guestKey} collate "C"` : counts[step.field];
    return step.direction === "asc" ? sql`${value} asc nulls last` : sql`${value} desc nulls last`;
  });
}
