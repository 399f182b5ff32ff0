import { describe, expect, it } from "vitest";
import { createFakeApi, type FakeApiOptions } from "../test/fake-api.ts";
import { renderBookingApp } from "../test/render-booking-app.tsx";

const today = "2026-07-02"; // a Thursday
const blocked = "Eine Online-Reservierung ist leider nicht möglich. Bitte rufen Sie uns an: 089 1234567";
const pacing = "Zu dieser Zeit kommen schon genug Gäste an. Bitte wählen Sie eine andere Uhrzeit.";

function refusedWith(status: number, code: string, message: string, more: FakeApiOptions = {}) {
  return createFakeApi({ bookings: [{ status, body: { success: false, code, message } }], ...more });
}

/** Books 19:00 for two up to the refusal, in German or English. */
async function bookInto(fake: ReturnType<typeof createFakeApi>, lang: "de" | "en" = "de") {
  const screen = renderBookingApp(fake, today, lang);
  const de = lang === "de";
  await screen.getByRole("button", { name: de ? "19:00 ✓ Verfügbar" : "19:00 ✓ Available" }).click();
  await screen.getByRole("textbox", { name: de ? /^Name/ : /^Name/ }).fill("Anna Gast");
  await screen.getByRole("textbox", { name: de ? /^E-Mail/ : /^Email/ }).fill("anna@example.test");
  await screen.getByRole("checkbox").click();
  await screen.getByRole("button", { name: de ? "Weiter" : "Next" }).click();
  await screen.getByRole("button", { name: de ? "Verbindlich reservieren" : "Book now" }).click();
  return screen;
}

const slotReads = (fake: ReturnType<typeof createFakeApi>) =>
  fake.requests.filter((request) => request.path.startsWith("/api/simple-timeslots/")).length;

describe("BookingApp, the restaurant's refusals", () => {
  it("given a blocked guest (403), says the API's words calmly with the phone to call, and offers no booking", async () => {
    const screen = await bookInto(refusedWith(403, "online_booking_unavailable", blocked));
    const notice = screen.getByRole("status").filter({ hasText: "Eine Online-Reservierung" });
    await expect.element(notice).toHaveTextContent(blocked);
    await expect
      .element(screen.getByRole("link", { name: "089 1234567" }))
      .toHaveAttribute("href", "tel:0891234567");
    await expect.element(screen.getByText(/^Fehler:/)).not.toBeInTheDocument();
    expect(screen.getByRole("alert").elements()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Verbindlich reservieren" }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole("button", { name: "Zurück" })).toBeVisible();
  });

  it("given the English widget, says the refusal in English with the phone as a link", async () => {
    const screen = await bookInto(refusedWith(403, "online_booking_unavailable", blocked), "en");
    await expect
      .element(screen.getByText("Unfortunately, online booking is not possible. Please call us."))
      .toBeVisible();
    await expect.element(screen.getByText(/^Phone:/)).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "089 1234567" }))
      .toHaveAttribute("href", "tel:0891234567");
    await expect.element(screen.getByText(blocked)).not.toBeInTheDocument();
  });

  it("given pacing refuses the time (409), goes back to the refreshed slots with the message and the phone", async () => {
    const fake = refusedWith(409, "pacing_full", pacing);
    const screen = await bookInto(fake);
    await expect.element(screen.getByText(pacing)).toBeVisible();
    await expect.element(screen.getByRole("heading", { name: "Verfügbare Zeiten" })).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "089 1234567" }))
      .toHaveAttribute("href", "tel:0891234567");
    await expect.poll(() => slotReads(fake)).toBe(2);
  });

  it("given the English widget and the online share reached (409), says so in English on the slots", async () => {
    const fake = refusedWith(409, "online_capacity_reached", "Zu dieser Zeit sind keine Plätze …");
    const screen = await bookInto(fake, "en");
    await expect
      .element(screen.getByText("No more seats are available for online bookings at this time."))
      .toBeVisible();
    await expect.element(screen.getByRole("heading", { name: "Available times" })).toBeVisible();
    await expect.poll(() => slotReads(fake)).toBe(2);
  });

  it("given today closed online (409) without a known phone, shows the API's message alone", async () => {
    const message = "Für heute nehmen wir online keine Reservierungen mehr an.";
    const screen = await bookInto(refusedWith(409, "same_day_closed", message, { phone: "" }));
    await expect.element(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole("link", { name: /^tel:|\d/ }).elements()).toHaveLength(0);
  });
});

describe("BookingApp, the restaurant's today", () => {
  it("given the restaurant is a day ahead of the browser, starts on its today and offers no earlier day", async () => {
    const fake = createFakeApi({ today: "2026-07-03" });
    const screen = renderBookingApp(fake, today, "de");
    await expect
      .element(screen.getByRole("heading", { name: /Datum: Freitag, 3\. Juli 2026/ }))
      .toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "Donnerstag, 2. Juli 2026", exact: true }))
      .toBeDisabled();
    await expect
      .element(screen.getByRole("button", { name: "Freitag, 3. Juli 2026", exact: true }))
      .toBeEnabled();
  });
});
