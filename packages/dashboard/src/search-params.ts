import {
  minutesToWireTime,
  normalizeWireDate,
  type ReservationListStatusFilter,
  reservationStatuses,
  wireTimeToMinutes,
} from "@tischservice/core";

export type CalendarView = "month" | "day";

export interface CalendarSearch {
  view?: CalendarView;
  /** The day shown (day view) or a day of the month shown (month view), `YYYY-MM-DD`. */
  date?: string;
}

export type StatusFilter = ReservationListStatusFilter;

/** The list's status filters besides "all", as `?status=` reads them: every status but the no-show. */
const statusFilters: readonly Exclude<StatusFilter, "all">[] = reservationStatuses.filter(
  (status): status is Exclude<StatusFilter, "all"> => status !== "no_show",
);

/** Which reservations the list shows: today's and later (the default), one day's, or the earlier ones. */
export type ReservationsWhen = "upcoming" | "day" | "past";

export interface ReservationsSearch {
  status?: Exclude<StatusFilter, "all">;
  q?: string;
  when?: "day" | "past";
  /** With `when=day`: the day shown, `YYYY-MM-DD` (today when left out). */
  date?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

export interface FloorplanSearch {
  /** The plan shows today at this time, `HH:MM`. */
  time?: string;
  /** The plan shows this many minutes from now (the "+30 Min." button). */
  ahead?: number;
}

/** The longest look ahead the floor plan's address keeps: the rest of a day. */
const FLOORPLAN_AHEAD_MAX_MINUTES = 24 * 60;

/** `?time=19:30` or `?ahead=30` (one of them; the time wins); anything unreadable is dropped (now). */
export function validateFloorplanSearch(search: Record<string, unknown>): FloorplanSearch {
  const minutes = wireTimeToMinutes(search.time);
  if (minutes !== null) return { time: minutesToWireTime(minutes) };
  const ahead = Number(search.ahead);
  return Number.isInteger(ahead) && ahead > 0 && ahead <= FLOORPLAN_AHEAD_MAX_MINUTES ? { ahead } : {};
}

/** `?view=day&date=2026-05-14`; anything unreadable is dropped. */
export function validateCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const view = search.view === "day" || search.view === "month" ? search.view : undefined;
  const date = normalizeWireDate(search.date) ?? undefined;
  return { ...(view ? { view } : {}), ...(date ? { date } : {}) };
}

/** `?status=pending&q=schmidt&when=past`, or `?when=day&date=2026-05-14`. */
export function validateReservationsSearch(search: Record<string, unknown>): ReservationsSearch {
  const status = statusFilters.find((filter) => filter === search.status);
  const q = text(search.q);
  const when = search.when === "past" || search.when === "day" ? search.when : undefined;
  const date = when === "day" ? normalizeWireDate(search.date) : null;
  return {
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    ...(when ? { when } : {}),
    ...(date ? { date } : {}),
  };
}

export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = text(search.redirect);
  return redirect ? { redirect } : {};
}

export function validateTokenSearch(search: Record<string, unknown>): { token?: string } {
  const token = text(search.token);
  return token ? { token } : {};
}

/** The guest's reservation link: `?token=`, and `&confirm=1` from the reminder's "Ich komme wie geplant". */
export function validateReservationLinkSearch(search: Record<string, unknown>): {
  token?: string;
  confirm?: boolean;
} {
  const confirm = search.confirm === 1 || search.confirm === "1" || search.confirm === true;
  return { ...validateTokenSearch(search), ...(confirm ? { confirm: true } : {}) };
}

export interface GuestsSearch {
  q?: string;
  tag?: string;
  sort?: "visits";
}

/** The guest book's `?q=&tag=&sort=visits` (last visit, the default order, is left out). */
export function validateGuestsSearch(search: Record<string, unknown>): GuestsSearch {
  const q = text(search.q);
  const tag = text(search.tag);
  return {
    ...(q ? { q } : {}),
    ...(tag ? { tag } : {}),
    ...(search.sort === "visits" ? { sort: "visits" as const } : {}),
  };
}

/** A guest's profile: `?email=` (or `?phone=` for guests without an address). */
export function validateGuestProfileSearch(search: Record<string, unknown>): {
  email?: string;
  phone?: string;
} {
  const email = text(search.email);
  const phone = text(search.phone);
  return email ? { email } : phone ? { phone } : {};
}
