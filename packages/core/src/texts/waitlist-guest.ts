// The waitlist: what the guest reads on the page behind their mails' link
// `/app/waitlist/{id}?token=`, in the language of their entry. A module of its own, so that only that page
// carries these lines.
import type { BookingLanguage } from "../rules/booking-language.ts";
import type { WaitlistStatus } from "../schemas/waitlist.ts";
import { guestCountLabel } from "./common.ts";
import { waitlistTexts } from "./waitlist.ts";

/** Every line of the guest's waitlist page; each language provides each one. */
export interface WaitlistGuestCatalogue {
  readonly title: string;
  readonly labels: {
    readonly state: string;
    readonly restaurant: string;
    readonly date: string;
    readonly window: string;
    readonly guests: string;
    readonly offeredTime: string;
  };
  readonly status: Readonly<Record<WaitlistStatus, string>>;
  /** '4 Personen'. */
  readonly guestCount: (guests: number) => string;
  /** The window of acceptable start times: '18:00–21:00 Uhr'. */
  readonly window: (from: string, to: string) => string;
  /** A time of day: '19:30 Uhr'. */
  readonly time: (time: string) => string;
  readonly waitingText: string;
  readonly offeredTitle: string;
  /** The hold's end: 'Reserviert bis 19:42 Uhr'. */
  readonly heldUntil: (time: string) => string;
  readonly accept: string;
  readonly accepting: string;
  readonly decline: string;
  readonly declining: string;
  readonly declined: string;
  readonly leave: string;
  readonly leaving: string;
  readonly leaveConfirmTitle: string;
  readonly leaveConfirmText: string;
  readonly leaveConfirm: string;
  readonly leaveKeep: string;
  readonly bookedTitle: string;
  readonly bookedMailHint: string;
  readonly leftText: string;
  readonly removedText: string;
  readonly expiredText: string;
  /** 409 `offer_expired` and `waitlist_entry_closed`. */
  readonly offerExpired: string;
  readonly entryClosed: string;
  readonly actionFailed: string;
  readonly notFound: string;
  readonly notFoundText: string;
  readonly loadFailed: string;
  readonly retry: string;
}

const de: WaitlistGuestCatalogue = {
  title: "Ihr Platz auf der Warteliste",
  labels: {
    state: "Stand",
    restaurant: "Restaurant",
    date: "Datum",
    window: "Zeitfenster",
    guests: "Personen",
    offeredTime: "Angebotene Uhrzeit",
  },
  status: waitlistTexts.status,
  guestCount: guestCountLabel,
  window: (from, to) => `${from}–${to} Uhr`,
  time: (time) => `${time} Uhr`,
  waitingText: "Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Tisch frei wird.",
  offeredTitle: "Ein Tisch ist frei geworden",
  heldUntil: (time) => `Reserviert bis ${time} Uhr`,
  accept: "Tisch buchen",
  accepting: "Wird gebucht...",
  decline: "Ablehnen",
  declining: "Wird abgelehnt...",
  declined: "Sie haben das Angebot abgelehnt. Sie bleiben auf der Warteliste.",
  leave: "Warteliste verlassen",
  leaving: "Wird verlassen...",
  leaveConfirmTitle: "Warteliste verlassen?",
  leaveConfirmText: "Wir bieten Ihnen dann keinen frei werdenden Tisch mehr an.",
  leaveConfirm: "Verlassen",
  leaveKeep: "Abbrechen",
  bookedTitle: "Gebucht",
  bookedMailHint:
    "Ihr Tisch ist gebucht. Den Link zu Ihrer Reservierung finden Sie in der Bestätigung, die wir Ihnen per E-Mail geschickt haben.",
  leftText: waitlistTexts.left,
  removedText: "Das Restaurant hat Ihren Eintrag von der Warteliste genommen.",
  expiredText: "Ihr Zeitfenster ist vorbei. Der Eintrag auf der Warteliste ist abgelaufen.",
  offerExpired: waitlistTexts.offerExpired,
  entryClosed: waitlistTexts.entryClosed,
  actionFailed: "Das hat nicht geklappt. Bitte versuchen Sie es erneut.",
  notFound: "Eintrag nicht gefunden",
  notFoundText: "Der Link ist ungültig oder abgelaufen. Bitte öffnen Sie den Link aus Ihrer E-Mail.",
  loadFailed: "Ihr Eintrag konnte gerade nicht geladen werden.",
  retry: "Erneut versuchen",
};

const en: WaitlistGuestCatalogue = {
  title: "Your place on the waitlist",
  labels: {
    state: "Status",
    restaurant: "Restaurant",
    date: "Date",
    window: "Time window",
    guests: "Party",
    offeredTime: "Time offered",
  },
  status: {
    waiting: "Waiting",
    offered: "Offer open",
    booked: "Booked",
    left: "Left",
    removed: "Removed",
    expired: "Expired",
  },
  guestCount: (guests) => (guests === 1 ? "1 person" : `${guests} people`),
  window: (from, to) => `${from}–${to}`,
  time: (time) => time,
  waitingText: "You are on the waitlist. We will write to you as soon as a table becomes free.",
  offeredTitle: "A table has become free",
  heldUntil: (time) => `Held for you until ${time}`,
  accept: "Book the table",
  accepting: "Booking...",
  decline: "Decline",
  declining: "Declining...",
  declined: "You have declined the offer. You stay on the waitlist.",
  leave: "Leave the waitlist",
  leaving: "Leaving...",
  leaveConfirmTitle: "Leave the waitlist?",
  leaveConfirmText: "We will then no longer offer you a table that becomes free.",
  leaveConfirm: "Leave",
  leaveKeep: "Cancel",
  bookedTitle: "Booked",
  bookedMailHint:
    "Your table is booked. The link to your reservation is in the confirmation we have sent you by e-mail.",
  leftText: "You have left the waitlist.",
  removedText: "The restaurant has taken your entry off the waitlist.",
  expiredText: "Your time window has passed. The waitlist entry has expired.",
  offerExpired:
    "This offer has expired. You stay on the waitlist as long as your time window has not passed.",
  entryClosed: "This waitlist entry is no longer active.",
  actionFailed: "That did not work. Please try again.",
  notFound: "Entry not found",
  notFoundText: "The link is invalid or has expired. Please open the link from your e-mail.",
  loadFailed: "Your entry could not be loaded just now.",
  retry: "Try again",
};

/** The guest's waitlist page in German and English (the entry's `language`). */
export const waitlistGuestTexts: Readonly<Record<BookingLanguage, WaitlistGuestCatalogue>> = { de, en };
