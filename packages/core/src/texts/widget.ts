import * as project from "./project/widget.ts";

/** Every text of the booking widget; `de` and `en` must both provide each key. */
export interface WidgetTextCatalogue {
  readonly floatingButton: string;
  readonly dialogLabel: string;
  readonly restaurantHeading: (restaurantName: string) => string;
  readonly close: string;
  readonly loading: string;
  readonly dateLabel: string;
  readonly guestsLabel: string;
  readonly guestCount: (guests: number) => string;
  readonly largerGroupLabel: string;
  readonly largerGroupPlaceholder: string;
  readonly slotsHeading: string;
  readonly slotsLoading: string;
  readonly slotAvailable: string;
  readonly slotUnavailable: string;
  readonly noSlots: string;
  readonly closedDay: string;
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
  readonly networkError: string;
  readonly retry: string;
  /** Large groups (issue 20): the party is above the restaurant's online limit `max`. */
  readonly partyNeedsEnquiry: (max: number) => string;
  /** The way to the enquiry form, its heading and its submit. */
  readonly sendEnquiry: string;
  readonly preferredTimeLabel: string;
  readonly messageLabel: string;
  readonly enquirySentHeading: string;
  readonly enquirySentText: string;
  /** The waitlist (issue 20): no slot of an open day is free for the party (`party`: 'für 4 Personen'). */
  readonly noTableForParty: (party: string) => string;
  /** The way to the waitlist form, its heading and its submit. */
  readonly joinWaitlist: string;
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
}

/** A widget language. */
export type WidgetLocale = "de" | "en";

/** The widget's German texts the spec gives verbatim (dashboard spec 2.3 and 8, platform spec 2). */
const specGerman = {
  floatingButton: "Tisch reservieren",
  slotsHeading: "Verfügbare Zeiten",
  slotAvailable: "Verfügbar",
  slotUnavailable: "Ausgebucht",
  noSlots: "Keine Zeiten verfügbar",
  slotTaken: "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
  noFittingTables: "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
} as const satisfies Partial<WidgetTextCatalogue>;

/** The spec's German keys of the widget catalogue; the project supplies the rest (`project/widget.ts`). */
export type WidgetSpecTextKey = keyof typeof specGerman;

/** Widget texts in German and English: the spec's German wording plus the project's own texts. */
export const widgetTexts: Readonly<Record<WidgetLocale, WidgetTextCatalogue>> = {
  de: { ...specGerman, ...project.widgetTexts.de },
  en: project.widgetTexts.en,
};

/** The widget language for a `lang` attribute or browser language: English for 'en…', else German. */
export function widgetLocaleFor(language: string | null | undefined): WidgetLocale {
  return language?.trim().toLowerCase().startsWith("en") ? "en" : "de";
}
