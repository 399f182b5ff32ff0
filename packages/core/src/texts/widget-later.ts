import * as project from "./project/widget-later.ts";

/**
 * The widget's texts after the start screen (details, enquiry and waitlist forms, summary, receipts):
 * widget.js loads them with its later steps. `de` and `en` must both provide each key.
 */
export interface WidgetLaterTextCatalogue {
  /** The calendar file's title when the restaurant's name is unknown: the dialog's label (tested). */
  readonly calendarTitle: string;
  readonly detailsHeading: string;
  readonly nameLabel: string;
  readonly emailLabel: string;
  readonly phoneLabel: string;
  readonly specialRequestsLabel: string;
  readonly specialRequestsPlaceholder: string;
  readonly requiredHint: string;
  readonly consentLabel: (restaurantName: string) => string;
  readonly privacyPolicyLink: string;
  readonly summaryHeading: string;
  readonly summaryTimeLabel: string;
  readonly back: string;
  readonly next: string;
  readonly submit: string;
  readonly submitting: string;
  readonly successConfirmedHeading: string;
  readonly successConfirmedText: string;
  readonly successPendingHeading: string;
  readonly successPendingText: string;
  readonly addToCalendar: string;
  readonly newReservation: string;
  /** The success step's link to a guest account (opens the sign-up in a new tab). */
  readonly createAccount: string;
  readonly slotTaken: string;
  readonly noFittingTables: string;
  readonly preferredTimeLabel: string;
  readonly messageLabel: string;
  readonly enquirySentHeading: string;
  readonly enquirySentText: string;
  /** The window of acceptable start times: its start and end labels, and its summary row. */
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly windowLabel: string;
  /** The window's end is not after its start. */
  readonly windowInvalid: string;
  /** 409 `slots_available`: a slot in the window is free after all. */
  readonly windowHasSlots: string;
  readonly waitlistedHeading: string;
  readonly waitlistedText: string;
  /** A full day: the next free times on other days, offered before the waitlist (each a button). */
  readonly otherDaysHeading: string;
  readonly otherDaysLoading: string;
  readonly otherDaysFailed: string;
}

/** The later steps' German texts the spec gives verbatim (dashboard spec 2.3 and 8, platform spec 2). */
const specGerman = {
  slotTaken: "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
  noFittingTables: "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
} as const satisfies Partial<WidgetLaterTextCatalogue>;

/** The spec's German keys of the later texts; the project supplies the rest (`project/widget-later.ts`). */
export type WidgetLaterSpecTextKey = keyof typeof specGerman;

/** The widget's German later texts: the spec's wording plus the project's own texts. */
export const widgetLaterTextsDe: WidgetLaterTextCatalogue = { ...specGerman, ...project.widgetLaterTextsDe };
