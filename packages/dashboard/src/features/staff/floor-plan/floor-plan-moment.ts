import { floorPlanMomentTexts, formatTime, wallTimeToInstant, wireTimeToMinutes } from "@tischservice/core";

/** The moment the floor plan shows: now, a while from now ("+30 Min."), or one of today's times. */
export type FloorPlanMomentChoice =
  | { kind: "now" }
  | { kind: "ahead"; minutes: number }
  | { kind: "time"; time: string };

export const nowChoice: FloorPlanMomentChoice = { kind: "now" };

/** The moment kept in the plan's address: `?time=19:30` or `?ahead=30`. */
export interface FloorPlanMomentSearch {
  time?: string;
  ahead?: number;
}

/** The choice the address names (now when it names none). */
export function choiceOfSearch(search: FloorPlanMomentSearch): FloorPlanMomentChoice {
  if (search.time) return { kind: "time", time: search.time };
  if (search.ahead) return { kind: "ahead", minutes: search.ahead };
  return nowChoice;
}

/** The address of a choice (empty for now). */
export function searchOfChoice(choice: FloorPlanMomentChoice): FloorPlanMomentSearch {
  if (choice.kind === "time") return { time: choice.time };
  if (choice.kind === "ahead") return { ahead: choice.minutes };
  return {};
}

/**
 * The instant a choice stands for at `now`: now itself, `minutes` later (moving on with the clock), or
 * today's time in the restaurant's zone; a time already past shows now.
 */
export function momentInstant(
  choice: FloorPlanMomentChoice,
  now: Date,
  today: string,
  timeZone: string,
): Date {
  if (choice.kind === "ahead") return new Date(now.getTime() + choice.minutes * 60_000);
  if (choice.kind === "time") {
    const minutes = wireTimeToMinutes(choice.time);
    const instant = minutes === null ? null : wallTimeToInstant(today, minutes, timeZone);
    if (instant !== null && instant > now.getTime()) return new Date(instant);
  }
  return now;
}

/** The caption of the moment shown: "Jetzt, 19:10 Uhr", or "Stand 19:30 Uhr" for a later one. */
export function momentCaption(at: Date, now: Date, timeZone: string): string {
  const time = formatTime(at, { timeZone });
  return at.getTime() > now.getTime()
    ? floorPlanMomentTexts.captionAt(time)
    : floorPlanMomentTexts.captionNow(time);
}
