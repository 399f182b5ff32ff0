import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoSiteConfig } from "@tischservice/core/demo";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { enquiries, reservations, restaurants } from "../db/schema/index.ts";
import { sendDueReminders } from "../reminders/send-reminders.ts";
import {
  acceptEnquiry,
  addTables,
  booking,
  enquiryRequest,
  queuedMails,
  setConfig,
} from "../test/booking-helpers.ts";
import { insertReminderReservation, reminderMails } from "../test/reminder-fixtures.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { setupTestContext } from "../test/test-context.ts";
import { renderMail, withCompanyFooter } from "./layout.ts";
import { emlFileTransport } from "./transport.ts";

// A guest who books in English (the widget's language) gets every mail about the booking in
// English; the restaurant's notice and everything else stay German.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx, "each");
const path = () => `/api/reservation/${cast.restaurant.id}`;
const GUEST = "jane.doe@example.com";

beforeEach(async () => {
  // Tuesday, 12 May 2026, 12:00 in Berlin; the guest books Wednesday 13 May, 19:00.
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await addTables(ctx.db, cast.restaurant.id, [4, 4]);
});

const mailsTo = async (to: string) => (await queuedMails(ctx.db)).filter((mail) => mail.to === to);

describe("a booking in English", () => {
  it("given language en, stores it and mails the guest in English; the restaurant's notice stays German", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { autoConfirmReservations: false });
    const response = await as.anonymous.post(
      path(),
      booking({
        customerName: "Jane Doe",
        customerEmail: GUEST,
        language: "en",
        specialRequests: "Window seat",
      }),
    );
    expect(response.status).toBe(201);
    const id = (response.body.data as { _id: string; language: string })._id;
    expect(response.body.data).toMatchObject({ language: "en" });
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.language).toBe("en");

    const [mail] = await mailsTo(GUEST);
    expect(mail?.subject).toBe("Your reservation request at Restaurant A");
    expect(mail?.text).toContain("Hello Jane Doe,");
    expect(mail?.text).toContain("thank you for your request!");
    expect(mail?.text).toContain("Date and time: Wednesday, 13 May 2026 at 19:00");
    expect(mail?.text).toContain("Party: 2 people");
    // The guest's own words are not repeated to an address anyone could have typed in.
    expect(mail?.text).not.toContain("Window seat");
    expect(mail?.text).toMatch(/View reservation: \S+\/app\/reservation\//);
    expect(mail?.text).toContain("Kind regards\nYour Tischservice team");
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.language).toBe("en");

    const notice = (await queuedMails(ctx.db)).find((m) => m.to !== GUEST);
    expect(notice?.subject).toBe("Neue Reservierung: Jane Doe, 13.05.2026 19:00");
    expect(notice?.text).toContain("Datum und Uhrzeit: Mittwoch, 13.05.2026 um 19:00 Uhr");
    expect(notice?.language).toBeUndefined();

    // The restaurant confirms: the status mail follows the booking's language.
    expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "confirmed" })).status).toBe(200);
    const confirmed = (await mailsTo(GUEST)).at(-1);
    expect(confirmed?.subject).toBe("Your reservation at Restaurant A is confirmed");
    expect(confirmed?.text).toContain("good news: the restaurant has confirmed your reservation.");
  });

  it("given no language, books and mails in German as before", async () => {
    const response = await as.anonymous.post(path(), booking({ customerEmail: GUEST }));
    expect(response.body.data).toMatchObject({ language: "de" });
    const [mail] = await mailsTo(GUEST);
    expect(mail?.text).toContain("Datum und Uhrzeit: Mittwoch, 13.05.2026 um 19:00 Uhr");
    expect(mail?.html).toContain('<html lang="de">');
  });

  it("given a language other than de or en, refuses in German and books nothing", async () => {
    const response = await as.anonymous.post(path(), booking({ customerEmail: GUEST, language: "fr" }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Ungültige Eingabe.");
    expect(await ctx.db.select().from(reservations)).toEqual([]);
  });
});

describe("a large group's enquiry in English", () => {
  const enquiry = (overrides: Record<string, unknown> = {}) =>
    enquiryRequest({
      customerName: "Jane Doe",
      customerEmail: GUEST,
      message: "Company dinner",
      language: "en",
      ...overrides,
    });

  it("given language en, the receipt is English; accepted, the reservation is English and so is its confirmation", async () => {
    const tableIds = (await addTables(ctx.db, cast.restaurant.id, [8, 8], 3)).map((table) => table.id);
    const sent = await as.anonymous.post(`/api/enquiries/${cast.restaurant.id}`, enquiry());
    expect(sent.status).toBe(201);
    const [receipt] = await mailsTo(GUEST);
    expect(receipt?.subject).toBe("Your enquiry at Restaurant A has been received");
    expect(receipt?.text).toContain("Hello Jane Doe, thank you for your enquiry.");
    expect(receipt?.text).toContain("Date: Wednesday, 13 May 2026");
    expect(receipt?.text).toContain("Preferred time: 19:00");
    expect(receipt?.text).toContain("You can see the status of your enquiry here:\n\nView enquiry: ");
    expect(receipt?.text).toMatch(/View enquiry: \S+\/app\/enquiry\//);
    // The restaurant's notice stays German.
    const notice = (await queuedMails(ctx.db)).find((mail) => mail.to !== GUEST);
    expect(notice?.subject).toBe("Neue Gruppenanfrage: 16 Personen am 13.05.2026");

    const accepted = await acceptEnquiry(as.owner, sent, tableIds);
    expect(accepted.status).toBe(200);
    const [reservation] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.customerEmail, GUEST));
    expect(reservation?.language).toBe("en");
    const confirmation = (await mailsTo(GUEST)).at(-1);
    expect(confirmation?.subject).toBe("Your reservation at Restaurant A is confirmed");
    expect(confirmation?.text).toContain("Party: 16 people");
  });

  it("given language en, the decline is English with the restaurant's own words", async () => {
    const sent = await as.anonymous.post(`/api/enquiries/${cast.restaurant.id}`, enquiry());
    const id = (sent.body.data as { _id: string })._id;
    const declined = await as.owner.put(`/api/enquiries/${id}`, {
      status: "declined",
      message: "Leider ausgebucht.",
    });
    expect(declined.status).toBe(200);
    const mail = (await mailsTo(GUEST)).at(-1);
    expect(mail?.subject).toBe("Your enquiry at Restaurant A");
    expect(mail?.text).toContain("Hello Jane Doe, unfortunately the restaurant cannot accept your enquiry.");
    expect(mail?.text).toContain("Leider ausgebucht.");
    expect(mail?.text).toContain("People: 16");
  });

  it("given no language, the receipt is German; another language is refused in German and nothing is stored", async () => {
    await as.anonymous.post(`/api/enquiries/${cast.restaurant.id}`, enquiry({ language: undefined }));
    expect((await mailsTo(GUEST))[0]?.subject).toBe("Ihre Anfrage bei Restaurant A ist eingegangen");
    const refused = await as.anonymous.post(
      `/api/enquiries/${cast.restaurant.id}`,
      enquiry({ language: "fr", customerName: "Franz" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Ungültige Eingabe.");
    expect(await ctx.db.select().from(enquiries).where(eq(enquiries.customerName, "Franz"))).toEqual([]);
  });
});

describe("the reminder and the footer in English", () => {
  it("given an English booking, the reminder, its buttons and its calendar file are English", async () => {
    await ctx.db
      .update(restaurants)
      .set({ address: "Hauptstraße 1, 10115 Berlin" })
      .where(eq(restaurants.id, cast.restaurant.id));
    await insertReminderReservation(ctx.db, cast.restaurant.id, { language: "en" });
    await sendDueReminders(ctx.db, {
      now: new Date("2026-06-11T17:00:00.000Z"),
      publicOrigin: "https://t.example",
    });
    expect(await reminderMails(ctx.db)).toEqual([]); // no German one
    const [mail] = (await queuedMails(ctx.db)).filter((m) => m.to === "erika@beispiel.de");
    expect(mail?.subject).toBe("Reminder: your reservation at Restaurant A on 12 June 2026 at 19:00");
    expect(mail?.text).toContain("Address: Hauptstraße 1, 10115 Berlin");
    expect(mail?.text).toContain("Party: 4 people");
    expect(mail?.html).toContain(">I am coming as planned</a>");
    expect(mail?.html).toContain(">Cancel</a>");
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe("reservation.ics");
    expect(ics?.content).toContain("SUMMARY:Reservation at Restaurant A");
  });

  it("given an English mail, the file sent says Content-Language: en; a German one de", async () => {
    const dir = await mkdtemp(join(tmpdir(), "tischservice-lang-"));
    const transport = emlFileTransport(dir, "t@x");
    await transport.send(
      renderMail({ to: "a@b.de", subject: "Test", paragraphs: ["Hello"], language: "en" }),
      "en1",
    );
    await transport.send(renderMail({ to: "a@b.de", subject: "Test", paragraphs: ["Hallo"] }), "de1");
    expect(await readFile(join(dir, "en1.eml"), "utf8")).toMatch(/^Content-Language: en$/m);
    const german = await readFile(join(dir, "de1.eml"), "utf8");
    expect(german).toMatch(/^Content-Language: de$/m);
    expect(german).not.toContain("language");
  });

  it("given an English mail, the operator's company footer is English; a German one stays German", () => {
    const english = withCompanyFooter(
      renderMail({ to: "a@b.de", subject: "Test", paragraphs: ["Hello"], language: "en" }),
      demoSiteConfig,
    );
    expect(english.text).toContain(`Legal notice: ${demoSiteConfig.origin}/impressum`);
    expect(english.text).toContain("Managing directors: ");
    const german = withCompanyFooter(
      renderMail({ to: "a@b.de", subject: "Test", paragraphs: ["Hallo"] }),
      demoSiteConfig,
    );
    expect(german.text).toContain(`Impressum: ${demoSiteConfig.origin}/impressum`);
  });
});
