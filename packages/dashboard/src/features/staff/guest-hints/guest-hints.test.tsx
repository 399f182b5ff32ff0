import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../../test/desktop-screen.ts";
import { FakeEventSource, type FakeRequest } from "../../../test/fake-api.ts";
import { reservation, today } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

onDesktopScreen();

const regular = {
  key: "anna@example.com",
  tags: ["Stammgast"],
  visits: 6,
  visitNumber: 7,
  noShows: 1,
  note: "Nussallergie, bitte keine Nüsse in der Küche verwenden\nTisch am Fenster",
};

/** Anna is a regular with a long note; Ben is known to nobody (no hint in the answer). */
const bookings = () => [
  reservation({ _id: "res-anna", customerName: "Anna Schmidt", status: "confirmed" }),
  reservation({ _id: "res-ben", customerName: "Ben Koch", customerEmail: "ben@example.com" }),
];

const hintsRoute = (data: Record<string, unknown>) => ({
  "GET /api/guests/restaurant/r-1/hints": () => ({
    body: { success: true, message: "Gästeinformationen geladen.", data },
  }),
});

const hintCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.path.startsWith("/api/guests/restaurant/r-1/hints"));

const shortLine = "Stammgast · 7. Besuch · Nussallergie, bitte keine Nüsse in der…";

describe("guest hints on reservation cards", () => {
  it("given today's cards on the home page, shows the regular's line once for the day and nothing for an unknown guest", async () => {
    const calls = ownerApi(bookings(), hintsRoute({ "res-anna": regular }));
    await renderApp("/");
    const anna = page.getByRole("article", { name: "Anna Schmidt, 19:00" });
    await expect.element(anna.getByText(shortLine)).toBeVisible();
    // Screen readers hear what the line is about.
    await expect.element(anna.getByText("Gast:")).toBeInTheDocument();
    const ben = page.getByRole("article", { name: "Ben Koch, 19:00" });
    await expect.element(ben).toBeVisible();
    expect(ben.element().querySelector('[data-slot="guest-hint"]')).toBeNull();
    expect(hintCalls(calls).map((call) => call.path)).toEqual([
      `/api/guests/restaurant/r-1/hints?from=${today}&to=${today}`,
    ]);
    // The line itself (the cards' own links are the card's business).
    expect(await seriousViolations(anna.getByText(shortLine).element())).toEqual([]);
  });

  it("given the calendar's day view on a 390 px phone, shows the line within the card, and a guest event refreshes it", async () => {
    await page.viewport(390, 844);
    let hint: Record<string, unknown> = regular;
    const calls = ownerApi(bookings(), {
      "GET /api/guests/restaurant/r-1/hints": () => ({
        body: { success: true, message: "Gästeinformationen geladen.", data: { "res-anna": hint } },
      }),
    });
    await renderApp(`/calendar?view=day&date=${today}`);
    const anna = page.getByRole("article", { name: "Anna Schmidt, 19:00" });
    const line = anna.getByText(shortLine);
    await expect.element(line).toBeVisible();
    const card = anna.element().getBoundingClientRect();
    const box = line.element().getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(card.right);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(await seriousViolations(line.element())).toEqual([]);

    hint = { ...regular, tags: ["Stammgast", "VIP"] };
    FakeEventSource.latest().emit({ type: "connected", data: {} });
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "guests" } });
    await expect
      .element(anna.getByText("Stammgast · VIP · 7. Besuch · Nussallergie, bitte keine Nüsse in der…"))
      .toBeVisible();
    expect(hintCalls(calls).every((call) => call.path.endsWith(`from=${today}&to=${today}`))).toBe(true);
  });

  it("given the reservations list, asks once for the hints of the loaded reservations' days", async () => {
    const calls = ownerApi(bookings(), hintsRoute({ "res-anna": regular }));
    await renderApp("/reservations");
    const anna = page.getByRole("article", { name: "Anna Schmidt, 19:00" });
    await expect.element(anna.getByText(shortLine)).toBeVisible();
    expect(hintCalls(calls).map((call) => call.path)).toEqual([
      `/api/guests/restaurant/r-1/hints?from=${today}&to=${today}`,
    ]);
  });

  it("given more than one page of reservations, shows the regular's line on the first page's card only", async () => {
    const many = Array.from({ length: 320 }, (_, i) =>
      reservation({ _id: `res-${i}`, customerName: `Gast ${i}`, customerEmail: `gast${i}@example.com` }),
    );
    ownerApi(many, hintsRoute({ "res-0": regular }));
    await renderApp("/reservations");
    const first = page.getByRole("article", { name: "Gast 0, 19:00" });
    const line = first.getByText(shortLine);
    await expect.element(line).toBeVisible();
    const second = page.getByRole("article", { name: "Gast 1, 19:00" });
    await expect.element(second).toBeVisible();
    expect(second.element().querySelector('[data-slot="guest-hint"]')).toBeNull();
    expect(await seriousViolations(line.element())).toEqual([]);
  });

  it("given the hints cannot be loaded, the cards show everything else", async () => {
    ownerApi(bookings(), {
      "GET /api/guests/restaurant/r-1/hints": () => ({
        status: 500,
        body: { success: false, message: "Fehler" },
      }),
    });
    await renderApp("/");
    const anna = page.getByRole("article", { name: "Anna Schmidt, 19:00" });
    await expect.element(anna.getByText("2 Personen")).toBeVisible();
    expect(anna.element().querySelector('[data-slot="guest-hint"]')).toBeNull();
  });
});

describe("guest hints on the reservation page", () => {
  it("given a regular, shows tags, visit, visits so far, no-shows, the whole note and a link to the profile", async () => {
    ownerApi(bookings(), {
      ...hintsRoute({ "res-anna": regular }),
      "GET /api/reservations/res-anna/events": () => ({ body: { success: true, data: [] } }),
    });
    await renderApp("/reservation/res-anna");
    const section = page.getByRole("region", { name: "Gast" });
    await expect.element(section.getByRole("list", { name: "Tags" }).getByText("Stammgast")).toBeVisible();
    await expect
      .element(section.getByText("7. Besuch · 6 Besuche bisher · 1× nicht erschienen"))
      .toBeVisible();
    await expect.element(section.getByText(/Tisch am Fenster/)).toBeVisible();
    await expect.element(section.getByText(/Nüsse in der Küche verwenden/)).toBeVisible();
    const link = section.getByRole("link", { name: "Gastprofil öffnen" });
    await expect.element(link).toHaveAttribute("href", "/app/guests/profile?email=anna%40example.com");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given a guest without hints, shows no guest section", async () => {
    ownerApi(bookings(), {
      ...hintsRoute({ "res-anna": regular }),
      "GET /api/reservations/res-ben/events": () => ({ body: { success: true, data: [] } }),
    });
    await renderApp("/reservation/res-ben");
    await expect.element(page.getByRole("heading", { name: "Ben Koch", level: 1 })).toBeVisible();
    await expect.element(page.getByRole("region", { name: "Verlauf" })).toBeVisible();
    await expect.element(page.getByRole("region", { name: "Gast" })).not.toBeInTheDocument();
  });
});

describe("new-booking toast", () => {
  it("given a regular booked, says 'Stammgast hat reserviert' with the visit", async () => {
    ownerApi([], hintsRoute({ "res-new": { ...regular, note: "" } }));
    await renderApp("/");
    await expect.element(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const stream = FakeEventSource.latest();
    stream.emit({ type: "connected", data: {} });
    stream.emit({
      type: "new_reservation",
      data: {
        reservationId: "res-new",
        customerName: "Anna Schmidt",
        restaurantName: "Trattoria Demo",
        date: "2026-05-20",
        time: "18:30",
        guests: 4,
        tableNames: ["2"],
      },
    });
    await expect.element(page.getByText("Anna Schmidt · 20.05.2026 · 18:30 · 4 Personen")).toBeVisible();
    await expect.element(page.getByText("Stammgast hat reserviert · 7. Besuch")).toBeVisible();
  });
});
