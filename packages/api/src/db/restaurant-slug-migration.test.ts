import { restaurantSlug } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../env.ts";
import { migrationDatabase, postgresMigrationDatabase } from "../test/migration-database.ts";

const MIGRATION = "0020_restaurant_slug.sql";

/** Restaurants before the migration: id, name, created_at (several names giving the same slug). */
const existing: Array<[id: string, name: string, createdAt: string]> = [
  ["r1", "Trattoria Demo", "2026-01-01T08:00Z"],
  ["r2", "Trattoria  Demo!", "2026-02-01T08:00Z"],
  ["r0", "TRATTORIA DEMO", "2026-02-01T08:00Z"],
  ["r3", "Trattoria Demo 2", "2026-03-01T08:00Z"],
  ["r4", "Das Restaurant am Marktplatz", "2026-01-05T08:00Z"],
  ["r5", "Das Restaurant am Marktplatz (Süd)", "2026-01-06T08:00Z"],
  ["r6", "Zur Grünen Öl-Mühle", "2026-01-07T08:00Z"],
  ["r7", "ÄRGER GROẞ", "2026-01-08T08:00Z"],
  ["r8", "Café Crème", "2026-01-09T08:00Z"],
  ["r9", "Cafe\u0301 Cre\u0300me", "2026-01-10T08:00Z"],
  ["r10", "寿司 🍣", "2026-01-11T08:00Z"],
  ["r11", "!!!", "2026-01-12T08:00Z"],
];

const expected = {
  r1: "trattoriademo",
  // Same slug, same time as r2: the smaller id goes first; 'trattoriademo2' is r3's own.
  r0: "trattoriademo3",
  r2: "trattoriademo4",
  r3: "trattoriademo2",
  r4: "dasrestaurantammarkt",
  r5: "dasrestaurantammark2",
  r6: "zurgruenenoelmuehle",
  r7: "aergergross",
  r8: "cafecreme",
  r9: "cafecreme2",
  r10: "restaurant",
  r11: "restaurant2",
};

const postgresUrl = testDatabaseUrl();
const targets = [
  { name: "PGlite", database: await migrationDatabase() },
  ...(postgresUrl ? [{ name: "PostgreSQL", database: await postgresMigrationDatabase(postgresUrl) }] : []),
];

/** The restaurants that keep the slug their name gives (the oldest of each). */
const keepers = ["r1", "r3", "r4", "r6", "r7", "r8", "r10"];

describe.each(targets)(`migration ${MIGRATION} on $name`, ({ database }) => {
  it("gives each restaurant the slug its name gives, the oldest of a slug keeps it, the others get the smallest free number; then slugs are required, unique and a-z0-9", async () => {
    const { db, migrateBefore, migrate } = database;
    await migrateBefore(MIGRATION);
    const owners = existing.map(([id]) => `('u-${id}', 'Olga', 'o-${id}@a.de', 'Gastro', 'x')`);
    const rows = existing.map(([id, name, at]) => `('${id}', 'u-${id}', '${name}', '${at}')`);
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES ${owners.join(", ")};
      INSERT INTO restaurants (id, owner_id, name, created_at) VALUES ${rows.join(", ")};
      INSERT INTO users (id, name, email, role, password_hash, is_subuser, parent_user_id, restaurant_id)
        VALUES ('s2', 'kellner', 'kellner@trattoriademo', 'Gastro', 'x', true, 'u-r2', 'r2');
    `);

    await migrate(MIGRATION);

    const slugs = await db.query<{ id: string; slug: string }>("SELECT id, slug FROM restaurants");
    const slugOf = Object.fromEntries(slugs.rows.map((row) => [row.id, row.slug]));
    expect(slugOf).toEqual(expected);
    // The SQL spells out core's rule: the oldest of each slug has the one core gives its name.
    for (const [id, name] of existing.filter(([id]) => keepers.includes(id))) {
      expect(slugOf[id], name).toBe(restaurantSlug(name));
    }
    // Logins sub-users already have stay as they are.
    const subuser = await db.query<{ email: string }>("SELECT email FROM users WHERE id = 's2'");
    expect(subuser.rows).toEqual([{ email: "kellner@trattoriademo" }]);

    await db.exec(
      "INSERT INTO users (id, name, email, role, password_hash) VALUES ('u-new', 'N', 'n@a.de', 'Gastro', 'x')",
    );
    const insert = (slug: string) =>
      db.exec(
        `INSERT INTO restaurants (id, owner_id, name, slug) VALUES ('r-new', 'u-new', 'Linde', ${slug})`,
      );
    await expect(insert("NULL")).rejects.toMatchObject({ code: "23502" });
    await expect(insert("'trattoriademo'")).rejects.toMatchObject({ code: "23505" });
    await expect(insert("'Linde'")).rejects.toMatchObject({ code: "23514" });
    await expect(insert(`'${"a".repeat(21)}'`)).rejects.toMatchObject({ code: "23514" });
    await insert("'linde'");
    // Every migration from an empty database, on a busy machine too.
  }, 120_000);
});
