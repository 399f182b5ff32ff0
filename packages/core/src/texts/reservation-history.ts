import type { ReservationEventActor, ReservationEventType } from "../schemas/reservation-event.ts";

/** The status history on the reservation page; its wording is ours. */
export const reservationHistoryTexts = {
  title: "Verlauf",
  loading: "Verlauf wird geladen...",
  loadFailed: "Der Verlauf konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  types: {
    created: "Erstellt",
    confirmed: "Bestätigt",
    arrived: "Angekommen",
    seated: "Platziert",
    completed: "Abgeschlossen",
    cancelled: "Storniert",
    reminder_sent: "Erinnerung gesendet",
    guest_confirmed: "Vom Gast bestätigt",
    no_show: "Nicht erschienen",
    changed: "Geändert",
  } satisfies Record<ReservationEventType, string>, // Bestätigt, Storniert are
  actors: {
    staff: "vom Personal",
    guest: "vom Gast",
    auto_confirm: "automatisch (Reservierungen automatisch bestätigen)",
    system: "vom System",
  } satisfies Record<ReservationEventActor, string>,
} as const;
/** 'von Service (Personal)' when the staff member is known, else 'vom Personal'. */
export function reservationEventActorLabel(actor: ReservationEventActor, actorName?: string | null): string {
  const name = actorName?.trim();
  if (name && actor === "staff") return `von ${name} (Personal)`;
  if (name && actor === "guest") return `von ${name} (Gast)`;
  return reservationHistoryTexts.actors[actor];
}
