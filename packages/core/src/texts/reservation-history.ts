import type { ReservationEventActor, ReservationEventType } from "../schemas/reservation-event.ts";

/** The status history on the reservation page (dashboard part 1). The spec shows no wording. */
export const reservationHistoryTexts = {
  title: "Verlauf", // not in the spec
  loading: "Verlauf wird geladen...", // not in the spec
  loadFailed: "Der Verlauf konnte nicht geladen werden.", // not in the spec
  retry: "Erneut versuchen", // not in the spec
  types: {
    created: "Erstellt",
    confirmed: "Bestätigt",
    cancelled: "Storniert",
  } satisfies Record<ReservationEventType, string>, // not in the spec (Bestätigt, Storniert are)
  actors: {
    staff: "vom Personal",
    guest: "vom Gast",
    auto_confirm: "automatisch (Reservierungen automatisch bestätigen)",
    system: "vom System",
  } satisfies Record<ReservationEventActor, string>, // not in the spec
} as const;

/** 'von Service (Personal)' when the staff member is known, else 'vom Personal'. // not in the spec */
export function reservationEventActorLabel(actor: ReservationEventActor, actorName?: string | null): string {
  const name = actorName?.trim();
  if (name && actor === "staff") return `von ${name} (Personal)`;
  if (name && actor === "guest") return `von ${name} (Gast)`;
  return reservationHistoryTexts.actors[actor];
}
