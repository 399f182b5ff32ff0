import type { GuestHistoryEntry, GuestListEntry, GuestProfile } from "@tischservice/core";

/** One guest of the list, as the API answers it; `overrides` replace fields. */
export function guestEntry(overrides: Partial<GuestListEntry> = {}): GuestListEntry {
  return {
    key: "anna@example.com",
    name: "Anna Schmidt",
    email: "anna@example.com",
    phone: "+491701234567",
    visits: 4,
    noShows: 1,
    cancellations: 0,
    reservations: 5,
    firstVisit: "2026-01-10",
    lastVisit: "2026-05-02",
    averagePartySize: 2.5,
    nextReservation: null,
    tags: ["Stammgast", "Allergie"],
    staffTags: ["Allergie"],
    note: "Nussallergie",
    updatedAt: "2026-05-02T18:00:00.000Z",
    blocked: false,
    blockedReason: "",
    blockedAt: null,
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<GuestHistoryEntry> = {}): GuestHistoryEntry {
  return {
    _id: "res-1",
    reservationDate: "2026-05-02",
    timeSlot: "19:00",
    numberOfGuests: 2,
    status: "confirmed",
    tableName: "Tisch 4",
    specialRequests: "",
    source: "widget",
    ...overrides,
  };
}

/** A profile with two reservations in its history. */
export function guestProfile(overrides: Partial<GuestProfile> = {}): GuestProfile {
  return {
    ...guestEntry(),
    history: [
      historyEntry(),
      historyEntry({ _id: "res-2", reservationDate: "2026-03-14", status: "no_show", numberOfGuests: 3 }),
    ],
    ...overrides,
  };
}

/** Three guests of different visits and last visits. */
export const guestBook: GuestListEntry[] = [
  guestEntry(),
  guestEntry({
    key: "ben@example.com",
    name: "Ben Koch",
    email: "ben@example.com",
    phone: "",
    visits: 9,
    noShows: 0,
    lastVisit: "2026-04-20",
    tags: ["Stammgast", "VIP"],
    staffTags: ["VIP"],
    note: "",
  }),
  guestEntry({
    key: "+4930123456",
    name: "Clara Vogel",
    email: "",
    phone: "+4930123456",
    visits: 0,
    noShows: 0,
    firstVisit: null,
    lastVisit: null,
    averagePartySize: null,
    tags: ["Neu"],
    staffTags: [],
    note: "",
  }),
];
