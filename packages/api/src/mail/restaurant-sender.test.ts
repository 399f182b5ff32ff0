import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoSiteConfig } from "@tischservice/core/demo";
import { mailTexts } from "@tischservice/core/texts";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { type OutboxMail, restaurants } from "../db/schema/index.ts";
import { silentLogger } from "../lib/logger.ts";
import { sendDueReminders } from "../reminders/send-reminders.ts";
import {
  addTables,
  assignTable,
  booking,
  enquiryRequest,
  insertReservation,
  manageTokenFor,
  queuedMails,
  setConfig,
} from "../test/booking-helpers.ts";
import { insertReminderReservation } from "../test/reminder-fixtures.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { setupTestContext } from "../test/test-context.ts";
import { type MailRestaurant, renderMail } from "./layout.ts";
import { emlFileTransport } from "./transport.ts";
import { createOutboxWorker } from "./worker.ts";

// Mails to a guest about a restaurant's booking, waitlist entry or enquiry come in the restaurant's name
// ("Restaurant A über Tischservice", from the platform's address), answers go to the restaurant, and its
// address and phone end the mail; the platform's company footer stays under it.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx, "each");
const GUEST = "erika@beispiel.de";
const ADDRESS = "Hauptstraße 1, 10115 Berlin";
const PHONE = "+49 30 123456";

const mailsTo = async (to: string) => (await queuedMails(ctx.db)).filter((mail) => mail.to === to);

/** What every guest mail of Restaurant A carries. */
function expectInRestaurantsName(mail: OutboxMail | undefined, language: "de" | "en" = "de") {
  expect(mail?.fromName).toBe(
    language === "de" ? "Restaurant A über Tischservice" : "Restaurant A via Tischservice",
  );
  expect(mail?.replyTo).toBe("info@example.de");
  const [address, phone] = language === "de" ? ["Adresse", "Telefon"] : ["Address", "Phone"];
  expect(mail?.text).toContain(`Restaurant A\n${address}: ${ADDRESS}\n${phone}: ${PHONE}\n\n`);
  expect(mail?.html).toContain(`Restaurant A<br>${address}: ${ADDRESS}<br>${phone}: ${PHONE}`);
}

beforeEach(async () => {
  // Tuesday, 12 May 2026, 12:00 in Berlin; the guest books Wednesday 13 May, 19:00.
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await ctx.db
    .update(restaurants)
    .set({ address: ADDRESS, phone: PHONE })
    .where(eq(restaurants.id, cast.restaurant.id));
  await setConfig(ctx.db, cast.restaurant.id, { autoConfirmReservations: false });
});

describe("guest mails in the restaurant's name", () => {
  it("given a booking, the guest's mails come from the restaurant; the restaurant's notice does not", async () => {
    await addTables(ctx.db, cast.restaurant.id, [4]);
    const response = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
    const id = (response.body.data as { _id: string })._id;
    expectInRestaurantsName((await mailsTo(GUEST))[0]);
    const notice = (await queuedMails(ctx.db)).find((mail) => mail.to !== GUEST);
    expect(notice?.fromName).toBeUndefined();
    expect(notice?.replyTo).toBe(GUEST);

    expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "confirmed" })).status).toBe(200);
    expectInRestaurantsName((await mailsTo(GUEST)).at(-1));
    const { token } = await manageTokenFor(ctx.db, GUEST);
    expect((await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token })).status).toBe(200);
    const cancelled = (await mailsTo(GUEST)).at(-1);
    expect(cancelled?.subject).toContain("storniert");
    expectInRestaurantsName(cancelled);
  });

  it("given an English booking, the sender says 'via Tischservice' and the contact is English", async () => {
    await addTables(ctx.db, cast.restaurant.id, [4]);
    await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking({ language: "en" }));
    expectInRestaurantsName((await mailsTo(GUEST))[0], "en");
  });

  it("given the reminder, it comes from the restaurant with its contact once", async () => {
    await insertReminderReservation(ctx.db, cast.restaurant.id);
    await sendDueReminders(ctx.db, {
      now: new Date("2026-06-11T17:00:00.000Z"),
      publicOrigin: "https://t.example",
    });
    const [reminder] = await mailsTo(GUEST);
    expect(reminder?.subject).toMatch(/^Erinnerung/);
    expectInRestaurantsName(reminder);
    expect(reminder?.text.split(`Adresse: ${ADDRESS}`)).toHaveLength(2);
  });

  it("given an enquiry, its receipt and its decline come from the restaurant", async () => {
    const sent = await as.anonymous.post(
      `/api/enquiries/${cast.restaurant.id}`,
      enquiryRequest({ customerName: "Erika Mustermann", customerEmail: GUEST, message: "" }),
    );
    expect(sent.status).toBe(201);
    expectInRestaurantsName((await mailsTo(GUEST))[0]);
    const id = (sent.body.data as { _id: string })._id;
    await as.owner.put(`/api/enquiries/${id}`, { status: "declined", message: "Leider ausgebucht." });
    const declined = (await mailsTo(GUEST)).at(-1);
    expect(declined?.text).toContain("Leider ausgebucht.");
    expectInRestaurantsName(declined);
  });

  it("given a waitlist entry and then a free table, the receipt and the offer come from the restaurant", async () => {
    const [table] = await addTables(ctx.db, cast.restaurant.id, [4]);
    const taken = await insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      customerName: "Stammgast",
      status: "confirmed",
      reservationDate: "2026-05-13",
      startsAt: new Date("2026-05-13T09:00:00Z"),
      endsAt: new Date("2026-05-13T20:00:00Z"),
    });
    if (table) await assignTable(ctx.db, taken, table.id);
    const joined = await as.anonymous.post(`/api/waitlist/${cast.restaurant.id}`, {
      customerName: "Erika Warte",
      customerEmail: GUEST,
      customerPhone: "",
      numberOfGuests: 2,
      date: "2026-05-13",
      from: "18:00",
      to: "19:00",
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expectInRestaurantsName((await mailsTo(GUEST))[0]);
    expect((await as.owner.put(`/api/reservations/${taken.id}/status`, { status: "cancelled" })).status).toBe(
      200,
    );
    const offer = (await mailsTo(GUEST)).at(-1);
    expect(offer?.subject).toBe("Ein Tisch ist frei geworden – Restaurant A");
    expectInRestaurantsName(offer);
  });

  it("given a restaurant without a public address, answers go nowhere but the platform; without address and phone no contact block", () => {
    const restaurant: MailRestaurant = { name: "Linde", address: "", phone: "", email: "" };
    const mail = renderMail({ to: GUEST, subject: "S", paragraphs: ["Hallo"], restaurant });
    expect(mail.fromName).toBe("Linde über Tischservice");
    expect(mail).not.toHaveProperty("replyTo");
    expect(mail.text).toBe(`Hallo\n\n${mailTexts.layout.signature.join("\n")}\n`);
    for (const email of ["keine Adresse", "a@b.de\r\nBcc: x@y.de"]) {
      expect(
        renderMail({ to: GUEST, subject: "S", paragraphs: [], restaurant: { ...restaurant, email } }),
      ).not.toHaveProperty("replyTo");
    }
  });
});

const dir = await mkdtemp(join(tmpdir(), "ts-sender-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the sender's headers", () => {
  /** One MIME encoded word (`=?UTF-8?Q?…?=` or `=?UTF-8?B?…?=`) as text. */
  function decodeWord(kind: string, text: string): string {
    if (kind.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      if (text[i] === "_") bytes.push(32);
      else if (text[i] === "=") {
        bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(text.charCodeAt(i));
    }
    return Buffer.from(bytes).toString("utf8");
  }

  /** The headers of an .eml file, unfolded, each as 'Name: value' with its encoded words decoded. */
  async function headersOf(path: string): Promise<string[]> {
    const raw = await readFile(path, "utf8");
    const head = raw.slice(0, raw.indexOf("\n\n")).replace(/\n[ \t]+/g, " ");
    return head
      .split("\n")
      .map((line) =>
        line
          .replace(/\?=\s+=\?/g, "?==?")
          .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
            decodeWord(kind, text),
          ),
      );
  }

  it("given a restaurant's name with quotes, umlauts and a line break, sends one From line in its name from the platform's address", async () => {
    const transport = emlFileTransport(dir, "Tischservice <no-reply@tischservice.example>");
    const restaurant: MailRestaurant = {
      name: 'Zum "Hirsch" Müller\r\nBcc: alle@example.com',
      address: ADDRESS,
      phone: PHONE,
      email: "kontakt@hirsch.example",
    };
    await transport.send(renderMail({ to: GUEST, subject: "Test", paragraphs: ["Hallo"], restaurant }), "m1");
    const headers = await headersOf(join(dir, "m1.eml"));
    expect(headers.filter((line) => /^From:/i.test(line))).toEqual([
      'From: Zum "Hirsch" Müller Bcc: alle@example.com über Tischservice <no-reply@tischservice.example>',
    ]);
    expect(headers.filter((line) => /^Bcc:/i.test(line))).toEqual([]);
    expect(headers).toContain("Reply-To: kontakt@hirsch.example");
  });

  it("given a plain ASCII name with a quote, quotes it instead of encoding", async () => {
    const transport = emlFileTransport(dir, "Tischservice <no-reply@tischservice.example>");
    await transport.send(
      { ...renderMail({ to: GUEST, subject: "T", paragraphs: [] }), fromName: 'Bar "7" via X' },
      "m2",
    );
    const raw = await readFile(join(dir, "m2.eml"), "utf8");
    expect(raw).toMatch(/^From: "Bar \\"7\\" via X" <no-reply@tischservice\.example>$/m);
  });

  it("given a platform mail, sends as MAIL_FROM says", async () => {
    const transport = emlFileTransport(dir, "Tischservice <no-reply@tischservice.example>");
    await transport.send(renderMail({ to: GUEST, subject: "T", paragraphs: [] }), "m3");
    expect(await headersOf(join(dir, "m3.eml"))).toContain(
      "From: Tischservice <no-reply@tischservice.example>",
    );
  });

  it("given the worker, sends a booking's mail in the restaurant's name with the operator's footer last", async () => {
    await addTables(ctx.db, cast.restaurant.id, [4]);
    await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: emlFileTransport(join(dir, "worker"), "Tischservice <no-reply@tischservice.example>"),
      logger: silentLogger,
      now: ctx.clock.now,
      companyFooter: demoSiteConfig,
    });
    expect((await worker.runOnce()).failed).toBe(0);
    const files = (await readdir(join(dir, "worker"))).map((file) => join(dir, "worker", file));
    const sent = await Promise.all(files.map(async (file) => ({ file, headers: await headersOf(file) })));
    const guestMail = sent.find(({ headers }) => headers.includes(`To: ${GUEST}`));
    expect(guestMail?.headers).toContain(
      "From: Restaurant A über Tischservice <no-reply@tischservice.example>",
    );
    expect(guestMail?.headers).toContain("Reply-To: info@example.de");
    const notice = sent.find(({ headers }) => !headers.includes(`To: ${GUEST}`));
    expect(notice?.headers).toContain("From: Tischservice <no-reply@tischservice.example>");
    // The restaurant's contact, then the signature, then the platform's legal footer.
    const text = await readFile(guestMail?.file ?? "", "utf8");
    const order = [
      `Telefon: ${PHONE}`,
      "Ihr Tischservice-Team",
      `Impressum: ${demoSiteConfig.origin}/impressum`,
    ];
    const at = order.map((line) => text.indexOf(line));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
