import { formatSlotDate, guestCountLabel, guestMailRecipient } from "@tischservice/core";
import type { OutboxMail } from "../db/schema/index.ts";
import { renderMail } from "./layout.ts";

export interface ReservationMailDetails {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  restaurantName: string;
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  specialRequests: string;
  tableName: string | null;
}

function when(details: ReservationMailDetails): string {
  const date = formatSlotDate(details.reservationDate);
  return `${date.dayName}, ${date.formatted} um ${details.timeSlot} Uhr`;
}

function summary(details: ReservationMailDetails): string {
  return [
    `Restaurant: ${details.restaurantName}`,
    `Datum und Uhrzeit: ${when(details)}`,
    `Personen: ${guestCountLabel(details.numberOfGuests)}`,
    ...(details.specialRequests ? [`Besondere Wünsche: ${details.specialRequests}`] : []),
  ].join("\n");
}

/**
 * To the guest after booking: confirmed or pending, with the link to view and cancel. Null when the booking
 * has no address of the guest (a walk-in: core's `guestMailRecipient`).
 */
export function guestBookingMail(
  details: ReservationMailDetails,
  confirmed: boolean,
  manageUrl: string,
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  return renderMail({
    to,
    subject: confirmed
      ? `Ihre Reservierung bei ${details.restaurantName} ist bestätigt`
      : `Ihre Reservierungsanfrage bei ${details.restaurantName}`,
    paragraphs: [
      `Hallo ${details.customerName},`,
      confirmed
        ? "vielen Dank für Ihre Reservierung! Ihr Tisch ist für Sie reserviert."
        : "vielen Dank für Ihre Anfrage! Das Restaurant prüft sie und bestätigt sie Ihnen in Kürze per E-Mail.",
      summary(details),
      "Über den folgenden Link können Sie Ihre Reservierung ansehen und bei Bedarf stornieren.",
    ],
    action: { label: "Reservierung ansehen", url: manageUrl },
  });
}

/** To the restaurant when emailNotificationsEnabled: a new reservation arrived. */
export function restaurantNoticeMail(
  to: string,
  details: ReservationMailDetails,
  confirmed: boolean,
  dashboardUrl: string,
): OutboxMail {
  const guest = guestMailRecipient(details.customerEmail);
  return renderMail({
    to,
    ...(guest ? { replyTo: guest } : {}),
    subject: `Neue Reservierung: ${details.customerName}, ${formatSlotDate(details.reservationDate).formatted} ${details.timeSlot}`,
    paragraphs: [
      confirmed
        ? "Es ist eine neue Reservierung eingegangen (automatisch bestätigt)."
        : "Es ist eine neue Reservierungsanfrage eingegangen. Bitte bestätigen oder lehnen Sie sie im Dashboard ab.",
      [
        summary(details),
        `Tisch: ${details.tableName ?? "–"}`,
        `Name: ${details.customerName}`,
        `E-Mail: ${guest ?? "–"}`,
        `Telefon: ${details.customerPhone || "–"}`,
      ].join("\n"),
    ],
    action: { label: "Dashboard öffnen", url: dashboardUrl },
  });
}

/**
 * To the guest when the restaurant (or the guest) confirmed or cancelled the reservation; null without an
 * address of the guest (a walk-in).
 */
export function guestStatusMail(
  details: ReservationMailDetails,
  status: "confirmed" | "cancelled",
  byGuest: boolean,
): OutboxMail | null {
  const to = guestMailRecipient(details.customerEmail);
  if (!to) return null;
  const confirmed = status === "confirmed";
  return renderMail({
    to,
    subject: confirmed
      ? `Ihre Reservierung bei ${details.restaurantName} ist bestätigt`
      : `Ihre Reservierung bei ${details.restaurantName} wurde storniert`,
    paragraphs: [
      `Hallo ${details.customerName},`,
      confirmed
        ? "gute Nachrichten: Das Restaurant hat Ihre Reservierung bestätigt."
        : byGuest
          ? "Ihre Reservierung wurde wie gewünscht storniert."
          : "leider hat das Restaurant Ihre Reservierung storniert. Bitte wählen Sie gern eine andere Zeit.",
      summary(details),
    ],
  });
}
