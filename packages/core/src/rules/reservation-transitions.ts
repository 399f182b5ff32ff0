import type { ReservationStatus } from "../schemas/reservation-status.ts";
import { wireDateOfInstant } from "./wire-date.ts";

/**
 * Which status may follow which; anything else is refused (the API answers 409 and changes nothing).
 * A guest may turn up before staff confirmed the booking, so a pending one can be marked arrived or seated
 * at once; a confirmed guest may be seated straight from the door, and a visit staff never stepped
 * through is closed from confirmed (by the bill or the day's end). Each step of the visit has one undo to
 * the step before (the seating back to the door, the door back to confirmed, a completion back to the
 * table on the same day), and a no-show is undone to confirmed on its day. A cancellation is final.
 */
export const reservationTransitions: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ["confirmed", "cancelled", "arrived", "seated"],
  confirmed: ["cancelled", "no_show", "arrived", "seated", "completed"],
  arrived: ["seated", "completed", "confirmed"],
  seated: ["completed", "arrived"],
  completed: ["seated"],
  cancelled: [],
  no_show: ["confirmed"],
};

/** Whether a reservation may go from one status to the other (`reservationTransitions`). */
export function canChangeReservationStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return reservationTransitions[from].includes(to);
}

/** The statuses of the visit's steps, in their order. */
export const seatingStatuses = ["arrived", "seated", "completed"] as const;
export type SeatingStatus = (typeof seatingStatuses)[number];

/** The step before each step of the visit, which its undo returns to. */
const undoOf: Readonly<Record<SeatingStatus, ReservationStatus>> = {
  arrived: "confirmed",
  seated: "arrived",
  completed: "seated",
};

/** What staff can do next on a reservation: the steps forward (in order) and the one undo, if any. */
export interface SeatingActions {
  next: SeatingStatus[];
  undo: ReservationStatus | null;
}

/**
 * The buttons a reservation offers for the visit: "Angekommen" and "Platzieren" once confirmed,
 * "Platzieren" and "Abschließen" at the door, "Abschließen" at the table, each step with its undo. Pending
 * ones offer none here (staff confirm them first; the API still accepts arriving or seating them).
 */
export function seatingActionsOf(status: string | null | undefined): SeatingActions {
  switch (status) {
    case "confirmed":
      return { next: ["arrived", "seated"], undo: null };
    case "arrived":
      return { next: ["seated", "completed"], undo: undoOf.arrived };
    case "seated":
      return { next: ["completed"], undo: undoOf.seated };
    case "completed":
      return { next: [], undo: undoOf.completed };
    default:
      return { next: [], undo: null };
  }
}

/** Whether a change goes back one step of the visit (an undo) rather than forward. */
export function isSeatingUndo(from: ReservationStatus, to: ReservationStatus): boolean {
  return (seatingStatuses as readonly string[]).includes(from) && undoOf[from as SeatingStatus] === to;
}

/** Why a step of the visit is refused at this moment: before the reservation's day, or an undo too late. */
export type SeatingRefusal = "before_day" | "other_day";

/** What the timing of the visit's steps reads from a reservation. */
export interface SeatingTimingLike {
  status: ReservationStatus;
  /** The reservation's local date `YYYY-MM-DD`. */
  reservationDate: string;
  completedAt: Date | null;
}

/**
 * Null when the change may happen at `now` (in the restaurant's time zone): a guest cannot arrive, sit or
 * leave before the reservation's day (a mistap on next week's booking), and a completion is only undone
 * on the day it happened, while the guest may still be at the table. Other changes are not timed here.
 */
export function seatingRefusal(
  reservation: SeatingTimingLike,
  to: ReservationStatus,
  now: Date,
  timeZone: string,
): SeatingRefusal | null {
  const today = wireDateOfInstant(now, timeZone);
  if (reservation.status === "completed" && to === "seated") {
    const completedOn = reservation.completedAt ? wireDateOfInstant(reservation.completedAt, timeZone) : null;
    return completedOn !== null && completedOn === today ? null : "other_day";
  }
  const stepsIn =
    !(seatingStatuses as readonly string[]).includes(reservation.status) &&
    (seatingStatuses as readonly string[]).includes(to);
  if (stepsIn && today !== null && today < reservation.reservationDate) return "before_day";
  return null;
}

/** The visit's instants as stored: when the guest arrived, sat down and left. */
export interface SeatingStamps {
  arrivedAt: Date | null;
  seatedAt: Date | null;
  completedAt: Date | null;
}

/**
 * The instants after a change at `at`: each step stamps its own (seating implies the guest arrived, so an
 * unknown arrival takes the same instant); an undo clears the stamp of the step it takes back, so the
 * next step stamps afresh. Closing a visit keeps the arrival and seating as they were.
 */
export function seatingStampsAfter(
  from: ReservationStatus,
  to: ReservationStatus,
  stamps: SeatingStamps,
  at: Date,
): SeatingStamps {
  if (isSeatingUndo(from, to)) {
    if (from === "arrived") return { ...stamps, arrivedAt: null };
    if (from === "seated") return { ...stamps, seatedAt: null };
    return { ...stamps, completedAt: null };
  }
  if (to === "arrived") return { ...stamps, arrivedAt: at };
  if (to === "seated") return { ...stamps, arrivedAt: stamps.arrivedAt ?? at, seatedAt: at };
  if (to === "completed") return { ...stamps, completedAt: at };
  return stamps;
}

/** What the dashboard reads to offer the visit's buttons (wire fields; instants as ISO text or dates). */
export interface SeatingActionsReservationLike {
  status?: string | null;
  reservationDate?: string | null;
  completedAt?: string | Date | null;
}

/**
 * `seatingActionsOf` at `now`, by the same timing as the API (`seatingRefusal`): no step before the
 * reservation's day, and a completion's undo only on the day it happened.
 */
export function seatingActionsAt(
  reservation: SeatingActionsReservationLike,
  now: Date,
  timeZone: string,
): SeatingActions {
  const actions = seatingActionsOf(reservation.status);
  const status = reservation.status as ReservationStatus;
  const completed = reservation.completedAt ? new Date(reservation.completedAt) : null;
  const timing: SeatingTimingLike = {
    status,
    reservationDate: reservation.reservationDate ?? "",
    completedAt: completed && !Number.isNaN(completed.getTime()) ? completed : null,
  };
  const allowed = (to: ReservationStatus) => seatingRefusal(timing, to, now, timeZone) === null;
  return {
    next: actions.next.filter(allowed),
    undo: actions.undo !== null && allowed(actions.undo) ? actions.undo : null,
  };
}
