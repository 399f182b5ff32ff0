import type { NewReservationNotice } from "@tischservice/core";

/** How many announced ids are remembered; older ones are forgotten first. */
const REMEMBERED = 500;

/**
 * Which new reservations were already announced, so that the event stream and the polled check (or a
 * repeated event) never toast the same reservation twice. Notices without an id (the test event) always
 * pass.
 */
export class AnnouncedReservations {
  private readonly ids = new Set<string>();

  /** True the first time a reservation is seen; remembers it. */
  claim(notice: NewReservationNotice): boolean {
    const id = notice.reservationId;
    if (!id) return true;
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > REMEMBERED) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
    return true;
  }
}
