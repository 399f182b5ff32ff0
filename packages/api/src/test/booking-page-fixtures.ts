import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { menuItems, restaurants, specialHours, uploads, users } from "../db/schema/index.ts";
import { createRestaurant, createUser } from "./fixtures.ts";

/** An owner-typed name and description that must come out escaped (`<`, `&`, quotes, a closing script). */
export const TRICKY_NAME = `Zur "Krone" & <Bar>`;
export const TRICKY_DESCRIPTION = `Hausgemacht seit 1920.</script><script>alert("x")</script> Mit Biergarten & Kegelbahn.`;

/**
 * The test's restaurants (the clock stands at Tuesday, 12 May 2026): a listed one with every field, a
 * banner, special days and a menu; one hidden from the partner list; one made by the demo seed; one whose
 * owner never confirmed the address. Weekly hours are the fixtures' `weekOpeningHours` (closed Mondays).
 */
export async function seedBookingPages(db: Db) {
  const owner = await createUser(db, { email: "inhaber@krone.example", name: "Karla Krone" });
  const listed = await createRestaurant(db, owner.id, TRICKY_NAME);
  const [banner] = await db
    .insert(uploads)
    .values({ ownerUserId: owner.id, contentType: "image/png", size: 4, data: Buffer.from([1, 2, 3, 4]) })
    .returning();
  await db
    .update(restaurants)
    .set({
      cuisine: "Bayerisch",
      description: TRICKY_DESCRIPTION,
      address: "Marienplatz 1, 80331 München",
      phone: "+49 (0)89 123 456",
      website: "https://krone.example",
      bannerUploadId: banner?.id ?? null,
    })
    .where(eq(restaurants.id, listed.id));
  await db.insert(specialHours).values([
    {
      restaurantId: listed.id,
      title: "Betriebsferien",
      type: "vacation",
      startDate: "2026-05-20",
      endDate: "2026-05-22",
      isClosed: true,
    },
    {
      restaurantId: listed.id,
      title: "Pfingstmontag",
      type: "holiday",
      startDate: "2026-05-25",
      endDate: "2026-05-25",
      openTime: "11:00",
      closeTime: "15:00",
    },
    {
      restaurantId: listed.id,
      title: "Vorbei",
      type: "closed",
      startDate: "2026-04-01",
      endDate: "2026-04-02",
    },
  ]);
  await db.insert(menuItems).values([
    { restaurantId: listed.id, name: "Helles", priceCents: 450, type: "drink" },
    { restaurantId: listed.id, name: "Schweinebraten", priceCents: 1890, type: "main" },
    { restaurantId: listed.id, name: "Obatzda", priceCents: 790, type: "appetizer" },
  ]);

  const hiddenOwner = await createUser(db, { email: "inhaber@versteckt.example" });
  const hidden = await createRestaurant(db, hiddenOwner.id, "Versteckt");
  await db.update(restaurants).set({ listed: false }).where(eq(restaurants.id, hidden.id));

  const demoOwner = await createUser(db, { email: "inhaber@demohaus.example" });
  const demo = await createRestaurant(db, demoOwner.id, "Demohaus");
  await db.update(restaurants).set({ isDemo: true }).where(eq(restaurants.id, demo.id));

  const unconfirmedOwner = await createUser(db, { email: "inhaber@neu.example" });
  const unconfirmed = await createRestaurant(db, unconfirmedOwner.id, "Unbestaetigt");
  await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmedOwner.id));

  return { listed: { ...listed, bannerId: banner?.id ?? "" }, hidden, demo, unconfirmed };
}
