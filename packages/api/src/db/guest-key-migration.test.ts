import { guestKeyOf, guestPhoneKey, lastNameWord } from "@tischservice/core";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../env.ts";
import { migrationDatabase, postgresMigrationDatabase } from "../test/migration-database.ts";
import { lowerLastNameWord } from "./schema/reservations.ts";

const MIGRATION = "0022_guest_key.sql";

/** Contacts as guests and staff have typed them, each with a trap for a second spelling of the rule. */
const contacts: Array<[email: string, phone: string]> = [
  ["Anna.Schmidt@Beispiel.de", "030 1234567"],
  ["  anna.schmidt@beispiel.de\t", ""],
  ["\u00a0ÖZTÜRK@BEISPIEL.DE\u2003", ""],
  ["\ufeffcarla@beispiel.de\u3000", "+49 (171) 555-0000"],
  ["", "0049-30-1234567"],
  ["", "+49 30 123 45 67"],
  ["", "0171/5550000"],
  ["", "\u00a00171.555\u20090000\u00a0"],
  ["", "171 5550000"],
  ["", "keine Angabe"],
  ["", "--- / ()"],
  ["   ", "00"],
  ["", ""],
  ["x@y.de", "0171 5550000"],
];

/** Names for the surname index, spelled out in SQL as core's `lastNameWord`. */
const names = ["Anna Schmidt", "  Anna  Maria\tSchmidt-Meyer ", "Özdemir", "Ben\u00a0Weber\u2003", "", "   "];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const postgresUrl = testDatabaseUrl();
const targets = [
  { name: "PGlite", database: await migrationDatabase() },
  ...(postgresUrl ? [{ name: "PostgreSQL", database: await postgresMigrationDatabase(postgresUrl) }] : []),
];

describe.each(targets)(`migration ${MIGRATION} on $name`, ({ database }) => {
  it("gives every reservation the guest key and phone form core computes, however the contact was typed", async () => {
    const { db, migrateBefore, migrate } = database;
    await migrateBefore(MIGRATION);
    const rows = contacts.map(
      ([email, phone], i) =>
        `('g${i}', 'r1', 'Gast', ${literal(email)}, ${literal(phone)}, 2, '2026-05-13', '19:00', '2026-05-13T17:00Z', '2026-05-13T19:00Z')`,
    );
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES ('u1', 'Olga', 'o@a.de', 'Gastro', 'x');
      INSERT INTO restaurants (id, owner_id, name, slug) VALUES ('r1', 'u1', 'Linde', 'linde');
      INSERT INTO reservations (id, restaurant_id, customer_name, customer_email, customer_phone,
        number_of_guests, reservation_date, time_slot, starts_at, ends_at)
      VALUES ${rows.join(",\n")};
    `);

    await migrate(MIGRATION);

    const migrated = await db.query<{ id: string; guest_key: string; guest_phone: string }>(
      "SELECT id, guest_key, guest_phone FROM reservations",
    );
    const byId = new Map(migrated.rows.map((row) => [row.id, row]));
    contacts.forEach(([customerEmail, customerPhone], i) => {
      const label = JSON.stringify([customerEmail, customerPhone]);
      expect(byId.get(`g${i}`), label).toEqual({
        id: `g${i}`,
        guest_key: guestKeyOf({ customerEmail, customerPhone }),
        guest_phone: guestPhoneKey(customerPhone),
      });
    });
    // A reservation written without a contact, as before, has none.
    await db.exec(`INSERT INTO reservations (id, restaurant_id, customer_name, number_of_guests,
      reservation_date, time_slot, starts_at, ends_at)
      VALUES ('walk-in', 'r1', 'Laufkundschaft', 2, '2026-05-14', '19:00', '2026-05-14T17:00Z', '2026-05-14T19:00Z')`);
    const walkIn = await db.query<{ guest_key: string }>(
      "SELECT guest_key FROM reservations WHERE id = 'walk-in'",
    );
    expect(walkIn.rows).toEqual([{ guest_key: "" }]);
  }, 120_000);

  it("spells the surname the search's index is built on as core's lastNameWord", async () => {
    const { db } = database;
    // The very expression the index and the search are built from, rendered for a name.
    const dialect = new PgDialect();
    for (const name of names) {
      const { sql: expression } = dialect.sqlToQuery(lowerLastNameWord(sql.raw(literal(name))));
      const result = await db.query<{ word: string }>(`SELECT ${expression} AS word`);
      expect(result.rows[0]?.word, JSON.stringify(name)).toBe(lastNameWord(name).toLowerCase());
    }
    const index = await db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'reservations_guest_surname_idx'",
    );
    expect(index.rows[0]?.indexdef).toContain("substring");
  });
});
