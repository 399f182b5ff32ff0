import { slotStatusTexts, weekdayShortNames, widgetStartTextsDe } from "@tischservice/core/texts";
import type { StartWords } from "./words.ts";

// The German words of the start screen only. The later steps' words are in de-later.ts, a module of its own
// so that they load with those steps and stay out of what a guest downloads before the first slots.

/** The start screen's German words: core's widget catalogue and the widget's own. */
export const germanStart: StartWords = {
  ...widgetStartTextsDe,
  availableMark: slotStatusTexts.available,
  unavailableMark: slotStatusTexts.fullyBooked,
  previousMonth: "Vorheriger Monat",
  nextMonth: "Nächster Monat",
  closedMark: "geschlossen",
  weekdays: Object.values(weekdayShortNames),
  slotsFound: (count) => (count === 1 ? "1 Zeit verfügbar" : `${count} Zeiten verfügbar`),
  reasons: {},
};
