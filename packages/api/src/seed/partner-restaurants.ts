import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { restaurants, users } from "../db/schema/index.ts";

// Many listed partner restaurants at once, for measuring the partner list at a platform's size and for
// tests of its pages: each with a confirmed owner of its own, written in one multi-row insert per table
// (2,000 take a fraction of a second; one insert per restaurant would take minutes on PGlite).

const cuisines = ["Italienisch", "Deutsch", "Griechisch", "Japanisch", "Indisch", "Französisch", "Vegan"];
const kinds = ["Trattoria", "Gasthaus", "Taverna", "Sushi-Bar", "Curryhaus", "Bistro", "Küche"];
const streets = ["Hauptstraße", "Lindenallee", "Marktplatz", "Gartenweg", "Bahnhofstraße", "Am Hafen"];
const cities = ["10115 Berlin", "20095 Hamburg", "80331 München", "50667 Köln", "60311 Frankfurt"];

export interface PartnerRestaurantsOptions {
  count: number;
  /** Each restaurant's and owner's creation time (one instant for all: the list orders them by name then). */
  createdAt: Date;
  /** The owners' password hash (one for all: hashing is deliberately slow). */
  passwordHash: string;
  /** Starts their slugs and logins, unique per call (lower-case letters, at most 10). */
  prefix: string;
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The restaurant number `index` would get (its name, address and cuisine), for tests that search. */
export function partnerRestaurantFields(prefix: string, index: number) {
  const number = String(index + 1).padStart(4, "0");
  return {
    name: `${pick(kinds, index)} ${prefix} ${number}`,
    address: `${pick(streets, index)} ${(index % 90) + 1}, ${pick(cities, Math.floor(index / 7))}`,
    cuisine: pick(cuisines, index),
    slug: `${prefix}${number}`,
  };
}

/** Inserts `count` listed restaurants with confirmed owners; resolves with their ids in order. */
export async function insertPartnerRestaurants(
  db: Db | Tx,
  { count, createdAt, passwordHash, prefix }: PartnerRestaurantsOptions,
): Promise<string[]> {
  if (count === 0) return [];
  const owners = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => {
        const { slug } = partnerRestaurantFields(prefix, index);
        return {
          name: `Inhaber ${slug}`,
          email: `inhaber@${slug}.example`,
          role: "Gastro" as const,
          passwordHash,
          emailVerifiedAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(restaurants)
    .values(
      owners.map((owner, index) => {
        const fields = partnerRestaurantFields(prefix, index);
        return {
          ...fields,
          ownerId: owner.id,
          email: `info@${fields.slug}.example`,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: restaurants.id });
  // Each owner's account points at the restaurant, as the sign-up leaves it.
  await db
    .update(users)
    .set({ restaurantId: sql`${restaurants.id}` })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.ownerId, users.id),
        inArray(
          users.id,
          owners.map((owner) => owner.id),
        ),
      ),
    );
  return rows.map((row) => row.id);
}
