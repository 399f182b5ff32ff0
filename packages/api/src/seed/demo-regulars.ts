import { guestKeyOf } from "@tischservice/core";
import type { reservations } from "../db/schema/index.ts";

type ReservationRow = typeof reservations.$inferInsert;

/** A regular of the first demo restaurant: the guest book, the cards' hints and the toast show them. */
export interface DemoRegular {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** Completed visits in the past 90 days (the regular tag comes from 3 on). */
  visits: number;
  note: string;
  tags: string[];
}

export const demoRegulars: readonly DemoRegular[] = [
  {
    customerName: "Helga Brandt",
    customerEmail: "helga.brandt@beispiel.de",
    customerPhone: "0151 2345678",
    visits: 6,
    note: "Nussallergie",
    tags: ["Allergie"],
  },
  {
    customerName: "Jonas Albers",
    customerEmail: "jonas.albers@beispiel.de",
    customerPhone: "0172 9876543",
    visits: 3,
    note: "Sitzt gern am Fenster",
    tags: ["VIP"],
  },
];

/**
 * Makes the demo regulars the guests of some of a restaurant's generated reservations (in place): each
 * gets `visits` of its past completed ones, spread over the 90 days, and its first upcoming confirmed one,
 * so a demo restaurant's guest book, cards and statistics show regulars from the first start. Deterministic:
 * the same rows for the same generated list. Answers the guest profiles (note, tags) to insert.
 */
export function assignDemoRegulars(
  rows: ReservationRow[],
  restaurantId: string,
  now: Date,
): Array<{ restaurantId: string; key: string; note: string; tags: string[] }> {
  const ofRestaurant = rows.filter((row) => row.restaurantId === restaurantId && !row.customerUserId);
  const past = ofRestaurant.filter(
    (row) => row.status === "completed" && row.endsAt && row.endsAt.getTime() < now.getTime(),
  );
  const upcoming = ofRestaurant.filter(
    (row) => row.status === "confirmed" && row.startsAt && row.startsAt.getTime() > now.getTime(),
  );
  const needed = demoRegulars.reduce((sum, regular) => sum + regular.visits, 0);
  // Every n-th past visit, so each regular's visits spread over the whole period.
  const step = Math.max(1, Math.floor(past.length / needed));
  let next = 0;
  demoRegulars.forEach((regular, index) => {
    const own = [...Array(regular.visits).keys()].map(() => past[(next++ * step) % past.length]);
    for (const row of [...own, upcoming[index]]) {
      if (!row) continue;
      row.customerName = regular.customerName;
      row.customerEmail = regular.customerEmail;
      row.customerPhone = regular.customerPhone;
    }
  });
  return demoRegulars.map((regular) => ({
    restaurantId,
    key: guestKeyOf({ customerEmail: regular.customerEmail }),
    note: regular.note,
    tags: regular.tags,
  }));
}
