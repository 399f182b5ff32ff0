import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/index.ts";
import { silentLogger } from "../lib/logger.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { emlFileTransport, smtpTransport } from "./transport.ts";
import { createOutboxWorker, retryDelayMs } from "./worker.ts";

const ctx = await setupTestContext({ salesEmail: "vertrieb@test.example" });
const demo = { firstName: "Erika", lastName: "Mustermann", email: "erika@beispiel.de" };

/** A real SMTP server on 127.0.0.1 (free port) that keeps every message it receives. */
async function startSmtp() {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeEach(() => resetDatabase(ctx.db));

describe("mail outbox", () => {
  it("given a demo request, the worker delivers both mails over SMTP with a plain-text and an HTML part", async () => {
    const smtp = await startSmtp();
    afterAll(smtp.close);
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, "Tischservice <no-reply@test.example>"),
      logger: silentLogger,
      now: ctx.clock.now,
    });
    expect((await ctx.client().post("/api/demo-request", demo)).status).toBe(201);
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(["erika@beispiel.de", "vertrieb@test.example"]);
    const confirmation = smtp.received.find((m) => m.to.includes("erika@beispiel.de"))?.raw ?? "";
    expect(confirmation).toMatch(/Content-Type: text\/plain/);
    expect(confirmation).toMatch(/Content-Type: text\/html/);
    expect(confirmation).toMatch(/Subject: =\?UTF-8\?|Subject: Ihre Demo-Anfrage/);
    expect((await ctx.db.select().from(outbox)).every((row) => row.status === "sent")).toBe(true);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it("given an SMTP outage, keeps the mail, retries with backoff and delivers once the server is back", async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`, "t@test.example"),
      logger: silentLogger,
      now: ctx.clock.now,
    });
    await ctx.client().post("/api/users/forgot-password", { email: "niemand@test.example" });
    await ctx.client().post("/api/demo-request", demo);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 2 });
    const [row] = await ctx.db.select().from(outbox).limit(1);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.nextAttemptAt.getTime()).toBe(ctx.clock.now().getTime() + retryDelayMs(1));
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    const back = await startSmtp();
    afterAll(back.close);
    const retry = createOutboxWorker({
      db: ctx.db,
      transport: smtpTransport(`smtp://127.0.0.1:${back.port}`, "t@test.example"),
      logger: silentLogger,
      now: ctx.clock.now,
    });
    ctx.clock.advance(retryDelayMs(1));
    expect(await retry.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(back.received).toHaveLength(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it("given no SMTP, writes each mail as an .eml file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ts-outbox-"));
    afterAll(() => rm(dir, { recursive: true, force: true }));
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: emlFileTransport(dir, "t@test.example"),
      logger: silentLogger,
      now: ctx.clock.now,
    });
    await ctx.client().post("/api/demo-request", demo);
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    const files = await readdir(dir);
    expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(2);
    const text = await readFile(join(dir, files[0] ?? ""), "utf8");
    expect(text).toMatch(/^From: t@test.example/m);
  });

  it("given a mail that fails for good, marks it failed after the last attempt", async () => {
    const failing = { description: "kaputt", send: async () => Promise.reject(new Error("550 abgelehnt")) };
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: failing,
      logger: silentLogger,
      now: ctx.clock.now,
      maxAttempts: 2,
    });
    await ctx.client().post("/api/demo-request", demo);
    await worker.runOnce();
    ctx.clock.advance(retryDelayMs(1));
    await worker.runOnce();
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.status, "failed"));
    expect(rows).toHaveLength(2);
    expect(rows[0]?.lastError).toBe("550 abgelehnt");
  });
});
