// The reservation's page behind the guest's mail link `/app/reservation/{id}?token=`: it follows
// the booking's language. German is the page's existing wording (the staff's view of a reservation shares
// its labels); English says the same. A module of its own, so that only that page carries these lines.
import type { BookingLanguage } from "../rules/booking-language.ts";
import { calendarTexts } from "./calendar.ts";
import { commonTexts, guestCountLabel } from "./common.ts";
import { guestChangeTexts } from "./guest-change.ts";
import { guestDataTexts, guestPrivacyTexts } from "./guest-data.ts";
import { reminderTexts } from "./reminders.ts";
import { reservationStatusLabels } from "./reservation-status.ts";
import { reservationTablesLabel } from "./reservations.ts";

/** Every line of the reservation's page; each language provides each one. */
export interface ReservationGuestCatalogue {
  readonly title: string;
  readonly notFound: string;
  readonly notFoundText: string;
  readonly fields: {
    readonly restaurant: string;
    /** The booking reference guests quote (core's `newBookingReference`). */
    readonly reference: string;
    readonly date: string;
    readonly time: string;
    readonly guests: string;
    readonly status: string;
    readonly answer: string;
    readonly tables: string;
    readonly email: string;
    readonly phone: string;
    readonly requests: string;
  };
  /** The status badge's words (by its tone). */
  readonly status: {
    readonly pending: string;
    readonly confirmed: string;
    readonly arrived: string;
    readonly seated: string;
    readonly cancelled: string;
    readonly no_show: string;
    readonly completed: string;
    readonly declined: string;
  };
  readonly guestCount: (guests: number) => string;
  /** 'Tisch 3', 'Tische 3 + 4'; the fallback when none is assigned. */
  readonly tables: (numbers: readonly string[]) => string;
  /** 'Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr'. */
  readonly guestConfirmedAt: (date: string, time: string) => string;
  /** Cancelling. */
  readonly cancel: string;
  readonly cancelConfirmTitle: string;
  readonly cancelConfirm: string;
  readonly cancelKeep: string;
  readonly cancelled: string;
  readonly cancelClosed: string;
  readonly alreadyCancelled: string;
  readonly tooLateToCancel: string;
  readonly actionFailed: string;
  /** The reminder's "Ich komme wie geplant": the page asks for the guest's click, then answers. */
  readonly confirm: {
    readonly button: string;
    readonly confirming: string;
    readonly confirmed: string;
    readonly confirmFailed: string;
    readonly confirmRetry: string;
    readonly notConfirmable: string;
  };
  /** The guest's own change of date, time and party size. */
  readonly change: {
    readonly open: string;
    readonly heading: string;
    readonly date: string;
    readonly time: string;
    readonly guests: string;
    readonly chooseTime: string;
    readonly timesLoading: string;
    readonly timesFailed: string;
    readonly noTimes: string;
    readonly currentTime: (time: string) => string;
    readonly save: string;
    readonly close: string;
    readonly changed: string;
    /** Until when the guest can change the booking online; after that, by phone. */
    readonly closedAfter: (hours: number) => string;
    /** A refusal in the page's language (the server's German reason is shown on German bookings). */
    readonly unavailable: string;
  };
  /** "Ihre Daten": the export by mail and the erasure. */
  readonly ownData: {
    readonly heading: string;
    readonly hint: string;
    readonly download: string;
    readonly downloading: string;
    readonly exportMailed: string;
    readonly erase: string;
    readonly erasing: string;
    readonly eraseHint: string;
    readonly eraseConfirmTitle: string;
    readonly eraseConfirmText: string;
    readonly eraseConfirm: string;
    readonly eraseCancel: string;
    readonly erased: string;
    readonly eraseNotYet: string;
    readonly upcomingReservation: string;
  };
}

const de: ReservationGuestCatalogue = {
  title: "Ihre Reservierung",
  notFound: "Reservierung nicht gefunden",
  notFoundText: "Diese Reservierung gibt es nicht oder der Link ist nicht mehr gültig.",
  fields: {
    restaurant: "Restaurant",
    reference: "Reservierungsnummer",
    date: "Datum",
    time: "Uhrzeit",
    guests: "Gäste",
    status: "Status",
    answer: reminderTexts.dashboard.answerLabel,
    tables: "Tisch",
    email: "E-Mail",
    phone: "Telefon",
    requests: "Besondere Wünsche",
  },
  status: reservationStatusLabels,
  guestCount: guestCountLabel,
  tables: reservationTablesLabel,
  guestConfirmedAt: reminderTexts.dashboard.guestConfirmedAt,
  cancel: "Reservierung stornieren",
  cancelConfirmTitle: calendarTexts.cancelConfirm,
  cancelConfirm: calendarTexts.cancelReservation,
  cancelKeep: commonTexts.cancel,
  cancelled: "Ihre Reservierung wurde storniert.",
  cancelClosed: "Diese Reservierung liegt in der Vergangenheit und kann nicht mehr storniert werden.",
  alreadyCancelled: "Diese Reservierung ist storniert.",
  tooLateToCancel: "Diese Reservierung hat schon begonnen und kann nicht mehr storniert werden.",
  actionFailed: "Das hat nicht geklappt. Bitte versuchen Sie es erneut.",
  confirm: { button: reminderTexts.mail.confirmAction, ...reminderTexts.guest },
  change: {
    open: "Reservierung ändern",
    heading: "Reservierung ändern",
    date: "Datum",
    time: "Uhrzeit",
    guests: "Personen",
    chooseTime: "Bitte wählen Sie eine Uhrzeit.",
    timesLoading: "Freie Zeiten werden geladen...",
    timesFailed: "Die freien Zeiten konnten nicht geladen werden.",
    noTimes: "An diesem Tag ist für diese Personenzahl leider nichts mehr frei.",
    currentTime: (time) => `${time} Uhr (bisher)`,
    save: "Änderung speichern",
    close: "Abbrechen",
    changed: guestChangeTexts.changed,
    closedAfter: (hours) =>
      hours <= 0
        ? "Online ändern können Sie Ihre Reservierung bis zu ihrem Beginn; danach rufen Sie bitte das Restaurant an."
        : `Online ändern können Sie Ihre Reservierung bis ${hours} ${hours === 1 ? "Stunde" : "Stunden"} vor Beginn; danach rufen Sie bitte das Restaurant an.`,
    unavailable: "Diese Änderung ist leider nicht möglich.",
  },
  ownData: {
    heading: guestPrivacyTexts.ownHeading,
    hint: guestPrivacyTexts.ownHint,
    download: guestPrivacyTexts.ownDownload,
    downloading: guestPrivacyTexts.ownDownloading,
    exportMailed: guestDataTexts.exportMailed,
    erase: guestPrivacyTexts.ownErase,
    erasing: guestPrivacyTexts.erasing,
    eraseHint: guestPrivacyTexts.ownEraseHint,
    eraseConfirmTitle: guestPrivacyTexts.ownEraseConfirmTitle,
    eraseConfirmText: guestPrivacyTexts.ownEraseConfirmText,
    eraseConfirm: guestPrivacyTexts.eraseConfirm,
    eraseCancel: guestPrivacyTexts.eraseCancel,
    erased: "Ihre Daten wurden gelöscht.",
    eraseNotYet: guestDataTexts.eraseNotYet,
    upcomingReservation: guestDataTexts.upcomingReservation,
  },
};

const en: ReservationGuestCatalogue = {
  title: "Your reservation",
  notFound: "Reservation not found",
  notFoundText: "This reservation does not exist or the link is no longer valid.",
  fields: {
    restaurant: "Restaurant",
    reference: "Reservation number",
    date: "Date",
    time: "Time",
    guests: "Guests",
    status: "Status",
    answer: "Your answer",
    tables: "Table",
    email: "E-mail",
    phone: "Phone",
    requests: "Special requests",
  },
  status: {
    pending: "Pending",
    confirmed: "Confirmed",
    arrived: "Arrived",
    seated: "Seated",
    cancelled: "Cancelled",
    no_show: "No-show",
    completed: "Completed",
    declined: "Declined",
  },
  guestCount: (guests) => (guests === 1 ? "1 person" : `${guests} people`),
  tables: (numbers) => {
    const shown = numbers.map((number) => number.trim()).filter((number) => number !== "");
    if (shown.length === 0) return "Not assigned yet";
    return shown.length === 1 ? `Table ${shown[0]}` : `Tables ${shown.join(" + ")}`;
  },
  guestConfirmedAt: (date, time) => `You confirmed on ${date} at ${time}`,
  cancel: "Cancel reservation",
  cancelConfirmTitle: "Do you really want to cancel this reservation?",
  cancelConfirm: "Cancel it",
  cancelKeep: "Keep it",
  cancelled: "Your reservation has been cancelled.",
  cancelClosed: "This reservation is in the past and can no longer be cancelled.",
  alreadyCancelled: "This reservation is cancelled.",
  tooLateToCancel: "This reservation has already begun and can no longer be cancelled.",
  actionFailed: "That did not work. Please try again.",
  change: {
    open: "Change reservation",
    heading: "Change reservation",
    date: "Date",
    time: "Time",
    guests: "People",
    chooseTime: "Please choose a time.",
    timesLoading: "Loading free times...",
    timesFailed: "The free times could not be loaded.",
    noTimes: "Sorry, there is nothing free for this party on that day.",
    currentTime: (time) => `${time} (current)`,
    save: "Save change",
    close: "Cancel",
    changed: "Your reservation has been changed. You will receive a new confirmation by e-mail.",
    closedAfter: (hours) =>
      hours <= 0
        ? "You can change your reservation online until it begins; after that, please call the restaurant."
        : `You can change your reservation online until ${hours} ${hours === 1 ? "hour" : "hours"} before it begins; after that, please call the restaurant.`,
    unavailable: "Sorry, this change is not possible. Please choose another time or call the restaurant.",
  },
  confirm: {
    button: "I am coming as planned",
    confirming: "Saving your answer...",
    confirmed: "Thank you! We have noted that you are coming as planned.",
    confirmFailed: "Your answer could not be saved. Please try again.",
    confirmRetry: "Try again",
    notConfirmable: "This reservation can no longer be confirmed.",
  },
  ownData: {
    heading: "Your data",
    hint: "You can request all data this restaurant has stored about you: we send it to this reservation's e-mail address.",
    download: "Download my data",
    downloading: "Requesting...",
    exportMailed: "We have sent your stored data to this reservation's e-mail address.",
    erase: "Erase my data",
    erasing: "Erasing...",
    eraseHint: "After your visit or after a cancellation you can erase your data at this restaurant.",
    eraseConfirmTitle: "Erase your data?",
    eraseConfirmText:
      "Your name, e-mail address, phone number and requests are erased at this restaurant, as are the e-mails to you. This link stops working afterwards.",
    eraseConfirm: "Erase for good",
    eraseCancel: "Cancel",
    erased: "Your data has been erased.",
    eraseNotYet: "Your data can be erased after your visit or after a cancellation.",
    upcomingReservation:
      "You still have an upcoming reservation at this restaurant. Please cancel it first or contact the restaurant.",
  },
};

/** The guest's reservation page in German and English (the reservation's `language`). */
export const reservationGuestTexts: Readonly<Record<BookingLanguage, ReservationGuestCatalogue>> = { de, en };
