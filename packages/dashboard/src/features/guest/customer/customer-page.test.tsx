import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { type Route, stubApi, stubEventSource } from "../../../test/fake-api.ts";
import {
  reservation as anyReservation,
  ownerUser,
  restaurant,
  subUserAccount,
} from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A reservation as the customer's list answers it: naming its restaurant. */
const reservation = (overrides: Record<string, unknown> = {}) =>
  anyReservation({ restaurantName: "Trattoria Demo", ...overrides });

const customerUser = {
  _id: "u-gast",
  name: "Gina Gast",
  email: "gast@gast.example",
  role: "customer",
  isSubuser: false,
  parentUserId: null,
  restaurantId: null,
};

function customerApi(
  reservations: unknown[],
  overrides: Record<string, Route> = {},
  user: { email: string } = customerUser,
) {
  stubEventSource();
  return stubApi({
    "GET /api/users/me": () => ({ body: { success: true, user } }),
    "GET /api/restaurants": () => ({ body: { success: true, data: [restaurant] } }),
    [`GET /api/reservations/user/${encodeURIComponent(user.email)}`]: () => ({
      body: { success: true, data: reservations },
    }),
    ...overrides,
  });
}

describe("customer view", () => {
  const adminUser = {
    ...customerUser,
    _id: "u-admin",
    name: "Ada Admin",
    email: "admin@tischservice.example",
    role: "Admin",
  };

  it.each([
    ["an owner", ownerUser],
    ["an admin", adminUser],
  ])(
    "given %s signed in, lets them book and see their own reservations (not 'Unauthorized')",
    async (_, user) => {
      customerApi([reservation({ customerName: user.name, customerEmail: user.email })], {}, user);
      await renderApp("/customer?tab=my-reservations");
      await expect.element(page.getByRole("tab", { name: "Reservieren" })).toBeVisible();
      await expect.element(page.getByText("Trattoria Demo")).toBeVisible();
      await expect.element(page.getByText("Unauthorized")).not.toBeInTheDocument();
    },
  );

  it("given a sub-user (signed in with a name, no address), says 'Unauthorized'", async () => {
    customerApi([], {}, subUserAccount);
    await renderApp("/customer");
    await expect.element(page.getByText("Unauthorized")).toBeVisible();
  });

  it("given no restaurant chosen, shows the selector and asks to choose", async () => {
    customerApi([]);
    await renderApp("/customer");
    await expect.element(page.getByRole("tab", { name: "Reservieren", selected: true })).toBeVisible();
    await expect.element(page.getByRole("combobox", { name: "Restaurant auswählen" })).toBeVisible();
    await expect
      .element(page.getByText("Wählen Sie ein Restaurant, um einen Tisch zu reservieren."))
      .toBeVisible();
  });

  it("given a chosen restaurant, shows the booking widget for it and keeps the choice in the URL", async () => {
    customerApi([], {
      "GET /api/simple-timeslots/r-1/2026-05-14/2": () => ({ body: { success: true, timeSlots: [] } }),
    });
    const { history } = await renderApp("/customer");
    await page.getByRole("combobox", { name: "Restaurant auswählen" }).click();
    await page.getByRole("option", { name: /Trattoria Demo/ }).click();
    await expect.poll(() => history.location.search).toContain("restaurant=r-1");
    await expect.element(page.getByRole("heading", { name: "Reservierungsdetails" })).toBeVisible();
    await expect.poll(() => document.querySelector("[data-tischservice-widget]")?.shadowRoot).toBeTruthy();
  });

  it("given thousands of partners, asks for a page of them only, and 'Mehr laden' for the next", async () => {
    const hirsch = { _id: "r-2", name: "Zum Goldenen Hirsch", address: "Marktplatz 3, München" };
    const calls = customerApi([], {
      "GET /api/restaurants": (request) =>
        request.path.includes("cursor=weiter")
          ? { body: { success: true, data: [hirsch], nextCursor: null, total: null } }
          : { body: { success: true, data: [restaurant], nextCursor: "weiter", total: null } },
    });
    await renderApp("/customer");
    await page.getByRole("button", { name: "Mehr laden" }).click();
    await page.getByRole("combobox", { name: "Restaurant auswählen" }).click();
    await expect
      .element(page.getByRole("option", { name: /Zum Goldenen Hirsch · Marktplatz 3/ }))
      .toBeVisible();
    await expect.element(page.getByRole("option", { name: /Trattoria Demo/ })).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith("/api/restaurants")).map((call) => call.path)).toEqual(
      ["/api/restaurants?limit=20", "/api/restaurants?limit=20&cursor=weiter"],
    );
  });

  it("given a search, asks the server for its matches; none found says so and keeps the search", async () => {
    const calls = customerApi([], {
      "GET /api/restaurants": (request) =>
        request.path.includes("q=")
          ? { body: { success: true, data: [], nextCursor: null, total: 0 } }
          : { body: { success: true, data: [restaurant], nextCursor: null, total: 1 } },
    });
    await renderApp("/customer");
    await page.getByRole("searchbox", { name: "Restaurant suchen" }).fill("Atlantis");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect.element(page.getByText("Keine Restaurants gefunden")).toBeVisible();
    await expect.element(page.getByRole("searchbox", { name: "Restaurant suchen" })).toHaveValue("Atlantis");
    expect(calls.map((call) => call.path)).toContain("/api/restaurants?limit=20&q=Atlantis");
  });

  it("given a chosen restaurant beyond the loaded page, reads it by its id and books there", async () => {
    const hirsch = { _id: "r-2", name: "Zum Goldenen Hirsch" };
    const calls = customerApi([], {
      "GET /api/restaurants": () => ({
        body: { success: true, data: [restaurant], nextCursor: "weiter", total: null },
      }),
      "GET /api/restaurants/r-2": () => ({ body: { success: true, restaurant: hirsch, data: hirsch } }),
      "GET /api/simple-timeslots/r-2/2026-05-14/2": () => ({ body: { success: true, timeSlots: [] } }),
    });
    await renderApp("/customer?restaurant=r-2");
    await expect
      .element(page.getByRole("combobox", { name: "Restaurant auswählen" }))
      .toHaveTextContent("Zum Goldenen Hirsch");
    await expect.poll(() => document.querySelector("[data-tischservice-widget]")?.shadowRoot).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain("/api/restaurants/r-2");
  });

  it("given the partner list fails, says so and 'Erneut versuchen' loads it", async () => {
    let fail = true;
    customerApi([], {
      "GET /api/restaurants": () =>
        fail
          ? { status: 500, body: { success: false, message: "Interner Fehler" } }
          : { body: { success: true, data: [restaurant], nextCursor: null, total: 1 } },
    });
    await renderApp("/customer");
    await expect.element(page.getByText("Die Restaurants konnten nicht geladen werden.")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByRole("combobox", { name: "Restaurant auswählen" })).toBeVisible();
  });

  it("given my reservations, names each restaurant from the reservations and reads no partner list", async () => {
    const calls = customerApi([
      reservation({ reservationDate: "2026-05-20", restaurantName: "Gasthaus Hirsch" }),
    ]);
    await renderApp("/customer?tab=my-reservations");
    await expect.element(page.getByRole("article", { name: /^Gasthaus Hirsch, 20\.05\.2026/ })).toBeVisible();
    expect(calls.filter((call) => call.path.startsWith("/api/restaurants"))).toEqual([]);
  });

  it("given no reservations, says 'Keine Reservierungen vorhanden'", async () => {
    customerApi([]);
    await renderApp("/customer?tab=my-reservations");
    await expect.element(page.getByText("Keine Reservierungen vorhanden")).toBeVisible();
  });

  it("given reservations, shows cards with the status colour and 'Stornieren' only where allowed", async () => {
    customerApi([
      reservation({ _id: "future", reservationDate: "2026-05-20", timeSlot: "19:00", status: "confirmed" }),
      reservation({ _id: "past", reservationDate: "2026-05-01", timeSlot: "19:00", status: "confirmed" }),
      reservation({ _id: "gone", reservationDate: "2026-05-21", timeSlot: "20:00", status: "cancelled" }),
    ]);
    await renderApp("/customer?tab=my-reservations");
    const future = page.getByRole("article", { name: "Trattoria Demo, 20.05.2026, 19:00" });
    await expect.element(future).toHaveAttribute("data-tone", "confirmed");
    await expect.element(future.getByRole("button", { name: "Stornieren" })).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Anstehend (2)" })).toBeVisible();
    const past = page
      .getByRole("region", { name: "Vergangen (1)" })
      .getByRole("article", { name: "Trattoria Demo, 01.05.2026, 19:00" });
    await expect.element(past).toBeVisible();
    expect(past.getByRole("button", { name: "Stornieren" }).elements()).toHaveLength(0);
    const gone = page.getByRole("article", { name: "Trattoria Demo, 21.05.2026, 20:00" });
    await expect.element(gone).toHaveAttribute("data-tone", "cancelled");
    expect(gone.getByRole("button", { name: "Stornieren" }).elements()).toHaveLength(0);
  });

  it("given 'Stornieren' confirmed, cancels through the API and reloads the list", async () => {
    let cancelled = false;
    const calls = customerApi([], {
      "GET /api/reservations/user/gast%40gast.example": () => ({
        body: {
          success: true,
          data: [
            reservation({
              _id: "future",
              reservationDate: "2026-05-20",
              status: cancelled ? "cancelled" : "pending",
            }),
          ],
        },
      }),
      "POST /api/reservations/future/cancel": () => {
        cancelled = true;
        return { body: { success: true, message: "Reservierung erfolgreich storniert!" } };
      },
    });
    await renderApp("/customer?tab=my-reservations");
    const card = page.getByRole("article", { name: "Trattoria Demo, 20.05.2026, 19:00" });
    await card.getByRole("button", { name: "Stornieren" }).click();
    await expect
      .element(page.getByRole("alertdialog", { name: "Reservierung stornieren?" }))
      .toHaveTextContent("Möchten Sie diese Reservierung wirklich stornieren?");
    await page.getByRole("button", { name: "Ja, stornieren" }).click();
    await expect.element(page.getByText("Die Reservierung wurde storniert.")).toBeVisible();
    await expect.element(card).toHaveAttribute("data-tone", "cancelled");
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      "/api/reservations/future/cancel",
    ]);
  });

  it("given the server refuses the cancellation, shows its message and nothing changes", async () => {
    customerApi([reservation({ _id: "future", reservationDate: "2026-05-20" })], {
      "POST /api/reservations/future/cancel": () => ({
        status: 409,
        body: { success: false, message: "Diese Reservierung hat bereits begonnen." },
      }),
    });
    await renderApp("/customer?tab=my-reservations");
    await page.getByRole("button", { name: "Stornieren" }).click();
    await page.getByRole("button", { name: "Ja, stornieren" }).click();
    await expect.element(page.getByText("Die Reservierung konnte nicht storniert werden.")).toBeVisible();
    await expect.element(page.getByText("Diese Reservierung hat bereits begonnen.")).toBeVisible();
    await expect
      .element(page.getByRole("article", { name: "Trattoria Demo, 20.05.2026, 19:00" }))
      .toHaveAttribute("data-tone", "pending");
  });
});
