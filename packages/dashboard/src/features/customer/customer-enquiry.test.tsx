import "../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { type Route, stubApi, stubEventSource } from "../../test/fake-api.ts";
import { config, restaurant } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { seriousViolations } from "../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const customerUser = {
  _id: "u-gast",
  name: "Gina Gast",
  email: "gast@gast.example",
  role: "customer",
  isSubuser: false,
  parentUserId: null,
  restaurantId: null,
};

function customerApi(overrides: Record<string, Route> = {}) {
  stubEventSource();
  return stubApi({
    "GET /api/users/me": () => ({ body: { success: true, user: customerUser } }),
    "GET /api/restaurants": () => ({ body: { success: true, data: [restaurant] } }),
    "GET /api/reservations/user/gast%40gast.example": () => ({ body: { success: true, data: [] } }),
    "GET /api/restaurants/r-1": () => ({ body: { success: true, data: restaurant } }),
    "GET /api/restaurantconfigs/r-1": () => ({
      body: { success: true, data: { ...config, maxOnlinePartySize: 12 } },
    }),
    ...overrides,
  });
}

const created = {
  status: 201,
  body: {
    success: true,
    message: "Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen.",
    data: { _id: "enq-1", status: "open" },
  },
};

/** The view's own party picker (the widget below has one of its own in its shadow root). */
const partyPicker = () => page.getByRole("group", { name: "Anzahl Gäste" }).first();

async function chooseEighteen() {
  await partyPicker().getByRole("spinbutton", { name: "Größere Gruppe?" }).fill("18");
  await expect
    .element(
      page.getByText(
        "Online können Sie für bis zu 12 Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.",
      ),
    )
    .toBeVisible();
}

async function fillDayAndTime() {
  await page.getByLabelText("Datum").fill("2026-06-12");
  await page.getByLabelText("Gewünschte Uhrzeit").fill("19:30");
}

describe("customer view, large groups", () => {
  it("given a party above the restaurant's online limit, shows 'Anfrage senden' with the account's name and address instead of the slots, and sends it", async () => {
    const calls = customerApi({ "POST /api/enquiries/r-1": () => created });
    await renderApp("/customer?restaurant=r-1");
    await chooseEighteen();
    expect(document.querySelector("[data-tischservice-widget]")).toBeNull();
    await expect.element(page.getByLabelText("Name")).toHaveValue("Gina Gast");
    await expect.element(page.getByLabelText("E-Mail")).toHaveValue("gast@gast.example");
    await page.getByLabelText("Telefon").fill("030 123456");
    await fillDayAndTime();
    await page.getByLabelText("Nachricht", { exact: true }).fill("Geburtstag, ein Kinderstuhl");
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect
      .element(page.getByText("Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen."))
      .toBeVisible();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.path)).toEqual(["/api/enquiries/r-1"]);
    expect(posts[0]?.body).toEqual({
      customerName: "Gina Gast",
      customerEmail: "gast@gast.example",
      customerPhone: "030 123456",
      numberOfGuests: 18,
      reservationDate: "2026-06-12",
      timeSlot: "19:30",
      message: "Geburtstag, ein Kinderstuhl",
    });
  });

  it("given the server refuses with 400, shows its German reasons at the fields and keeps everything typed", async () => {
    const calls = customerApi({
      "POST /api/enquiries/r-1": () => ({
        status: 400,
        body: {
          success: false,
          message: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
          errors: [
            {
              path: "reservationDate",
              message: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
            },
          ],
        },
      }),
    });
    await renderApp("/customer?restaurant=r-1");
    await chooseEighteen();
    await fillDayAndTime();
    await page.getByLabelText("Nachricht", { exact: true }).fill("Bitte mit Terrasse");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(page.getByLabelText("Datum")).toHaveAttribute("aria-invalid", "true");
    await expect
      .element(
        page
          .getByText("An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.")
          .first(),
      )
      .toBeVisible();
    await expect.element(page.getByLabelText("Nachricht", { exact: true })).toHaveValue("Bitte mit Terrasse");
    await expect.element(page.getByLabelText("Gewünschte Uhrzeit")).toHaveValue("19:30");
    await expect.element(page.getByLabelText("Name")).toHaveValue("Gina Gast");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("given a missing day and time, says so in German and sends nothing", async () => {
    const calls = customerApi({ "POST /api/enquiries/r-1": () => created });
    await renderApp("/customer?restaurant=r-1");
    await chooseEighteen();
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect.element(page.getByLabelText("Datum")).toHaveAttribute("aria-invalid", "true");
    await expect.element(page.getByLabelText("Gewünschte Uhrzeit")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("given the restaurant raised its limit meanwhile (409 book_online), goes back to the slots with the server's message", async () => {
    customerApi({
      "POST /api/enquiries/r-1": () => ({
        status: 409,
        body: {
          success: false,
          code: "book_online",
          maxOnlinePartySize: 20,
          message:
            "Für bis zu 20 Personen können Sie direkt online buchen. Bitte wählen Sie einen freien Zeitpunkt.",
        },
      }),
    });
    await renderApp("/customer?restaurant=r-1");
    await chooseEighteen();
    await fillDayAndTime();
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect
      .element(
        page.getByText(
          "Für bis zu 20 Personen können Sie direkt online buchen. Bitte wählen Sie einen freien Zeitpunkt.",
        ),
      )
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: "Anfrage senden" })).not.toBeInTheDocument();
    await expect.poll(() => document.querySelector("[data-tischservice-widget]")?.shadowRoot).toBeTruthy();
  });

  it("given a party within the limit, shows the booking widget for that party as before and no enquiry", async () => {
    const calls = customerApi();
    await renderApp("/customer?restaurant=r-1");
    await partyPicker().getByRole("button", { name: "4", exact: true }).click();
    await expect.poll(() => document.querySelector("[data-tischservice-widget]")?.shadowRoot).toBeTruthy();
    await expect
      .poll(() => calls.some((call) => /^\/api\/simple-timeslots\/r-1\/[\d-]+\/4(\?|$)/.test(call.path)))
      .toBe(true);
    expect(page.getByRole("button", { name: "Anfrage senden" }).elements()).toHaveLength(0);
    expect(calls.filter((call) => call.path.startsWith("/api/enquiries"))).toEqual([]);
  });
});
