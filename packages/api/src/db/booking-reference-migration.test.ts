import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BOOKING_REFERENCE_ALPHABET, isBookingReference } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../env.ts";
import { migrationDatabase, postgresMigrationDatabase } from "../test/migration-database.ts";
import { defaultMigrationsFolder } from "./client.ts";

const MIGRATION = "0024_booking_reference.sql";
const statements = readFileSync(join(defaultMigrationsFolder, MIGRATION), "utf8")
  .split("--> statement-breakpoint")
  .filter((statement) => statement.trim() !== "");

const postgresUrl = testDatabaseUrl();
const targets = [
  { name: "PGlite", database: await migrationDatabase() },
  ...(postgresUrl ? [{ name: "PostgreSQL", database: await postgresMigrationDatabase(postgresUrl) }] : []),
];

/** `count` reservations of restaurant `restaurantId`, ids `<prefix>1`..`<prefix>count`. */
const insertReservations = (restaurantId: string, prefix: string, count: number) => `
  INSERT INTO reservations (id, restaurant_id, customer_name, number_of_guests, reservation_date, time_slot,
    starts_at, ends_at, created_at)
  SELECT '${prefix}' || n, '${restaurantId}', 'Gast ' || n, 2, '2026-05-13', '19:00', '2026-05-13T17:00Z',
    '2026-05-13T19:00Z', '2026-05-01T08:00Z'::timestamptz + n * interval '1 minute'
  FROM generate_series(1, ${count}) AS n;`;

describe.each(targets)(`migration ${MIGRATION} on $name`, ({ database }) => {
  it("gives every reservation a reference of core's alphabet, unique per restaurant, and guards it by an index", async () => {
    const { db, migrateBefore, migrate } = database;
    await migrateBefore(MIGRATION);
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES
        ('u1', 'Olga', 'o@a.de', 'Gastro', 'x'), ('u2', 'Paul', 'p@a.de', 'Gastro', 'x');
      INSERT INTO restaurants (id, owner_id, name, slug) VALUES ('r1', 'u1', 'Linde', 'linde'), ('r2', 'u2', 'Eiche', 'eiche');
      ${insertReservations("r1", "a", 1500)}
      ${insertReservations("r2", "b", 500)}
    `);

    await migrate(MIGRATION);

    const rows = (
      await db.query<{ restaurant_id: string; reference: string }>(
        "SELECT restaurant_id, reference FROM reservations",
      )
    ).rows;
    expect(rows).toHaveLength(2000);
    expect(rows.filter((row) => !isBookingReference(row.reference))).toEqual([]);
    for (const restaurant of ["r1", "r2"]) {
      const references = rows.filter((row) => row.restaurant_id === restaurant).map((row) => row.reference);
      expect(new Set(references).size, restaurant).toBe(references.length);
    }
    // 12,000 random characters use the whole alphabet: the SQL spells core's, not another one.
    expect(new Set(rows.flatMap((row) => [...row.reference])).size).toBe(BOOKING_REFERENCE_ALPHABET.length);

    const [taken] = rows.filter((row) => row.restaurant_id === "r1");
    await expect(
      db.exec(`UPDATE reservations SET reference = '${taken?.reference}' WHERE id = 'a2' OR id = 'a3'`),
    ).rejects.toThrow(/reservations_reference_unique/);
  }, 120_000);
});

describe(`migration ${MIGRATION}'s second draw`, () => {
  it("given references a restaurant has twice, keeps the oldest booking's and draws the others again", async () => {
    const { db, migrateBefore } = await migrationDatabase();
    await migrateBefore(MIGRATION);
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES ('u1', 'Olga', 'o@a.de', 'Gastro', 'x');
      INSERT INTO restaurants (id, owner_id, name, slug) VALUES ('r1', 'u1', 'Linde', 'linde');
      ${insertReservations("r1", "a", 50)}
    `);
    const [addColumn, ...rest] = statements;
    await db.exec(addColumn ?? "");
    // As if every first draw had given the same reference: all but the oldest must draw again.
    await db.exec("UPDATE reservations SET reference = 'K7M2QX'");
    for (const statement of rest) await db.exec(statement);

    const rows = (await db.query<{ id: string; reference: string }>("SELECT id, reference FROM reservations"))
      .rows;
    expect(rows.find((row) => row.id === "a1")?.reference).toBe("K7M2QX");
    expect(new Set(rows.map((row) => row.reference)).size).toBe(50);
    expect(rows.every((row) => isBookingReference(row.reference))).toBe(true);
  }, 120_000);
});
