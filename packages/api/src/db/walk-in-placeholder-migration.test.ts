import { guestKeyOf } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../env.ts";
import { migrationDatabase, postgresMigrationDatabase } from "../test/migration-database.ts";

const MIGRATION = "0025_walk_in_placeholder.sql";

const postgresUrl = testDatabaseUrl();
const targets = [
  { name: "PGlite", database: await migrationDatabase() },
  ...(postgresUrl ? [{ name: "PostgreSQL", database: await postgresMigrationDatabase(postgresUrl) }] : []),
];

/** Reservations as the API stored them before: [id, address, phone, its E.164 form, guest key, requests]. */
const before: Array<[string, string, string, string, string, string]> = [
  [
    "walk-in",
    "walk-in@tischservice.example",
    "",
    "",
    "walk-in@tischservice.example",
    "Direkte Reservierung über das Dashboard",
  ],
  [
    "phoned",
    "Walk-In@tischservice.example",
    "0171 2345678",
    "+491712345678",
    "walk-in@tischservice.example",
    "Direkte Reservierung über das Dashboard",
  ],
  ["guest", "anna@beispiel.de", "030 1234567", "+49301234567", "anna@beispiel.de", "Fensterplatz"],
];

describe.each(targets)(`migration ${MIGRATION} on $name`, ({ database }) => {
  it("takes the invented walk-in address and note off old bookings and files them by phone, or under no guest", async () => {
    const { db, migrateBefore, migrate } = database;
    await migrateBefore(MIGRATION);
    const rows = before.map(
      ([id, email, phone, guestPhone, guestKey, requests], i) =>
        `('${id}', 'r1', 'Gast', '${email}', '${phone}', '${guestPhone}', '${guestKey}', '${requests}', 'REF00${i + 2}', 2, '2026-05-13', '19:00', '2026-05-13T17:00Z', '2026-05-13T19:00Z')`,
    );
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES ('u1', 'Olga', 'o@a.de', 'Gastro', 'x');
      INSERT INTO restaurants (id, owner_id, name, slug) VALUES ('r1', 'u1', 'Linde', 'linde');
      INSERT INTO reservations (id, restaurant_id, customer_name, customer_email, customer_phone, guest_phone,
        guest_key, special_requests, reference, number_of_guests, reservation_date, time_slot, starts_at, ends_at)
      VALUES ${rows.join(",\n")};
    `);

    await migrate(MIGRATION);

    const migrated = await db.query<{
      id: string;
      customer_email: string;
      guest_key: string;
      special_requests: string;
    }>("SELECT id, customer_email, guest_key, special_requests FROM reservations ORDER BY id");
    expect(migrated.rows).toEqual([
      {
        id: "guest",
        customer_email: "anna@beispiel.de",
        guest_key: "anna@beispiel.de",
        special_requests: "Fensterplatz",
      },
      { id: "phoned", customer_email: "", guest_key: "+491712345678", special_requests: "" },
      { id: "walk-in", customer_email: "", guest_key: "", special_requests: "" },
    ]);
    // The same keys core gives these contacts today.
    for (const [id, email, phone] of before) {
      const row = migrated.rows.find((r) => r.id === id);
      expect(row?.guest_key, id).toBe(guestKeyOf({ customerEmail: email, customerPhone: phone }));
    }
  }, 120_000);
});
