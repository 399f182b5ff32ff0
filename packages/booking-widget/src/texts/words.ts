// What each language must say, by when widget.js needs it: the start screen (de.ts, loaded before the first
// slots), the dialog (de-dialog.ts, loaded with it), the later steps (de-later.ts, loaded with them). en.ts
// holds all three in English and loads only for an English widget. Each language must provide every key.

/** The start screen's words: party size, date, slots, their notices and errors, the ways to the forms. */
export interface StartWords {
  readonly floatingButton: string;
  readonly restaurantHeading: (restaurantName: string) => string;
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
  readonly networkError: string;
  readonly retry: string;
  /** Large groups: the party is above the restaurant's online limit `max`. */
  readonly partyNeedsEnquiry: (max: number) => string;
  /** The way to the enquiry form, its heading and its submit. */
  readonly sendEnquiry: string;
  /** The waitlist: no slot of an open day is free for the party (`party`: 'für 4 Personen'). */
  readonly noTableForParty: (party: string) => string;
  /** The way to the waitlist form, its heading and its submit. */
  readonly joinWaitlist: string;
  /** The label of the language switch in the widget's header (its options name each language in itself). */
  readonly languageLabel: string;
  /** '✓ Verfügbar' */
  readonly availableMark: string;
  /** '✗ Ausgebucht' */
  readonly unavailableMark: string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly closedMark: string;
  /** Monday first. */
  readonly weekdays: readonly string[];
  readonly slotsFound: (count: number) => string;
  /** Status texts of unavailable slots by the API's German text. */
  readonly reasons: Readonly<Record<string, string>>;
}

/** The dialog's words (a floating button's or `Tischservice.open()`'s); an inline widget never loads them. */
export interface DialogWords {
  readonly dialogLabel: string;
  readonly close: string;
}

/** The later steps' words: details, enquiry and waitlist forms, summary, receipts. */
export interface LaterWords {
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
  readonly nameRequired: string;
  readonly emailInvalid: string;
  readonly consentRequired: string;
  /** The enquiry's preferred time is missing. */
  readonly timeInvalid: string;
  readonly bookingFailed: (message: string) => string;
  readonly bookingNumber: string;
  /**
   * The restaurant's refusals by the API's `code`, for a language the API does not speak; a code not
   * listed shows the API's own (German) message.
   */
  readonly refusals: Readonly<Record<string, string>>;
}
