import type { WidgetLaterTextCatalogue, WidgetStartTextCatalogue } from "@tischservice/core/texts";

/** Words of the start screen core's widget catalogue does not hold. // not in the spec */
export interface StartExtraTexts {
  availableMark: string;
  unavailableMark: string;
  previousMonth: string;
  nextMonth: string;
  closedMark: string;
  /** Monday first. */
  weekdays: readonly string[];
  slotsFound: (count: number) => string;
  /** Status texts of unavailable slots by the API's German text. */
  reasons: Readonly<Record<string, string>>;
}

/** Words of the later steps core's widget catalogue does not hold. // not in the spec */
export interface LaterExtraTexts {
  nameRequired: string;
  emailInvalid: string;
  consentRequired: string;
  /** The enquiry's preferred time is missing. */
  timeInvalid: string;
  bookingFailed: (message: string) => string;
  bookingNumber: string;
  /**
   * The restaurant's refusals by the API's `code`, for a language the API does not speak; a code not
   * listed shows the API's own (German) message.
   */
  refusals: Readonly<Record<string, string>>;
}

/** One language's words of the start screen. */
export type StartWords = WidgetStartTextCatalogue & StartExtraTexts;
/** One language's words of the later steps (de-later.ts for German, en.ts for English). */
export type LaterWords = WidgetLaterTextCatalogue & LaterExtraTexts;
