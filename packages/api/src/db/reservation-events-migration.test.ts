import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../test/migration-database.ts";

const { db, migrateBefore, migrate } = await migrationDatabase();

describe("migration 0004_reservation_events", () => {
  it("gives every existing reservation its 'created' entry at its creation time, by the booking's source", async () => {
    await migrateBefore("0004_reservation_events.sql");
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES ('u1', 'Olga', 'o@a.de', 'Gastro', 'x');
      INSERT INTO restaurants (id, owner_id, name) VALUES ('r1', 'u1', 'A');
      INSERT INTO reservations (id, restaurant_id, customer_name, number_of_guests, reservation_date, time_slot,
        starts_at, ends_at, status, source, created_at)
      VALUES
        ('a', 'r1', 'Widget', 2, '2026-05-13', '19:00', '2026-05-13T17:00Z', '2026-05-13T19:00Z', 'confirmed', 'widget', '2026-05-01T08:00Z'),
        ('b', 'r1', 'Personal', 2, '2026-05-13', '12:00', '2026-05-13T10:00Z', '2026-05-13T12:00Z', 'pending', 'staff', '2026-05-02T08:00Z'),
        ('c', 'r1', 'Demo', 2, '2026-05-14', '12:00', '2026-05-14T10:00Z', '2026-05-14T12:00Z', 'cancelled', 'demo', '2026-05-03T08:00Z');
    `);
    await migrate("0004_reservation_events.sql");
    const events = await db.query<{ reservation_id: string; type: string; actor: string; at: Date }>(
      "SELECT reservation_id, type, actor, at FROM reservation_events ORDER BY reservation_id",
    );
    expect(events.rows.map((row) => ({ ...row, at: row.at.toISOString() }))).toEqual([
      { reservation_id: "a", type: "created", actor: "guest", at: "2026-05-01T08:00:00.000Z" },
      { reservation_id: "b", type: "created", actor: "staff", at: "2026-05-02T08:00:00.000Z" },
      { reservation_id: "c", type: "created", actor: "system", at: "2026-05-03T08:00:00.000Z" },
    ]);
  });
});
