import { describe, expect, it, vi } from "vitest";
import { createFakeApi, type FakeApiOptions } from "../test/fake-api.ts";
import { renderWidget } from "../test/render.tsx";
import { createApiClient } from "./api.ts";
import { BookingApp } from "./booking-app.tsx";
import { readWidgetOptions } from "./options.ts";

const today = "2026-07-02"; // a Thursday; Mondays are closed in the fake schedule
const options = readWidgetOptions({ restaurant: "r1", lang: "de" }, "https://api.test");
/** What the guest types into the details form in these tests, as the requests carry it. */
const annasContact = {
  customerName: "Anna Gast",
  customerEmail: "anna@example.test",
  customerPhone: "0171 1234567",
};

async function setup(fake = createFakeApi(), widgetOptions = options) {
  const host = document.createElement("div");
  document.body.append(host);
  const booked = vi.fn();
  host.addEventListener("tischservice:booked", (event) => booked(event.detail));
  const screen = renderWidget(
    <BookingApp
      options={widgetOptions}
      host={host}
      api={createApiClient("https://api.test", fake.fetch)}
      today={today}
    />,
  );
  return { screen, fake, booked };
}

/** The requests the widget sent with POST (bookings, enquiries, waitlist entries), in order. */
const postsOf = (fake: ReturnType<typeof createFakeApi>) =>
  fake.requests.filter((request) => request.method === "POST");

async function fillDetails(screen: Awaited<ReturnType<typeof setup>>["screen"]) {
  await screen.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
  await screen.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
  await screen.getByRole("checkbox").click();
  await screen.getByRole("button", { name: "Weiter" }).click();
}

describe("BookingApp", () => {
  it("given a guest, books date, party size and slot, and reports the reservation", async () => {
    const { screen, fake, booked } = await setup();
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await expect.element(screen.getByRole("heading", { name: "Ihre Angaben" })).toHaveFocus();
    await fillDetails(screen);
    await expect.element(screen.getByRole("heading", { name: "Zusammenfassung" })).toBeVisible();
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(screen.getByRole("heading", { name: "Reservierung angefragt" })).toBeVisible();
    // The reference the guest quotes, not the internal id.
    await expect.element(screen.getByText("Reservierungsnummer: K7M2QX")).toBeVisible();
    await expect.element(screen.getByText("res-1")).not.toBeInTheDocument();
    expect(booked).toHaveBeenCalledWith(
      expect.objectContaining({
        reservationId: "res-1",
        status: "pending",
        date: today,
        time: "19:00",
        guests: 2,
      }),
    );
    const link = screen.getByRole("link", { name: "In Kalender speichern" });
    await expect.element(link).toHaveAttribute("download", "reservierung.ics");
    // The slots were the first request; restaurant and schedule came after them.
    expect(fake.requests[0]?.path).toBe(`/api/simple-timeslots/r1/${today}/2`);
    // The booking carries the widget's language, so the guest's mails speak it.
    const [post] = postsOf(fake);
    expect(post?.body).toMatchObject({ numberOfGuests: 2, timeSlot: "19:00", language: "de" });
  });

  it("given the widget in English, books in English: the guest's mails will speak it", async () => {
    const english = readWidgetOptions({ restaurant: "r1", lang: "en" }, "https://api.test");
    const { screen, fake } = await setup(createFakeApi(), english);
    await screen.getByRole("button", { name: /^19:00/ }).click();
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Jane Doe");
    await screen.getByRole("textbox", { name: /^Email/ }).fill("jane@example.test");
    await screen.getByRole("checkbox").click();
    await screen.getByRole("button", { name: "Next" }).click();
    await screen.getByRole("button", { name: "Book now" }).click();
    await expect.poll(() => postsOf(fake).length).toBe(1);
    const [post] = postsOf(fake);
    expect(post?.body).toMatchObject({ customerName: "Jane Doe", language: "en" });
    await expect
      .element(screen.getByRole("link", { name: "Add to calendar" }))
      .toHaveAttribute("download", "reservation.ics");
  });

  it("given the restaurant lowered its online limit meanwhile, goes back to the slots that offer the enquiry, without a 'taken' message", async () => {
    const options: FakeApiOptions = {
      bookings: [
        {
          status: 409,
          body: { success: false, code: "enquiry_required", maxOnlinePartySize: 1, message: "Online …" },
        },
      ],
    };
    const fake = createFakeApi(options);
    const { screen } = await setup(fake);
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await fillDetails(screen);
    options.maxOnlinePartySize = 1;
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(screen.getByRole("button", { name: "Anfrage senden" })).toBeVisible();
    expect(screen.getByText(/nicht mehr verfügbar/).elements()).toHaveLength(0);
  });

  it("given a booking, the success step links a guest account for the booked address in a new tab", async () => {
    const { screen } = await setup();
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await screen.getByRole("textbox", { name: /^E-Mail/ }).fill(" anna+tisch@example.test ");
    await screen.getByRole("checkbox").click();
    await screen.getByRole("button", { name: "Weiter" }).click();
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    const account = screen.getByRole("link", { name: "Konto anlegen, um Reservierungen zu verwalten" });
    await expect
      .element(account)
      .toHaveAttribute("href", "https://api.test/app/register?type=guest&email=anna%2Btisch%40example.test");
    await expect.element(account).toHaveAttribute("target", "_blank");
    await expect.element(account).toHaveAttribute("rel", "noopener");
  });

  it("given details left empty, names what is missing and does not go on", async () => {
    const { screen } = await setup();
    await screen.getByRole("button", { name: "18:00 ✓ Verfügbar" }).click();
    await screen.getByRole("button", { name: "Weiter" }).click();
    await expect
      .element(screen.getByText("Bitte geben Sie einen Namen für die Reservierung ein."))
      .toBeVisible();
    await expect.element(screen.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveFocus();
  });

  it("given the slot was taken meanwhile, says so, shows fresh slots and keeps the details", async () => {
    const fake = createFakeApi({
      bookings: [
        {
          status: 409,
          body: { success: false, code: "slot_taken", message: "Der Zeitslot ist nicht mehr verfügbar." },
        },
      ],
    });
    const { screen } = await setup(fake);
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await fillDetails(screen);
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect
      .element(
        screen.getByText(
          "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
        ),
      )
      .toBeVisible();
    // The taken slot's day is asked for again (after the notice has rendered).
    await expect
      .poll(() => fake.requests.filter((request) => request.path.startsWith("/api/simple-timeslots/")).length)
      .toBe(2);
    await screen.getByRole("button", { name: "18:00 ✓ Verfügbar" }).click();
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Anna Gast");
  });

  it("given the restaurant's limit refuses the booking (409 pacing_full), shows the API's message as given", async () => {
    const fake = createFakeApi({
      bookings: [
        {
          status: 409,
          body: {
            success: false,
            code: "pacing_full",
            message: "Zu dieser Zeit kommen schon genug Gäste an. Bitte wählen Sie eine andere Uhrzeit.",
          },
        },
      ],
    });
    const { screen } = await setup(fake);
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await fillDetails(screen);
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect
      .element(
        screen.getByText("Zu dieser Zeit kommen schon genug Gäste an. Bitte wählen Sie eine andere Uhrzeit."),
      )
      .toBeVisible();
  });

  it("given the network fails, offers a retry that sends the same idempotency key", async () => {
    const fake = createFakeApi({ bookings: ["offline", { status: 201, body: null }] });
    const { screen, booked } = await setup(fake);
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await fillDetails(screen);
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(screen.getByRole("alert")).toHaveTextContent(/Verbindungsfehler/);
    await screen.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(screen.getByRole("heading", { name: "Reservierung angefragt" })).toBeVisible();
    const keys = postsOf(fake).map((request) => request.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(booked).toHaveBeenCalledTimes(1);
  });

  it("given date and party size changes, asks once per change and answers repeats from the cache", async () => {
    const { screen, fake } = await setup();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    await screen.getByRole("button", { name: "4", exact: true }).click();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    await screen.getByRole("button", { name: "2", exact: true }).click();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    const slotRequests = fake.requests.filter((request) => request.path.startsWith("/api/simple-timeslots/"));
    expect(slotRequests.map((request) => request.path)).toEqual([
      `/api/simple-timeslots/r1/${today}/2`,
      `/api/simple-timeslots/r1/${today}/4`,
    ]);
  });

  it("given a closed first day, one request answers with the next open day's slots", async () => {
    const fake = createFakeApi({ closedDates: [today, "2026-07-03"] });
    const { screen } = await setup(fake);
    await expect
      .element(screen.getByRole("heading", { name: /Datum: Samstag, 4\. Juli 2026/ }))
      .toBeVisible();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    const slotRequests = fake.requests.filter((request) => request.path.startsWith("/api/simple-timeslots/"));
    expect(slotRequests.map((request) => request.path + request.query)).toEqual([
      `/api/simple-timeslots/r1/${today}/2?firstOpen=1`,
    ]);
    // A date the guest picks is asked for as it is.
    await screen.getByRole("button", { name: /^Dienstag, 7\. Juli 2026/ }).click();
    await expect
      .element(screen.getByRole("heading", { name: /Datum: Dienstag, 7\. Juli 2026/ }))
      .toBeVisible();
    expect(fake.requests.at(-1)?.query).toBe("");
  });

  it("given the schedule, greys out closed Mondays and cannot pick them", async () => {
    const { screen } = await setup();
    const monday = screen.getByRole("button", { name: "Montag, 6. Juli 2026, geschlossen" });
    await expect.element(monday).toHaveAttribute("aria-disabled", "true");
    await monday.click({ force: true });
    await expect
      .element(screen.getByRole("heading", { name: /Datum: Donnerstag, 2\. Juli 2026/ }))
      .toBeVisible();
  });
});

describe("BookingApp, large groups", () => {
  /** Party 14 (above the fake's limit of 12), the enquiry form filled in for Anna at 19:30. */
  async function openEnquiry(screen: Awaited<ReturnType<typeof setup>>["screen"]) {
    await screen.getByRole("button", { name: "14", exact: true }).click();
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(screen.getByRole("heading", { name: "Anfrage senden" })).toHaveFocus();
    await screen.getByLabelText(/^Gewünschte Uhrzeit/).fill("19:30");
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await screen.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
    await screen.getByRole("textbox", { name: "Nachricht" }).fill("Geburtstag mit Menü");
    await screen.getByRole("checkbox").click();
  }

  it("given a party above the limit, explains it and offers the enquiry instead of slots", async () => {
    const { screen } = await setup();
    await screen.getByRole("button", { name: "14", exact: true }).click();
    await expect
      .element(
        screen
          .getByRole("region", { name: "Verfügbare Zeiten" })
          .getByText(
            "Online können Sie für bis zu 12 Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.",
          ),
      )
      .toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Anfrage senden" })).toBeVisible();
    expect(screen.getByRole("button", { name: /Verfügbar$/ }).elements()).toHaveLength(0);
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(screen.getByText("Donnerstag, 2. Juli 2026 · 14 Personen")).toBeVisible();
    await expect.element(screen.getByLabelText(/^Gewünschte Uhrzeit/)).toBeVisible();
  });

  it("given a party at the limit, shows the slots and books as usual", async () => {
    const { screen, booked } = await setup();
    await screen.getByRole("button", { name: "12", exact: true }).click();
    await screen.getByRole("button", { name: "19:00 ✓ Verfügbar" }).click();
    await fillDetails(screen);
    await screen.getByRole("button", { name: "Verbindlich reservieren" }).click();
    await expect.element(screen.getByRole("heading", { name: "Reservierung angefragt" })).toBeVisible();
    expect(booked).toHaveBeenCalledWith(expect.objectContaining({ guests: 12 }));
  });

  it("given the enquiry is sent, posts it and confirms what was asked for", async () => {
    const { screen, fake, booked } = await setup();
    await openEnquiry(screen);
    await screen.getByRole("textbox", { name: /^Telefon/ }).fill("0171 1234567");
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(screen.getByRole("heading", { name: "Anfrage gesendet" })).toHaveFocus();
    await expect
      .element(screen.getByText("Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen."))
      .toBeVisible();
    await expect.element(screen.getByText("Geburtstag mit Menü")).toBeVisible();
    const posts = postsOf(fake);
    expect(posts.map((request) => request.path)).toEqual(["/api/restaurants/r1/enquiries"]);
    expect(posts[0]?.body).toEqual({
      ...annasContact,
      numberOfGuests: 14,
      reservationDate: today,
      timeSlot: "19:30",
      message: "Geburtstag mit Menü",
      language: "de",
      website: "",
    });
    expect(booked).not.toHaveBeenCalled();
  });

  it("given no preferred time, names it and sends nothing", async () => {
    const { screen, fake } = await setup();
    await openEnquiry(screen);
    await screen.getByLabelText(/^Gewünschte Uhrzeit/).fill("");
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    await expect
      .element(screen.getByText("Bitte geben Sie eine gültige Uhrzeit im Format HH:MM an."))
      .toBeVisible();
    await expect.element(screen.getByLabelText(/^Gewünschte Uhrzeit/)).toHaveFocus();
    expect(postsOf(fake)).toHaveLength(0);
  });

  it("given the API refuses a field (400), shows its German message there and keeps every input", async () => {
    const message = "Bitte geben Sie eine gültige E-Mail-Adresse ein.";
    const fake = createFakeApi({
      enquiries: [
        {
          status: 400,
          body: { success: false, code: "validation", message, errors: [{ path: "customerEmail", message }] },
        },
      ],
    });
    const { screen } = await setup(fake);
    await openEnquiry(screen);
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    const email = screen.getByRole("textbox", { name: /^E-Mail/ });
    await expect.element(email).toHaveAccessibleDescription(message);
    await expect.element(email).toHaveFocus();
    await expect.element(email).toHaveValue("anna@example.test");
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Anna Gast");
    await expect
      .element(screen.getByRole("textbox", { name: "Nachricht" }))
      .toHaveValue("Geburtstag mit Menü");
    await expect.element(screen.getByLabelText(/^Gewünschte Uhrzeit/)).toHaveValue("19:30");
  });

  it("given the API refuses the day (400), shows its message above the buttons", async () => {
    const message = "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.";
    const fake = createFakeApi({
      enquiries: [
        {
          status: 400,
          body: {
            success: false,
            code: "validation",
            message,
            errors: [{ path: "reservationDate", message }],
          },
        },
      ],
    });
    const { screen } = await setup(fake);
    await openEnquiry(screen);
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(screen.getByRole("alert")).toHaveTextContent(message);
    await expect.element(screen.getByRole("heading", { name: "Anfrage senden" })).toBeVisible();
  });

  it("given the limit was raised meanwhile (409 book_online), returns to the slots with the message", async () => {
    const message =
      "Für bis zu 16 Personen können Sie direkt online buchen. Bitte wählen Sie einen freien Zeitpunkt.";
    const limits: FakeApiOptions = {
      enquiries: [{ status: 409, body: { success: false, code: "book_online", message } }],
    };
    const fake = createFakeApi(limits);
    const { screen } = await setup(fake);
    await openEnquiry(screen);
    limits.maxOnlinePartySize = 16;
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(screen.getByText(message)).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    // That day's slots are asked for again (the cached refusal is dropped).
    await expect
      .poll(
        () =>
          fake.requests.filter((request) => request.path === `/api/simple-timeslots/r1/${today}/14`).length,
      )
      .toBe(2);
  });

  it("given the network fails, says so, keeps the input and sends again", async () => {
    const fake = createFakeApi({ enquiries: ["offline", { status: 201, body: null }] });
    const { screen } = await setup(fake);
    await openEnquiry(screen);
    await screen.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(screen.getByRole("alert")).toHaveTextContent(/Verbindungsfehler/);
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Anna Gast");
    await screen.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(screen.getByRole("heading", { name: "Anfrage gesendet" })).toBeVisible();
    expect(postsOf(fake)).toHaveLength(2);
  });
});

describe("BookingApp, waitlist", () => {
  /** Every slot of every day taken (the fake's 18:00–19:00), the waitlist's form opened for party 2. */
  async function openWaitlist(screen: Awaited<ReturnType<typeof setup>>["screen"]) {
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect.element(screen.getByRole("heading", { name: "Auf die Warteliste" })).toHaveFocus();
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Anna Gast");
    await screen.getByRole("textbox", { name: /^E-Mail/ }).fill("anna@example.test");
    await screen.getByRole("checkbox").click();
  }

  it("given a free slot, offers no waitlist", async () => {
    const { screen } = await setup();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Auf die Warteliste" }).elements()).toHaveLength(0);
  });

  it("given a fully booked day, says so below the slots and opens the form with the day's first and last slot", async () => {
    const { screen } = await setup(createFakeApi({ fullyBooked: ["r1"] }));
    const region = screen.getByRole("region", { name: "Verfügbare Zeiten" });
    await expect
      .element(region.getByText("An diesem Tag ist für 2 Personen kein Tisch mehr frei."))
      .toBeVisible();
    await expect.element(region.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
    // Announced as the slots' answer, as "Keine Zeiten verfügbar" would be.
    await expect
      .poll(
        () => screen.getByText("An diesem Tag ist für 2 Personen kein Tisch mehr frei.").elements().length,
      )
      .toBe(2);
    await screen.getByRole("button", { name: "4", exact: true }).click();
    await expect
      .element(region.getByText("An diesem Tag ist für 4 Personen kein Tisch mehr frei."))
      .toBeVisible();
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect.element(screen.getByRole("heading", { name: "Auf die Warteliste" })).toHaveFocus();
    await expect.element(screen.getByText("Donnerstag, 2. Juli 2026 · 4 Personen")).toBeVisible();
    await expect.element(screen.getByLabelText(/^Von/)).toHaveValue("18:00");
    await expect.element(screen.getByLabelText(/^Bis/)).toHaveValue("19:00");
    // A waitlist entry carries no message.
    expect(screen.getByRole("textbox", { name: /Nachricht|Besondere Wünsche/ }).elements()).toHaveLength(0);
  });

  it("given the form sent, posts the window and the language and confirms the entry", async () => {
    const { screen, fake, booked } = await setup(createFakeApi({ fullyBooked: ["r1"] }));
    await openWaitlist(screen);
    await screen.getByLabelText(/^Bis/).fill("21:00");
    await screen.getByRole("textbox", { name: /^Telefon/ }).fill("0171 1234567");
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect
      .element(screen.getByRole("heading", { name: "Sie stehen auf der Warteliste" }))
      .toHaveFocus();
    await expect
      .element(
        screen.getByText(
          "Wir schreiben Ihnen, sobald ein Tisch frei wird. Der Link in der E-Mail hält den Tisch dann 15 Minuten für Sie.",
        ),
      )
      .toBeVisible();
    await expect.element(screen.getByText("18:00–21:00")).toBeVisible();
    const posts = postsOf(fake);
    expect(posts.map((request) => request.path)).toEqual(["/api/restaurants/r1/waitlist"]);
    expect(posts[0]?.body).toEqual({
      ...annasContact,
      numberOfGuests: 2,
      date: today,
      from: "18:00",
      to: "21:00",
      language: "de",
      website: "",
    });
    expect(booked).not.toHaveBeenCalled();
    await screen.getByRole("button", { name: "Neue Reservierung" }).click();
    await expect.element(screen.getByRole("button", { name: "Auf die Warteliste" })).toBeVisible();
  });

  it("given an end before the start, names it at Bis and sends nothing", async () => {
    const { screen, fake } = await setup(createFakeApi({ fullyBooked: ["r1"] }));
    await openWaitlist(screen);
    await screen.getByLabelText(/^Bis/).fill("17:30");
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    const until = screen.getByLabelText(/^Bis/);
    await expect
      .element(until)
      .toHaveAccessibleDescription(
        "Bitte wählen Sie ein Zeitfenster, dessen Ende nicht vor dem Beginn liegt.",
      );
    await expect.element(until).toHaveFocus();
    expect(postsOf(fake)).toHaveLength(0);
    // An end equal to the start is one start time: sent.
    await until.fill("18:00");
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect
      .element(screen.getByRole("heading", { name: "Sie stehen auf der Warteliste" }))
      .toHaveFocus();
    expect(postsOf(fake)[0]?.body).toMatchObject({
      from: "18:00",
      to: "18:00",
    });
  });

  it("given a table came free meanwhile (409 slots_available), returns to the refreshed slots with the message", async () => {
    const options: FakeApiOptions = { fullyBooked: ["r1"] };
    const fake = createFakeApi(options);
    const { screen } = await setup(fake);
    await openWaitlist(screen);
    options.fullyBooked = [];
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect
      .element(screen.getByText("In diesem Zeitfenster ist noch ein Tisch frei. Bitte buchen Sie direkt."))
      .toBeVisible();
    await expect.element(screen.getByRole("button", { name: "19:00 ✓ Verfügbar" })).toBeVisible();
    expect(
      fake.requests.filter((request) => request.path === `/api/simple-timeslots/r1/${today}/2`),
    ).toHaveLength(2);
  });

  it("given the API refuses fields (400), shows its messages there and keeps every input", async () => {
    const message = "Bitte geben Sie eine gültige E-Mail-Adresse ein.";
    const past = "Dieses Zeitfenster ist schon vorbei. Bitte wählen Sie ein späteres.";
    const fake = createFakeApi({
      fullyBooked: ["r1"],
      waitlist: [
        {
          status: 400,
          body: {
            success: false,
            code: "validation",
            message,
            errors: [
              { path: "customerEmail", message },
              { path: "from", message: past },
            ],
          },
        },
      ],
    });
    const { screen } = await setup(fake);
    await openWaitlist(screen);
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    const from = screen.getByLabelText(/^Von/);
    await expect.element(from).toHaveAccessibleDescription(past);
    await expect.element(from).toHaveFocus();
    await expect.element(from).toHaveValue("18:00");
    await expect
      .element(screen.getByRole("textbox", { name: /^E-Mail/ }))
      .toHaveAccessibleDescription(message);
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Anna Gast");
    await expect.element(screen.getByLabelText(/^Bis/)).toHaveValue("19:00");
  });

  it("given the network fails, says so, keeps the input and sends again", async () => {
    const fake = createFakeApi({ fullyBooked: ["r1"], waitlist: ["offline", { status: 201, body: null }] });
    const { screen } = await setup(fake);
    await openWaitlist(screen);
    await screen.getByRole("button", { name: "Auf die Warteliste" }).click();
    await expect.element(screen.getByRole("alert")).toHaveTextContent(/Verbindungsfehler/);
    await expect.element(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Anna Gast");
    await expect.element(screen.getByLabelText(/^Von/)).toHaveValue("18:00");
    await screen.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect
      .element(screen.getByRole("heading", { name: "Sie stehen auf der Warteliste" }))
      .toBeVisible();
    expect(postsOf(fake)).toHaveLength(2);
  });

  it("given the widget in English, offers and confirms the waitlist in English and sends the language", async () => {
    const english = readWidgetOptions({ restaurant: "r1", lang: "en" }, "https://api.test");
    const { screen, fake } = await setup(createFakeApi({ fullyBooked: ["r1"] }), english);
    const region = screen.getByRole("region", { name: "Available times" });
    await expect.element(region.getByText("No table is free for 2 guests on this day.")).toBeVisible();
    await screen.getByRole("button", { name: "Join the waitlist" }).click();
    await expect.element(screen.getByRole("heading", { name: "Join the waitlist" })).toHaveFocus();
    await expect.element(screen.getByLabelText(/^From/)).toHaveValue("18:00");
    await screen.getByLabelText(/^Until/).fill("17:30");
    await screen.getByRole("textbox", { name: /^Name/ }).fill("Jane Doe");
    await screen.getByRole("textbox", { name: /^Email/ }).fill("jane@example.test");
    await screen.getByRole("checkbox").click();
    await screen.getByRole("button", { name: "Join the waitlist" }).click();
    await expect.element(screen.getByText("The time window must not end before it starts.")).toBeVisible();
    await screen.getByLabelText(/^Until/).fill("20:30");
    await screen.getByRole("button", { name: "Join the waitlist" }).click();
    await expect.element(screen.getByRole("heading", { name: "You are on the waitlist" })).toHaveFocus();
    const [post] = postsOf(fake);
    expect(post?.body).toMatchObject({
      customerName: "Jane Doe",
      from: "18:00",
      to: "20:30",
      language: "en",
    });
  });
});
