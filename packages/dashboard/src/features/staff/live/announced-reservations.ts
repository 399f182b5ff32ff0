import type { NewReservationNotice } from "@tischservice/core";

/** What identifies a booking in its announcement: name, date, time and party size. */
export interface OwnBooking {
  customerName: string;
  date: string;
  time: string;
  guests: number;
}

const ownKey = (booking: OwnBooking) =>
  [booking.customerName.trim(), booking.date, booking.time, booking.guests].join("|");

/** How many announced ids are remembered; older ones are forgotten first. */
const REMEMBERED = 500;

/**
 * Which new reservations were already announced, so that the event stream and the polled check (or a
 * repeated event) never toast the same reservation twice. Notices without an id (the test event) always
 * pass.
 */
export class AnnouncedReservations {
  private readonly ids = new Set<string>();
  /** Bookings made on this device and not announced yet, by what their announcement will say. */
  private readonly own = new Map<string, number>();

  /**
   * A booking this device is about to send (the calendar's direct booking): its announcement, which may
   * arrive before the answer, is not toasted here. The returned function takes it back when sending fails.
   */
  expectOwn(booking: OwnBooking): () => void {
    const key = ownKey(booking);
    this.own.set(key, (this.own.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(key);
    };
  }

  /** True the first time a reservation is seen (and it is not this device's own); remembers it. */
  claim(notice: NewReservationNotice): boolean {
    const id = notice.reservationId;
    if (!id) return true;
    if (this.ids.has(id)) return false;
    this.remember(id);
    const key = ownKey(notice);
    if (this.own.has(key)) {
      this.release(key);
      return false;
    }
    return true;
  }

  private release(key: string) {
    const count = this.own.get(key) ?? 0;
    if (count > 1) this.own.set(key, count - 1);
    else this.own.delete(key);
  }

  private remember(id: string) {
    this.ids.add(id);
    if (this.ids.size > REMEMBERED) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
  }
}
