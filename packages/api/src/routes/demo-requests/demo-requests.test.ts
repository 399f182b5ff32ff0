import { beforeEach, describe, expect, it } from "vitest";
import { demoRequests, outbox } from "../../db/schema/index.ts";
import { expectExactAnswer } from "../../test/expect-answer.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { resetDatabase } from "../../test/test-database.ts";

const ctx = await setupTestContext({ salesEmail: "vertrieb@test.example", rateLimits: { demoPerIp: 3 } });
const valid = {
  firstName: "Erika",
  lastName: "Mustermann",
  email: "Erika@Beispiel.de",
  phone: "0171 2345678",
  restaurantName: "Café Sonne",
  message: "Gerne nächste Woche.",
};

beforeEach(async () => {
  await resetDatabase(ctx.db);
  await ctx.rateLimiter.clear();
});

describe("POST /api/demo-request", () => {
  it("given a valid request, stores it and queues two German mails in the same transaction", async () => {
    const response = await ctx.client().post("/api/demo-request", valid);
    expectExactAnswer(response, 201, {
      success: true,
      message:
        "Vielen Dank! Ihre Demo-Anfrage wurde erfolgreich gesendet. Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    });
    expect(await ctx.db.select().from(demoRequests)).toEqual([
      expect.objectContaining({ email: "erika@beispiel.de", restaurantName: "Café Sonne" }),
    ]);
    const mails = (await ctx.db.select().from(outbox)).map(
      (row) => row.payload as { to: string; subject: string; text: string; html: string },
    );
    expect(mails.map((m) => m.to).sort()).toEqual(["erika@beispiel.de", "vertrieb@test.example"]);
    for (const mail of mails) {
      expect(mail.text).toContain("Ihr Tischservice-Team");
      expect(mail.html).toContain('lang="de"');
    }
    expect(ctx.mailQueuedCount()).toBeGreaterThan(0);
  });

  it("given missing or invalid fields, answers 400 with the required German texts and stores nothing", async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, firstName: "  " }, "Bitte füllen Sie alle Pflichtfelder aus."],
      [{ lastName: "X", email: "a@b.de" }, "Bitte füllen Sie alle Pflichtfelder aus."],
      [{ ...valid, email: "kein @ding" }, "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
      [{ ...valid, firstName: 7 }, "Bitte füllen Sie alle Pflichtfelder aus."],
      [{ ...valid, isAdmin: true }, "Unbekanntes Feld: isAdmin"],
    ];
    for (const [body, message] of cases) {
      const response = await ctx.client().post("/api/demo-request", body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect(await ctx.db.select().from(demoRequests)).toHaveLength(0);
    expect(await ctx.db.select().from(outbox)).toHaveLength(0);
  });

  it("given hostile input, stores it as plain text and escapes it in the HTML mail", async () => {
    const body = { ...valid, message: "'); DROP TABLE demo_requests; -- <img src=x onerror=alert(1)>" };
    expect((await ctx.client().post("/api/demo-request", body)).status).toBe(201);
    const [stored] = await ctx.db.select().from(demoRequests);
    expect(stored?.message).toBe(body.message);
    const sales = (await ctx.db.select().from(outbox))
      .map((r) => r.payload as { html: string })
      .find((m) => m.html.includes("DROP"));
    expect(sales?.html).toContain("&lt;img");
    expect(sales?.html).not.toContain("<img");
  });

  it("given a body over 1 MB, answers 413; given text/plain, 415; nothing is stored", async () => {
    const huge = await ctx.client().post("/api/demo-request", { ...valid, message: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("Die Anfrage ist zu groß.");
    const plain = await ctx.client().request("POST", "/api/demo-request", {
      body: JSON.stringify(valid),
      headers: { "Content-Type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect(plain.body.message).toMatch(/JSON/);
    expect(await ctx.db.select().from(demoRequests)).toHaveLength(0);
  });

  it("given too many requests from one address, answers 429", async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await ctx.client().post("/api/demo-request", valid)).status).toBe(201);
    const blocked = await ctx.client().post("/api/demo-request", valid);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Zu viele/);
  });
});
