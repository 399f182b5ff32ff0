// The mails to a guest about their reservation, in the language they booked in. German is the
// existing mail texts; English says the same. The dashboard and the restaurant's mails stay German.
import type { BookingLanguage } from "../rules/booking-language.ts";
import { guestCountLabel } from "./common.ts";
import { enquiryTexts } from "./enquiries.ts";
import { mailTexts } from "./mail.ts";
import { reminderTexts } from "./reminders.ts";
import { signupMailTexts } from "./signup.ts";
import { siteConfigTexts } from "./site-config.ts";

/** Every line of a mail to the guest; each language provides each one. */
export interface GuestMailCatalogue {
  /** The `lang` of the mail's HTML part. */
  readonly htmlLang: string;
  readonly greeting: (name: string) => string;
  readonly signature: readonly string[];
  readonly buttonFallback: string;
  /**
   * The display name of a mail about a restaurant's booking: the restaurant speaks, the platform sends
   * (the address stays the platform's). Given a name already made header-safe (core's `headerSafeName`).
   */
  readonly senderName: (restaurantName: string) => string;
  /** The restaurant's contact at the end of a guest's mail. */
  readonly addressLine: (address: string) => string;
  readonly phoneLine: (phone: string) => string;
  readonly footer: { readonly managingDirectors: string; readonly vatId: string; readonly imprint: string };
  readonly guestCount: (guests: number) => string;
  /** The booking's summary lines. */
  readonly restaurantLine: (name: string) => string;
  /** The booking reference guests quote (core's `newBookingReference`). */
  readonly referenceLine: (reference: string) => string;
  readonly when: (dayName: string, date: string, time: string) => string;
  readonly whenLine: (when: string) => string;
  readonly guestsLine: (guests: string) => string;
  readonly specialRequestsLine: (requests: string) => string;
  /** Booking and status mails. */
  readonly confirmedSubject: (restaurantName: string) => string;
  readonly requestedSubject: (restaurantName: string) => string;
  readonly cancelledSubject: (restaurantName: string) => string;
  readonly bookedConfirmed: string;
  readonly bookedPending: string;
  readonly manageHint: string;
  readonly manageAction: string;
  readonly statusConfirmed: string;
  readonly statusCancelledByGuest: string;
  readonly statusCancelledByRestaurant: string;
  /** Staff changed the date, time or party size: the new details and a new calendar file. */
  readonly changedSubject: (restaurantName: string) => string;
  readonly changedMessage: string;
  readonly changedCalendarHint: string;
  /** The reminder. */
  readonly reminder: {
    readonly subject: (restaurantName: string, date: string, time: string) => string;
    readonly intro: string;
    readonly askAnswer: string;
    readonly calendarHint: string;
    readonly confirmAction: string;
    readonly cancelAction: string;
    readonly calendarFile: string;
    readonly calendarTitle: (restaurantName: string) => string;
    readonly calendarDescription: (guests: string) => string;
  };
  /** A large group's enquiry: its receipt and its decline. */
  readonly enquiry: {
    readonly receivedSubject: (restaurantName: string) => string;
    readonly receivedIntro: (name: string) => string;
    readonly statusLink: string;
    /** The button to the enquiry's page. */
    readonly statusAction: string;
    readonly declinedSubject: (restaurantName: string) => string;
    readonly declinedIntro: (name: string) => string;
    readonly labels: {
      readonly guests: string;
      readonly date: string;
      readonly time: string;
      readonly message: string;
    };
  };
  /** The waitlist: the receipt and the offer of a freed table. */
  readonly waitlist: {
    readonly receivedSubject: (restaurantName: string) => string;
    readonly receivedIntro: (name: string) => string;
    readonly receivedHint: string;
    /** The button to the entry's page (view it, leave the waitlist). */
    readonly statusAction: string;
    readonly offerSubject: (restaurantName: string) => string;
    readonly offerIntro: (name: string) => string;
    /** "We hold the table until HH:MM." */
    readonly offerHold: (time: string) => string;
    readonly offerAction: string;
    readonly labels: {
      readonly guests: string;
      readonly date: string;
      readonly window: string;
      readonly time: string;
    };
  };
}

const { reservation } = mailTexts;

const de: GuestMailCatalogue = {
  htmlLang: "de",
  greeting: signupMailTexts.greeting,
  signature: mailTexts.layout.signature,
  buttonFallback: mailTexts.layout.buttonFallback,
  senderName: (restaurantName) => `${restaurantName} über Tischservice`,
  addressLine: mailTexts.lines.address,
  phoneLine: mailTexts.lines.phone,
  footer: {
    managingDirectors: siteConfigTexts.mailFooterManagingDirectors,
    vatId: siteConfigTexts.mailFooterVatId,
    imprint: siteConfigTexts.mailFooterImprint,
  },
  guestCount: guestCountLabel,
  restaurantLine: mailTexts.lines.restaurant,
  referenceLine: reservation.referenceLine,
  when: reservation.when,
  whenLine: reservation.whenLine,
  guestsLine: reservation.guestsLine,
  specialRequestsLine: reservation.specialRequestsLine,
  confirmedSubject: reservation.confirmedSubject,
  requestedSubject: reservation.requestedSubject,
  cancelledSubject: reservation.cancelledSubject,
  bookedConfirmed: reservation.bookedConfirmed,
  bookedPending: reservation.bookedPending,
  manageHint: reservation.manageHint,
  manageAction: reservation.manageAction,
  statusConfirmed: reservation.statusConfirmed,
  statusCancelledByGuest: reservation.statusCancelledByGuest,
  statusCancelledByRestaurant: reservation.statusCancelledByRestaurant,
  changedSubject: reservation.changedSubject,
  changedMessage: reservation.changedMessage,
  changedCalendarHint: reservation.changedCalendarHint,
  reminder: reminderTexts.mail,
  enquiry: {
    receivedSubject: enquiryTexts.guestReceivedSubject,
    receivedIntro: enquiryTexts.guestReceivedIntro,
    statusLink: enquiryTexts.guestStatusLink,
    statusAction: "Anfrage ansehen",
    declinedSubject: enquiryTexts.declinedSubject,
    declinedIntro: enquiryTexts.declinedIntro,
    labels: {
      guests: enquiryTexts.labels.guests,
      date: enquiryTexts.labels.date,
      time: enquiryTexts.labels.time,
      message: enquiryTexts.labels.message,
    },
  },
  waitlist: {
    receivedSubject: (restaurantName) => `Sie stehen auf der Warteliste – ${restaurantName}`,
    receivedIntro: (name) => `Guten Tag ${name}, Sie stehen auf der Warteliste.`,
    receivedHint:
      "Wir schreiben Ihnen, sobald ein Tisch frei wird. Über den Link sehen Sie Ihren Eintrag und können die Warteliste verlassen.",
    statusAction: "Eintrag ansehen",
    offerSubject: (restaurantName) => `Ein Tisch ist frei geworden – ${restaurantName}`,
    offerIntro: (name) => `Guten Tag ${name}, ein Tisch ist frei geworden.`,
    offerHold: (time) => `Wir halten den Tisch bis ${time} Uhr für Sie.`,
    offerAction: "Jetzt buchen",
    labels: { guests: "Personen", date: "Datum", window: "Zeitfenster", time: "Uhrzeit" },
  },
};

const en: GuestMailCatalogue = {
  htmlLang: "en",
  greeting: (name) => `Hello ${name},`,
  signature: ["Kind regards", "Your Tischservice team"],
  buttonFallback: "If the button does not work, open this link:",
  senderName: (restaurantName) => `${restaurantName} via Tischservice`,
  addressLine: (address) => `Address: ${address}`,
  phoneLine: (phone) => `Phone: ${phone}`,
  footer: { managingDirectors: "Managing directors", vatId: "VAT ID", imprint: "Legal notice" },
  guestCount: (guests) => (guests === 1 ? "1 person" : `${guests} people`),
  restaurantLine: (name) => `Restaurant: ${name}`,
  referenceLine: (reference) => `Reservation number: ${reference}`,
  when: (dayName, date, time) => `${dayName}, ${date} at ${time}`,
  whenLine: (when) => `Date and time: ${when}`,
  guestsLine: (guests) => `Party: ${guests}`,
  specialRequestsLine: (requests) => `Special requests: ${requests}`,
  confirmedSubject: (restaurantName) => `Your reservation at ${restaurantName} is confirmed`,
  requestedSubject: (restaurantName) => `Your reservation request at ${restaurantName}`,
  cancelledSubject: (restaurantName) => `Your reservation at ${restaurantName} has been cancelled`,
  bookedConfirmed: "thank you for your reservation! Your table is reserved for you.",
  bookedPending:
    "thank you for your request! The restaurant will review it and confirm it to you by e-mail shortly.",
  manageHint: "You can view, change or cancel your reservation using the following link.",
  manageAction: "View reservation",
  statusConfirmed: "good news: the restaurant has confirmed your reservation.",
  statusCancelledByGuest: "your reservation has been cancelled as requested.",
  statusCancelledByRestaurant:
    "unfortunately the restaurant has cancelled your reservation. You are welcome to choose another time.",
  changedSubject: (restaurantName) => `Your reservation at ${restaurantName} has been changed`,
  changedMessage: "the restaurant has changed your reservation. These are the details now:",
  changedCalendarHint: "You will find the updated appointment for your calendar attached.",
  reminder: {
    subject: (restaurantName, date, time) =>
      `Reminder: your reservation at ${restaurantName} on ${date} at ${time}`,
    intro: "we look forward to your visit! Here is your reservation once more:",
    askAnswer:
      "Please let us know: are you coming as planned? If you cannot make it, please cancel so that we can give the table to someone else.",
    calendarHint: "You will find the appointment for your calendar attached.",
    confirmAction: "I am coming as planned",
    cancelAction: "Cancel",
    calendarFile: "reservation.ics",
    calendarTitle: (restaurantName) => `Reservation at ${restaurantName}`,
    calendarDescription: (guests) => `Table for ${guests}`,
  },
  enquiry: {
    receivedSubject: (restaurantName) => `Your enquiry at ${restaurantName} has been received`,
    receivedIntro: (name) =>
      `Hello ${name}, thank you for your enquiry. The restaurant will review it and get back to you.`,
    statusLink: "You can see the status of your enquiry here:",
    statusAction: "View enquiry",
    declinedSubject: (restaurantName) => `Your enquiry at ${restaurantName}`,
    declinedIntro: (name) =>
      `Hello ${name}, unfortunately the restaurant cannot accept your enquiry. The restaurant's message:`,
    labels: { guests: "People", date: "Date", time: "Preferred time", message: "Message" },
  },
  waitlist: {
    receivedSubject: (restaurantName) => `You are on the waitlist – ${restaurantName}`,
    receivedIntro: (name) => `Hello ${name}, you are on the waitlist.`,
    receivedHint:
      "We will write to you as soon as a table becomes free. The link shows your entry and lets you leave the waitlist.",
    statusAction: "View entry",
    offerSubject: (restaurantName) => `A table has become free – ${restaurantName}`,
    offerIntro: (name) => `Hello ${name}, a table has become free.`,
    offerHold: (time) => `We are holding the table for you until ${time}.`,
    offerAction: "Book now",
    labels: { guests: "Guests", date: "Date", window: "Time window", time: "Time" },
  },
};

/** The guest's mails by the reservation's language. */
export const guestMailTexts: Readonly<Record<BookingLanguage, GuestMailCatalogue>> = { de, en };
