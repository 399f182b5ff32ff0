// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource, type FakeRequest } from "../../../test/fake-api.ts";
import { subUserAccount } from "../../../test/fixtures.ts";
import { guestBook } from "../../../test/guest-book-fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const listPath = "/api/guests/restaurant/r-1";
const paramsOf = (request: FakeRequest) => new URL(request.path, "http://dashboard.test").searchParams;

/**
 * The fake list answers like the server: search by name, tag filter, order by visits or last visit, and
 * pages of `limit` (the server's 50) from `offset`.
 */
function guestListRoute(request: FakeRequest, guests = guestBook) {
  const params = paramsOf(request);
  const q = (params.get("q") ?? "").toLowerCase();
  const tag = params.get("tag");
  const found = guests
    .filter((guest) => q === "" || guest.name.toLowerCase().includes(q))
    .filter((guest) => !tag || guest.tags.includes(tag))
    .sort((a, b) =>
      params.get("sort") === "visits"
        ? b.visits - a.visits
        : (b.lastVisit ?? "").localeCompare(a.lastVisit ?? ""),
    );
  const offset = Number(params.get("offset") ?? 0);
  const limit = Number(params.get("limit") ?? 50);
  const data = found.slice(offset, offset + limit);
  const end = offset + data.length;
  return {
    body: {
      success: true,
      message: `${found.length} Gäste gefunden.`,
      data,
      total: found.length,
      nextOffset: end < found.length ? end : null,
    },
  };
}

/** 60 guests, Gast 1 the most recent: two pages of the server's 50. */
const [template] = guestBook;
if (!template) throw new Error("the guest book fixtures are empty");
const manyGuests = Array.from({ length: 60 }, (_, i) => ({
  ...template,
  key: `gast${i + 1}@example.com`,
  email: `gast${i + 1}@example.com`,
  name: `Gast ${i + 1}`,
  lastVisit: new Date(Date.UTC(2026, 4, 1) - i * 86_400_000).toISOString().slice(0, 10),
}));

const listCalls = (calls: FakeRequest[]) => calls.filter((call) => call.path.startsWith(`${listPath}?`));
const rowNames = () =>
  [...document.querySelectorAll("article")].map((article) => article.getAttribute("aria-label"));

describe("guest book page", () => {
  it("given guests, lists each with contact, visits, no-shows, last visit and tags, with nothing serious for axe", async () => {
    ownerApi([], { [`GET ${listPath}`]: guestListRoute });
    await renderApp("/guests");
    await expect.element(page.getByRole("heading", { name: "Gäste", level: 1 })).toBeVisible();
    const anna = page.getByRole("article", { name: "Anna Schmidt" });
    await expect.element(anna.getByText("anna@example.com · +491701234567")).toBeVisible();
    await expect.element(anna.getByText("02.05.2026")).toBeVisible();
    await expect.element(anna.getByText("Stammgast")).toBeVisible();
    await expect
      .element(anna.getByRole("link", { name: "Anna Schmidt" }))
      .toHaveAttribute("href", "/app/guests/profile?email=anna%40example.com");
    await expect
      .element(page.getByRole("article", { name: "Clara Vogel" }).getByRole("link"))
      .toHaveAttribute("href", "/app/guests/profile?phone=%2B4930123456");
    await expect
      .element(page.getByRole("article", { name: "Clara Vogel" }).getByText("Noch kein Besuch"))
      .toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it("given typing in the search, asks the server once after the pause and keeps the search in the URL", async () => {
    const calls = ownerApi([], { [`GET ${listPath}`]: guestListRoute });
    const { history } = await renderApp("/guests");
    await expect.element(page.getByRole("article", { name: "Ben Koch" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Gäste suchen" }).fill("schmidt");
    await expect.element(page.getByRole("article", { name: "Ben Koch" })).not.toBeInTheDocument();
    await expect.element(page.getByRole("article", { name: "Anna Schmidt" })).toBeVisible();
    const searched = listCalls(calls).filter((call) => paramsOf(call).has("q"));
    expect(searched.map((call) => paramsOf(call).get("q"))).toEqual(["schmidt"]);
    expect(history.location.search).toContain("q=schmidt");
  });

  it("given a search nobody matches, says 'Keine Gäste gefunden'", async () => {
    ownerApi([], { [`GET ${listPath}`]: guestListRoute });
    await renderApp("/guests?q=zzz");
    await expect.element(page.getByText("Keine Gäste gefunden")).toBeVisible();
  });

  it("given the tag VIP chosen, asks for tag=VIP and shows only Ben Koch", async () => {
    const calls = ownerApi([], { [`GET ${listPath}`]: guestListRoute });
    const { history } = await renderApp("/guests");
    await expect.element(page.getByRole("article", { name: "Anna Schmidt" })).toBeVisible();
    await page.getByRole("combobox", { name: "Tag" }).click();
    await page.getByRole("option", { name: "VIP" }).click();
    await expect.element(page.getByRole("article", { name: "Anna Schmidt" })).not.toBeInTheDocument();
    await expect.element(page.getByRole("article", { name: "Ben Koch" })).toBeVisible();
    expect(listCalls(calls).some((call) => paramsOf(call).get("tag") === "VIP")).toBe(true);
    expect(history.location.search).toContain("tag=VIP");
  });

  it("given 'Besuche' chosen, orders by visits, most first", async () => {
    const calls = ownerApi([], { [`GET ${listPath}`]: guestListRoute });
    await renderApp("/guests");
    await expect.element(page.getByRole("article", { name: "Anna Schmidt" })).toBeVisible();
    expect(rowNames()).toEqual(["Anna Schmidt", "Ben Koch", "Clara Vogel"]);
    await page.getByRole("button", { name: "Besuche" }).click();
    await expect
      .element(page.getByRole("button", { name: "Besuche" }))
      .toHaveAttribute("aria-pressed", "true");
    await expect.poll(rowNames).toEqual(["Ben Koch", "Anna Schmidt", "Clara Vogel"]);
    expect(listCalls(calls).at(-1)?.path).toContain("sort=visits");
  });

  it("given 60 guests, shows the first 50 and loads the next page on request, in order", async () => {
    const calls = ownerApi([], { [`GET ${listPath}`]: (request) => guestListRoute(request, manyGuests) });
    await renderApp("/guests");
    await expect.element(page.getByText("50 von 60 Gästen")).toBeVisible();
    expect(rowNames()).toEqual(manyGuests.slice(0, 50).map((guest) => guest.name));
    await page.getByRole("button", { name: "Weitere Gäste laden" }).click();
    await expect.element(page.getByText("60 von 60 Gästen")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Weitere Gäste laden" })).not.toBeInTheDocument();
    expect(rowNames()).toEqual(manyGuests.map((guest) => guest.name));
    // The first page from the start, the second from 50 (a poll in between reads the loaded pages again).
    const offsets = listCalls(calls).map((call) => paramsOf(call).get("offset"));
    expect(offsets[0]).toBeNull();
    expect(offsets).toContain("50");
  }, 30_000);

  it("given a search over many guests, asks the server for the search's first page", async () => {
    const calls = ownerApi([], { [`GET ${listPath}`]: (request) => guestListRoute(request, manyGuests) });
    await renderApp("/guests");
    await expect.element(page.getByText("50 von 60 Gästen")).toBeVisible();
    await page.getByRole("searchbox", { name: "Gäste suchen" }).fill("gast 1");
    await expect.element(page.getByText("11 von 11 Gästen")).toBeVisible();
    expect(rowNames()).toEqual(["Gast 1", ...Array.from({ length: 10 }, (_, i) => `Gast ${10 + i}`)]);
    const searched = listCalls(calls).filter((call) => paramsOf(call).has("q"));
    expect(searched.map((call) => [paramsOf(call).get("q"), paramsOf(call).get("offset")])).toEqual([
      ["gast 1", null],
    ]);
  }, 30_000);

  it("given a sub-user, opens the guest book too", async () => {
    ownerApi([], { [`GET ${listPath}`]: guestListRoute }, subUserAccount);
    const { history } = await renderApp("/guests");
    await expect.element(page.getByRole("article", { name: "Anna Schmidt" })).toBeVisible();
    expect(history.location.pathname).toBe("/app/guests");
  });

  it("given no guests yet, shows the empty state", async () => {
    ownerApi([], {
      [`GET ${listPath}`]: () => ({
        body: { success: true, message: "0 Gäste gefunden.", data: [], total: 0, nextOffset: null },
      }),
    });
    await renderApp("/guests");
    await expect.element(page.getByText("Noch keine Gäste")).toBeVisible();
  });

  it("given a refusal, shows the server's reason and retries on request", async () => {
    let fail = true;
    ownerApi([], {
      [`GET ${listPath}`]: (request) =>
        fail
          ? { status: 403, body: { success: false, code: "forbidden", message: "Keine Berechtigung." } }
          : guestListRoute(request),
    });
    await renderApp("/guests");
    await expect.element(page.getByRole("alert")).toHaveTextContent("Keine Berechtigung.");
    fail = false;
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.element(page.getByRole("article", { name: "Anna Schmidt" })).toBeVisible();
  });

  it("given a guests event from the stream, reads the list again", async () => {
    const calls = ownerApi([], { [`GET ${listPath}`]: guestListRoute });
    await renderApp("/guests");
    await expect.element(page.getByRole("article", { name: "Anna Schmidt" })).toBeVisible();
    const before = listCalls(calls).length;
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "guests", action: "updated" } });
    await expect.poll(() => listCalls(calls).length).toBe(before + 1);
  });
});

describe("guest book page on a phone", () => {
  beforeEach(async () => {
    await page.viewport(390, 800);
  });
  afterEach(async () => {
    await page.viewport(1280, 900);
  });

  it("given a 390 px wide screen, shows the rows stacked and opens a profile, with nothing serious for axe", async () => {
    ownerApi([], {
      [`GET ${listPath}`]: guestListRoute,
      "GET /api/guests/restaurant/r-1/profile": () => ({
        body: { success: true, message: "Gastprofil geladen.", data: { ...guestBook[1], history: [] } },
      }),
    });
    const { history } = await renderApp("/guests");
    await expect.element(page.getByRole("article", { name: "Ben Koch" })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole("link", { name: "Ben Koch" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/guests/profile");
    await expect.element(page.getByRole("heading", { name: "Ben Koch", level: 1 })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "VIP" })).toHaveAttribute("aria-pressed", "true");
    expect(await seriousViolations()).toEqual([]);
  });
});
