import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { stubApi } from "../../../test/fake-api.ts";
import { demoMenu } from "../../../test/order-fixtures.ts";
import { createTestQueryClient, WithQueryClient } from "../../../test/with-query-client.tsx";
import { DineInOrderComposer } from "./dine-in-order-composer.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderComposer(onSubmitted = vi.fn()) {
  const client = createTestQueryClient();
  const invalidate = vi.spyOn(client, "invalidateQueries");
  render(
    <WithQueryClient client={client}>
      <DineInOrderComposer restaurantId="r-1" tableId="t-4" onSubmitted={onSubmitted} />
    </WithQueryClient>,
  );
  return { invalidate, onSubmitted };
}

describe("DineInOrderComposer", () => {
  it("given items in two categories, sends a dine-in order for the table, says so and resets after 2 s", async () => {
    const calls = stubApi({
      "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: demoMenu } }),
      "POST /api/orders": () => ({ status: 201, body: { success: true, message: "ok" } }),
    });
    const { invalidate, onSubmitted } = renderComposer();
    await page.getByRole("button", { name: "Cola: Menge erhöhen" }).click();
    await page.getByRole("button", { name: "Cola: Menge erhöhen" }).click();
    await page.getByRole("tab", { name: "Hauptspeisen" }).click();
    await page.getByRole("button", { name: "Pizza Margherita: Menge erhöhen" }).click();
    await expect.element(page.getByRole("heading", { name: "Bestellung (3 Artikel)" })).toBeVisible();
    await page.getByRole("button", { name: "Bestellung aufnehmen (16,90 €)" }).click();

    await expect
      .element(page.getByText("Bestellung erfolgreich aufgenommen!", { exact: true }))
      .toBeVisible();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({
      restaurantId: "r-1",
      tableId: "t-4",
      orderType: "dine-in",
      items: [
        { menuItemId: "m-cola", quantity: 2 },
        { menuItemId: "m-pizza", quantity: 1 },
      ],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["orders", "r-1"] });
    await expect.element(page.getByRole("heading", { name: "Bestellung (0 Artikel)" })).toBeVisible();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("given no items, says '❌ Bitte Artikel auswählen' and sends nothing", async () => {
    const calls = stubApi({
      "GET /api/menu/restaurant/r-1": () => ({ body: demoMenu }),
    });
    renderComposer();
    await page.getByRole("button", { name: /Bestellung aufnehmen/ }).click();
    await expect.element(page.getByRole("alert")).toHaveTextContent("❌ Bitte Artikel auswählen");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("given a server failure, shows '❌ Fehler beim Übermitteln der Bestellung' and keeps the cart", async () => {
    stubApi({
      "GET /api/menu/restaurant/r-1": () => ({ body: demoMenu }),
      "POST /api/orders": () => ({ status: 500, body: { success: false, message: "kaputt" } }),
    });
    renderComposer();
    await page.getByRole("button", { name: "Cola: Menge erhöhen" }).click();
    await page.getByRole("button", { name: /Bestellung aufnehmen/ }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("❌ Fehler beim Übermitteln der Bestellung");
    await expect.element(page.getByRole("heading", { name: "Bestellung (1 Artikel)" })).toBeVisible();
  });

  it("given the minus button at 0, it is disabled", async () => {
    stubApi({ "GET /api/menu/restaurant/r-1": () => ({ body: demoMenu }) });
    renderComposer();
    await expect.element(page.getByRole("button", { name: "Cola: Menge verringern" })).toBeDisabled();
  });
});
