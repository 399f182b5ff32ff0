/**
 * The languages a guest can book in: the widget's language, stored with the reservation, so that
 * every mail to the guest (confirmation, status, reminder) speaks it. The dashboard stays German.
 */
export const bookingLanguages = ["de", "en"] as const;
export type BookingLanguage = (typeof bookingLanguages)[number];

/** The stored language of a reservation, German for anything else (rows from before, unknown values). */
export function bookingLanguageOf(value: string | null | undefined): BookingLanguage {
  return value === "en" ? "en" : "de";
}
