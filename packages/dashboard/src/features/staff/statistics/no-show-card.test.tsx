import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { reservation } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";
import { demoStatistics } from "../../../test/statistics-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const statsRoute = (answer = demoStatistics()) => ({
  "GET /api/stats/r-1": () => ({ body: { success: true, data: answer } }),
});

describe("statistics: no-shows and guests' confirmations", () => {
  it("given figures, shows the no-show rate with its months and the guest-confirmed share; axe clean", async () => {
    ownerApi([reservation({ status: "confirmed" })], statsRoute());
    await renderApp("/past-reservations");
    const card = page.getByRole("region", { name: "Nicht erschienen und Gastbestätigungen" });
    const rate = card.getByRole("region", { name: "Quote „Nicht erschienen“" });
    await expect.element(rate.getByText("33,3\u00a0%")).toBeVisible();
    await expect.element(rate.getByText("1 von 3 erwarteten Reservierungen")).toBeVisible();
    const share = card.getByRole("region", { name: "Vom Gast bestätigt" });
    await expect.element(share.getByText("50,0\u00a0%")).toBeVisible();
    await expect.element(share.getByText("1 von 2 erinnerten Reservierungen")).toBeVisible();
    const table = card.getByRole("table", { name: "Quote „Nicht erschienen“ nach Monat" });
    await expect.element(table.getByRole("row", { name: "April 2026 1 0 0,0 %" })).toBeVisible();
    await expect.element(table.getByRole("row", { name: "Mai 2026 2 1 50,0 %" })).toBeVisible();
    expect(await seriousViolations(card.element())).toEqual([]);
  });

  it("given nothing expected and nothing reminded, both say 'Keine Daten' and there is no month table", async () => {
    ownerApi(
      [],
      statsRoute(
        demoStatistics({
          noShows: { expected: 0, noShows: 0, rate: 0, byMonth: [] },
          guestConfirmed: { reminded: 0, confirmed: 0, rate: 0 },
        }),
      ),
    );
    await renderApp("/past-reservations");
    const card = page.getByRole("region", { name: "Nicht erschienen und Gastbestätigungen" });
    await expect
      .element(card.getByRole("region", { name: "Quote „Nicht erschienen“" }))
      .toHaveTextContent("Keine Daten");
    await expect
      .element(card.getByRole("region", { name: "Vom Gast bestätigt" }))
      .toHaveTextContent("Keine Daten");
    expect(card.getByRole("table").elements()).toEqual([]);
    expect(await seriousViolations(card.element())).toEqual([]);
  });
});
