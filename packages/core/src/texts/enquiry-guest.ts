// Large groups: what the guest reads of their enquiry — the status page behind the receipt mail's
// link (the customer view's "Anfrage senden" is the widget's). Apart from enquiryTexts so the staff screens do
// not carry it.
import type { BookingLanguage } from "../rules/booking-language.ts";
import { guestCountLabel } from "./common.ts";
import { enquiryTexts } from "./enquiries.ts";

export const enquiryGuestTexts = {
  /** The status page `/app/enquiry/{id}?token=`. */
  title: "Ihre Gruppenanfrage",
  restaurant: "Restaurant",
  state: "Stand",
  openText: "Das Restaurant prüft Ihre Anfrage und meldet sich bei Ihnen.",
  acceptedText: "Das Restaurant hat Ihre Anfrage angenommen. Ihre Reservierung ist bestätigt.",
  acceptedMailHint:
    "Den Link zu Ihrer Reservierung finden Sie in der Bestätigung, die wir Ihnen per E-Mail geschickt haben.",
  declinedText: "Das Restaurant kann Ihre Anfrage leider nicht annehmen.",
  declinedMessage: "Nachricht des Restaurants",
  notFound: "Anfrage nicht gefunden",
  notFoundText: "Der Link ist ungültig oder abgelaufen. Bitte öffnen Sie den Link aus Ihrer E-Mail.",
  loadFailed: "Ihre Anfrage konnte gerade nicht geladen werden.",
  retry: "Erneut versuchen",
} as const;

/** Every line of the enquiry's status page; each language provides each one. */
export interface EnquiryGuestCatalogue {
  readonly title: string;
  readonly restaurant: string;
  readonly state: string;
  readonly openText: string;
  readonly acceptedText: string;
  readonly acceptedMailHint: string;
  readonly declinedText: string;
  readonly declinedMessage: string;
  readonly notFound: string;
  readonly notFoundText: string;
  readonly loadFailed: string;
  readonly retry: string;
  readonly status: { readonly open: string; readonly accepted: string; readonly declined: string };
  readonly labels: {
    readonly guests: string;
    readonly date: string;
    readonly time: string;
    readonly message: string;
  };
  /** '18 Personen'. */
  readonly guestCount: (guests: number) => string;
}

/**
 * The enquiry's status page in the enquiry's language: German is `enquiryGuestTexts` with the staff's words
 * for the states and fields (`enquiryTexts`), English says the same.
 */
export const enquiryGuestPageTexts: Readonly<Record<BookingLanguage, EnquiryGuestCatalogue>> = {
  de: {
    ...enquiryGuestTexts,
    status: enquiryTexts.status,
    labels: {
      guests: enquiryTexts.labels.guests,
      date: enquiryTexts.labels.date,
      time: enquiryTexts.labels.time,
      message: enquiryTexts.labels.message,
    },
    guestCount: guestCountLabel,
  },
  en: {
    title: "Your group enquiry",
    restaurant: "Restaurant",
    state: "Status",
    openText: "The restaurant is checking your enquiry and will get back to you.",
    acceptedText: "The restaurant has accepted your enquiry. Your reservation is confirmed.",
    acceptedMailHint: "The link to your reservation is in the confirmation we have sent you by e-mail.",
    declinedText: "Unfortunately the restaurant cannot accept your enquiry.",
    declinedMessage: "Message from the restaurant",
    notFound: "Enquiry not found",
    notFoundText: "The link is invalid or has expired. Please open the link from your e-mail.",
    loadFailed: "Your enquiry could not be loaded just now.",
    retry: "Try again",
    status: { open: "Open", accepted: "Accepted", declined: "Declined" },
    labels: { guests: "Party", date: "Date", time: "Preferred time", message: "Message" },
    guestCount: (guests) => (guests === 1 ? "1 person" : `${guests} people`),
  },
};
