import {
  slotStatusTexts,
  slotUnavailableReasonLabels,
  type WidgetLocale,
  type WidgetTextCatalogue,
  weekdayShortNames,
  widgetTexts,
} from "@tischservice/core/texts";

/** Words core's widget catalogue does not hold. // not in the spec */
interface ExtraTexts {
  availableMark: string;
  unavailableMark: string;
  nameRequired: string;
  emailInvalid: string;
  consentRequired: string;
  /** The enquiry's preferred time is missing. */
  timeInvalid: string;
  previousMonth: string;
  nextMonth: string;
  closedMark: string;
  /** Monday first. */
  weekdays: readonly string[];
  slotsFound: (count: number) => string;
  /** Status texts of unavailable slots by the API's German text. */
  reasons: Readonly<Record<string, string>>;
  bookingFailed: (message: string) => string;
  bookingNumber: string;
}

const extra: Record<WidgetLocale, ExtraTexts> = {
  de: {
    availableMark: slotStatusTexts.available,
    unavailableMark: slotStatusTexts.fullyBooked,
    // Word for word core's validationTexts.bookingNameRequired / .invalidEmail / .invalidTime (a test keeps them equal);
    // importing that catalogue would put every validation message into widget.js.
    nameRequired: "Bitte geben Sie einen Namen für die Reservierung ein.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    consentRequired: "Bitte stimmen Sie der Verwendung Ihrer Angaben zu.",
    timeInvalid: "Bitte geben Sie eine gültige Uhrzeit im Format HH:MM an.",
    previousMonth: "Vorheriger Monat",
    nextMonth: "Nächster Monat",
    closedMark: "geschlossen",
    weekdays: Object.values(weekdayShortNames),
    slotsFound: (count) => (count === 1 ? "1 Zeit verfügbar" : `${count} Zeiten verfügbar`),
    reasons: {},
    bookingFailed: (message) => `Fehler: ${message}`,
    bookingNumber: "Reservierungsnummer",
  },
  en: {
    availableMark: `✓ ${widgetTexts.en.slotAvailable}`,
    unavailableMark: `✗ ${widgetTexts.en.slotUnavailable}`,
    nameRequired: "Please enter a name for the reservation.",
    emailInvalid: "Please enter a valid email address.",
    consentRequired: "Please agree to the use of your details.",
    timeInvalid: "Please enter a valid time in the format HH:MM.",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    closedMark: "closed",
    weekdays: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
    slotsFound: (count) => (count === 1 ? "1 time available" : `${count} times available`),
    reasons: {
      [slotUnavailableReasonLabels.fullyBooked]: "Fully booked",
      [slotUnavailableReasonLabels.noFittingTables]: "No suitable tables",
      [slotUnavailableReasonLabels.past]: "Past",
      [slotUnavailableReasonLabels.closed]: "Closed",
    },
    bookingFailed: (message) => `Error: ${message}`,
    bookingNumber: "Reservation number",
  },
};

/** Every text of one widget language, with its date formatting. */
export interface WidgetTexts extends WidgetTextCatalogue, ExtraTexts {
  locale: WidgetLocale;
  /** 'Donnerstag, 24. Dezember 2026' / 'Thursday, 24 December 2026'. */
  longDate: (date: string) => string;
  /** 'Dezember 2026' / 'December 2026'. */
  monthTitle: (year: number, month: number) => string;
  statusText: (status: string) => string;
}

const utcNoon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

function intlDate(locale: WidgetLocale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { ...options, timeZone: "UTC" });
}

export function textsFor(locale: WidgetLocale): WidgetTexts {
  const words = extra[locale];
  const long = intlDate(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const month = intlDate(locale, { month: "long", year: "numeric" });
  return {
    ...widgetTexts[locale],
    ...words,
    locale,
    // 'Donnerstag, 24. Dezember 2026' like core's formatLongDate, without its time-zone library.
    longDate: (date) => {
      const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
      return long.format(utcNoon(y, m, d));
    },
    monthTitle: (year, monthNumber) => month.format(utcNoon(year, monthNumber, 1)),
    statusText: (status) => words.reasons[status] ?? status,
  };
}
