import { describe, expect, it } from "vitest";
import { migrationDatabase } from "../../test/migration-database.ts";

const { db, migrateBefore, migrate } = await migrationDatabase();

describe("migration 0006_signup_and_onboarding", () => {
  it("closes the checklist of existing restaurants, counts their hours as set, and keeps new accounts verified by default", async () => {
    await migrateBefore("0006_signup_and_onboarding.sql");
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES ('u1', 'Olga', 'o@a.de', 'Gastro', 'x');
      INSERT INTO restaurants (id, owner_id, name, created_at) VALUES ('r1', 'u1', 'A', '2026-01-02T08:00Z');
      INSERT INTO restaurant_configs (id, restaurant_id, opening_hours, updated_at)
        VALUES ('c1', 'r1', '{}', '2026-01-03T08:00Z');
    `);
    await migrate("0006_signup_and_onboarding.sql");
    const restaurant = await db.query<{ onboarding_dismissed_at: Date; widget_copied_at: Date | null }>(
      "SELECT onboarding_dismissed_at, widget_copied_at FROM restaurants WHERE id = 'r1'",
    );
    expect(restaurant.rows[0]?.onboarding_dismissed_at.toISOString()).toBe("2026-01-02T08:00:00.000Z");
    expect(restaurant.rows[0]?.widget_copied_at).toBeNull();
    const config = await db.query<{ hours_saved_at: Date }>("SELECT hours_saved_at FROM restaurant_configs");
    expect(config.rows[0]?.hours_saved_at.toISOString()).toBe("2026-01-03T08:00:00.000Z");

    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES ('u2', 'Ada', 'admin@a.de', 'Admin', 'x');
      INSERT INTO users (id, name, email, role, password_hash, email_verified_at)
        VALUES ('u3', 'Neu', 'neu@a.de', 'customer', 'x', NULL);
      INSERT INTO restaurants (id, owner_id, name) VALUES ('r2', 'u2', 'B');
    `);
    const users = await db.query<{ id: string; verified: boolean }>(
      "SELECT id, email_verified_at IS NOT NULL AS verified FROM users WHERE id IN ('u2', 'u3') ORDER BY id",
    );
    expect(users.rows).toEqual([
      { id: "u2", verified: true },
      { id: "u3", verified: false },
    ]);
    const fresh = await db.query<{ onboarding_dismissed_at: Date | null }>(
      "SELECT onboarding_dismissed_at FROM restaurants WHERE id = 'r2'",
    );
    expect(fresh.rows[0]?.onboarding_dismissed_at).toBeNull();
  });
});
