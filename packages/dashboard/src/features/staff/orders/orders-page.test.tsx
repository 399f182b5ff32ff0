import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource, type FakeRequest } from "../../../test/fake-api.ts";
import { demoMenu, demoOrder } from "../../../test/order-fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { stubbedRequest } from "../../../test/stubbed-request.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const menuRoute = { "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: demoMenu } }) };

/** The open orders; like the server's own list, a request for every order (paid ones of all years) is refused here. */
function ordersRoute(list: unknown[]) {
  return {
    "GET /api/orders/restaurant/r-1": (request: FakeRequest) =>
      request.path.endsWith("?status=open")
        ? { body: { success: true, data: list } }
        : { status: 400, body: { success: false, message: "Nur offene Bestellungen erwartet." } },
  };
}

/** Records the headers of every fetch on top of the stubbed API (names in lower case, as `Headers` gives them). */
function recordHeaders(): Array<Record<string, string>> {
  const seen: Array<Record<string, string>> = [];
  const inner = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(Object.fromEntries(stubbedRequest(input, init).headers));
    return inner(input, init);
  });
  return seen;
}

describe("open orders", () => {
  it("given two orders of one table and a take-away order, shows one merged table card and the take-away card", async () => {
    const a = demoOrder({ created_at: "2026-05-14T09:10:00Z" });
    const b = demoOrder({
      created_at: "2026-05-14T09:40:00Z",
      items: [
        { menuItemId: "m-cola", name: "Cola", price: 3.2, quantity: 1, type: "drink", delivered: true },
      ],
      totalAmount: 3.2,
    });
    const takeAway = demoOrder({
      tableId: null,
      tableName: "Take-Away - Jonas",
      customerName: "Jonas",
      orderType: "takeaway",
    });
    ownerApi([], { ...menuRoute, ...ordersRoute([a, b, takeAway]) });
    await renderApp("/orders");
    const table = page.getByRole("article", { name: "Tisch 4, 1/3 geliefert" });
    await expect.element(table).toBeVisible();
    await expect.element(table.getByText("3 × Cola")).toBeVisible();
    await expect.element(table.getByText("2 Bestellungen zusammengefasst")).toBeVisible();
    await expect.element(table.getByText("Aufgenommen um 11:10")).toBeVisible();
    await expect.element(page.getByRole("article", { name: "Take-Away - Jonas, Neu" })).toBeVisible();
  });

  it("given a failed delivery toggle, marks the item at once, then reverts with 'Fehler beim Aktualisieren des Status'", async () => {
    const order = demoOrder();
    let answer: () => void = () => {};
    ownerApi([], {
      ...menuRoute,
      ...ordersRoute([order]),
      [`PUT /api/orders/${order._id}/item/m-cola/delivered`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 500, body: { success: false, message: "kaputt" } });
        }),
    });
    await renderApp("/orders");
    await page.getByRole("button", { name: "Bestellung bearbeiten" }).click();
    // The event stream is live, as in service: otherwise the list is re-read every 2 s, and a re-read while
    // the answer is still out would show the server's undelivered line in place of the mark.
    FakeEventSource.latest().emit({ type: "connected", data: {} });
    await page.getByRole("button", { name: "Cola: Als geliefert markieren" }).click();
    await expect.element(page.getByRole("dialog").getByText("Geliefert", { exact: true })).toBeVisible();
    answer();
    await expect.element(page.getByText("Fehler beim Aktualisieren des Status")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Cola: Als geliefert markieren" })).toBeVisible();
  });

  it("given 'Alle als geliefert markieren', sends one call per open line", async () => {
    const order = demoOrder();
    const calls = ownerApi([], {
      ...menuRoute,
      ...ordersRoute([order]),
      [`PUT /api/orders/${order._id}/item/m-cola/delivered`]: () => ({ body: { success: true } }),
      [`PUT /api/orders/${order._id}/item/m-pizza/delivered`]: () => ({ body: { success: true } }),
    });
    await renderApp("/orders");
    await page.getByRole("button", { name: "Bestellung bearbeiten" }).click();
    await page.getByRole("button", { name: "Alle als geliefert markieren" }).click();
    await expect.poll(() => calls.filter((c) => c.path.endsWith("/delivered")).length).toBe(2);
  });

  it("given an undelivered item, blocks the payment with its German notice", async () => {
    ownerApi([], { ...menuRoute, ...ordersRoute([demoOrder()]) });
    await renderApp("/orders");
    await page.getByRole("button", { name: "Zur Zahlung" }).click();
    await expect
      .element(
        page.getByText("Alle Artikel müssen als geliefert markiert sein, bevor die Zahlung erfolgen kann."),
      )
      .toBeVisible();
    await expect.element(page.getByRole("button", { name: /Zahlung abschließen/ })).toBeDisabled();
  });

  it("given a delivered order, pays with a tip after a lost answer without paying twice, and the card leaves", async () => {
    const delivered = demoOrder({
      items: [
        {
          menuItemId: "m-pizza",
          name: "Pizza Margherita",
          price: 10.5,
          quantity: 2,
          type: "main",
          delivered: true,
        },
      ],
      totalAmount: 21,
    });
    let attempts = 0;
    const calls = ownerApi([], {
      ...menuRoute,
      "GET /api/orders/restaurant/r-1": () => ({
        body: { success: true, data: attempts >= 2 ? [] : [delivered] },
      }),
      [`PUT /api/orders/${delivered._id}/payment`]: () => {
        attempts += 1;
        return attempts === 1 ? "network-error" : { body: { success: true, message: "ok" } };
      },
    });
    const headers = recordHeaders();
    await renderApp("/orders");
    await page.getByRole("button", { name: "Zur Zahlung" }).click();
    await expect.element(page.getByLabelText("Endbetrag")).toHaveValue(21);
    await page.getByLabelText("Trinkgeld (€)").fill("1.5");
    await expect.element(page.getByLabelText("Endbetrag")).toHaveValue(22.5);
    await page.getByRole("radio", { name: "Karte" }).click();
    await page.getByRole("button", { name: /Zahlung abschließen \(22,50\s€\)/ }).click();
    await expect
      .element(page.getByText("Fehler bei der Zahlungsabwicklung: Verbindungsfehler"))
      .toBeVisible();
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByText("Zahlung erfolgreich abgeschlossen!")).toBeVisible();
    await expect.element(page.getByRole("article")).not.toBeInTheDocument();
    const payments = calls.filter((c) => c.path.endsWith("/payment"));
    expect(payments.map((c) => c.body)).toEqual([
      { finalAmount: 22.5, tip: 1.5, paymentMethod: "card" },
      { finalAmount: 22.5, tip: 1.5, paymentMethod: "card" },
    ]);
    const keys = headers.map((h) => h["idempotency-key"]).filter(Boolean);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("given merged orders, previews the tip split by share to the cent", async () => {
    const line = (quantity: number) => [
      { menuItemId: "m-cola", name: "Cola", price: 10, quantity, type: "drink", delivered: true },
    ];
    ownerApi([], {
      ...menuRoute,
      ...ordersRoute([
        demoOrder({ items: line(2), totalAmount: 20 }),
        demoOrder({ items: line(1), totalAmount: 10 }),
      ]),
    });
    await renderApp("/orders");
    await page.getByRole("button", { name: "Zur Zahlung" }).click();
    await page.getByLabelText("Trinkgeld (€)").fill("1");
    await expect.element(page.getByText(/Bestellung 1: 20,00\s€ \+ 0,67\s€ Trinkgeld/)).toBeVisible();
    await expect.element(page.getByText(/Bestellung 2: 10,00\s€ \+ 0,33\s€ Trinkgeld/)).toBeVisible();
  });

  it("given a take-away order, sends it with the customer's name, says so and closes after 2 s", async () => {
    const calls = ownerApi([], {
      ...menuRoute,
      ...ordersRoute([]),
      "POST /api/orders": () => ({ status: 201, body: { success: true, message: "ok" } }),
    });
    await renderApp("/orders");
    await expect.element(page.getByText("Keine offenen Bestellungen")).toBeVisible();
    await page.getByRole("button", { name: "Take-Away Bestellung" }).click();
    const submit = page.getByRole("button", { name: /Take-Away Bestellung aufnehmen/ });
    await expect.element(submit).toBeDisabled();
    await page.getByRole("button", { name: "Wasser: Menge erhöhen" }).click();
    await expect.element(submit).toBeDisabled();
    await page.getByLabelText("Kundenname").fill("  Jonas  ");
    await expect.element(page.getByRole("heading", { name: "Bestellung (1 Artikel)" })).toBeVisible();
    await page.getByRole("button", { name: /Take-Away Bestellung aufnehmen \(2,50\s€\)/ }).click();
    await expect
      .element(page.getByText("Bestellung erfolgreich aufgenommen!", { exact: true }))
      .toBeVisible();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      orderType: "takeaway",
      customerName: "Jonas",
      items: [{ menuItemId: "m-wasser", quantity: 1 }],
    });
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("given a menu event, an open take-away dialog shows the new item", async () => {
    let menu = demoMenu;
    ownerApi([], {
      "GET /api/menu/restaurant/r-1": () => ({ body: { success: true, data: menu } }),
      ...ordersRoute([]),
    });
    await renderApp("/orders");
    await page.getByRole("button", { name: "Take-Away Bestellung" }).click();
    await expect.element(page.getByText("Cola")).toBeVisible();
    menu = [...demoMenu, { ...demoMenu[0], _id: "m-spezi", name: "Spezi" } as (typeof demoMenu)[number]];
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "menu", action: "created" } });
    await expect.element(page.getByText("Spezi")).toBeVisible();
  });

  it("given the card paid on another device, closes its payment dialog and does not reopen it for the table's next order", async () => {
    const first = demoOrder();
    let list: unknown[] = [first];
    ownerApi([], {
      ...menuRoute,
      "GET /api/orders/restaurant/r-1": () => ({ body: { success: true, data: list } }),
    });
    await renderApp("/orders");
    await page.getByRole("button", { name: "Zur Zahlung" }).click();
    await expect.element(page.getByRole("dialog")).toBeVisible();
    list = [];
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "orders", action: "updated" } });
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    list = [demoOrder()];
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "orders", action: "created" } });
    await expect.element(page.getByRole("article", { name: "Tisch 4, Neu" })).toBeVisible();
    expect(page.getByRole("dialog").elements()).toHaveLength(0);
  });
});
