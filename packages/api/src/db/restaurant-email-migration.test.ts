import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../env.ts";
import { migrationDatabase, postgresMigrationDatabase } from "../test/migration-database.ts";

const MIGRATION = "0021_restaurant_email_not_login.sql";

const postgresUrl = testDatabaseUrl();
const targets = [
  { name: "PGlite", database: await migrationDatabase() },
  ...(postgresUrl ? [{ name: "PostgreSQL", database: await postgresMigrationDatabase(postgresUrl) }] : []),
];

describe.each(targets)(`migration ${MIGRATION} on $name`, ({ database }) => {
  it("clears a restaurant's public e-mail that is its owner's login (in any case); other addresses stay", async () => {
    const { db, migrateBefore, migrate } = database;
    await migrateBefore(MIGRATION);
    await db.exec(`
      INSERT INTO users (id, name, email, role, password_hash) VALUES
        ('u1', 'Maria', 'maria@trattoria.example', 'Gastro', 'x'),
        ('u2', 'Bernd', 'bernd@hirsch.example', 'Gastro', 'x'),
        ('u3', 'Clara', 'clara@cafe.example', 'Gastro', 'x');
      INSERT INTO restaurants (id, owner_id, name, slug, email) VALUES
        ('r1', 'u1', 'Trattoria', 'trattoria', 'Maria@Trattoria.example'),
        ('r2', 'u2', 'Hirsch', 'hirsch', 'info@hirsch.example'),
        ('r3', 'u3', 'Café', 'cafe', '');
    `);
    await migrate(MIGRATION);
    const { rows } = await db.query<{ id: string; email: string }>(
      "SELECT id, email FROM restaurants ORDER BY id",
    );
    expect(rows).toEqual([
      { id: "r1", email: "" },
      { id: "r2", email: "info@hirsch.example" },
      { id: "r3", email: "" },
    ]);
  });
});
