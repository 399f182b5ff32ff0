import type { WaitlistEntry, WaitlistOffer } from "@tischservice/core";

let next = 1;

/**
 * Test and story data: a waitlist entry as the API answers it (waiting, 4 guests on Thursday, 14 May 2026 —
 * the tests' fixed today — for a start between 18:00 and 21:00).
 */
export function waitlistEntryRecord(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  const id = `wl-${next++}`;
  return {
    _id: id,
    restaurantId: "r-1",
    status: "waiting",
    customerName: "Familie Roth",
    customerEmail: "roth@example.com",
    customerPhone: "+49 30 555 0202",
    numberOfGuests: 4,
    date: "2026-05-14",
    from: "18:00",
    to: "21:00",
    language: "de",
    offer: null,
    reservationId: null,
    createdAt: "2026-05-13T15:20:00Z",
    updatedAt: "2026-05-13T15:20:00Z",
    ...overrides,
  };
}

/** An open offer: 19:30 on table 4, held until 19:42 Berlin time (17:42 UTC). */
export function waitlistOfferRecord(overrides: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    _id: `of-${next++}`,
    timeSlot: "19:30",
    tableIds: ["t-4"],
    tableNumbers: ["4"],
    expiresAt: "2026-05-14T17:42:00Z",
    offeredBy: "auto",
    ...overrides,
  };
}

/** Story data: two parties waiting today, one of them without a phone and a shorter window. */
export function waitingEntryRecords(): WaitlistEntry[] {
  return [
    waitlistEntryRecord({ _id: "w-1", customerName: "Familie Roth" }),
    waitlistEntryRecord({
      _id: "w-2",
      customerName: "Paul Weber",
      customerPhone: "",
      numberOfGuests: 2,
      from: "19:00",
      to: "20:30",
    }),
  ];
}

/** Test and story data: Clara Berg's own waiting entry (wl-1), as her mail link shows it. */
export function claraWaitlistEntryRecord(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return waitlistEntryRecord({
    _id: "wl-1",
    customerName: "Clara Berg",
    customerEmail: "clara@example.de",
    customerPhone: "",
    ...overrides,
  });
}
