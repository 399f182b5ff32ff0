import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../test/desktop-screen.ts";
import type { FakeRequest } from "../../test/fake-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { adminApi, adminOverview } from "./admin-test-api.ts";

onDesktopScreen();

const account = (index: number) => ({
  _id: `u-${index}`,
  name: `Inhaber ${index}`,
  email: `inhaber${index}@partner.example`,
  role: "Gastro",
  created_at: "2026-03-01T08:00:00Z",
  emailVerified: true,
});
const paramsOf = (request: FakeRequest) => new URL(request.path, "http://dashboard.test").searchParams;

const users = () => page.getByRole("table", { name: "Benutzerverwaltung" });

describe("the admin's paged lists", () => {
  it("given many accounts, asks for the first page only, says how many of how many, and 'Mehr laden' continues after it", async () => {
    const calls = adminApi({
      "GET /api/users": (request) =>
        paramsOf(request).get("cursor") === "nach-2"
          ? { body: { success: true, data: [account(3)], nextCursor: null, total: null } }
          : { body: { success: true, data: [account(1), account(2)], nextCursor: "nach-2", total: 3 } },
    });
    await renderApp("/admin");
    await expect.element(users().getByText("inhaber2@partner.example")).toBeVisible();
    await expect.element(page.getByText("2 von 3")).toBeVisible();
    expect(users().getByText("inhaber3@partner.example").elements()).toHaveLength(0);
    await page.getByRole("button", { name: "Mehr laden" }).click();
    await expect.element(users().getByText("inhaber3@partner.example")).toBeVisible();
    await expect.element(page.getByText("3 von 3")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Mehr laden" })).not.toBeInTheDocument();
    const lists = calls.filter((call) => call.path.startsWith("/api/users?"));
    expect(lists.map((call) => call.path)).toEqual([
      "/api/users?limit=20",
      "/api/users?limit=20&cursor=nach-2",
    ]);
    // The users tab reads no restaurants.
    expect(calls.filter((call) => call.path.startsWith("/api/restaurants"))).toEqual([]);
  });

  it("given a search, asks the server for its matches, keeps it in the URL and an emptied field lists all again", async () => {
    const calls = adminApi({
      "GET /api/users": (request) => {
        const q = paramsOf(request).get("q");
        const data = q ? [account(7)] : [account(1), account(7)];
        return { body: { success: true, data, nextCursor: null, total: data.length } };
      },
    });
    const { history } = await renderApp("/admin");
    await expect.element(users().getByText("inhaber1@partner.example")).toBeVisible();
    const field = page.getByRole("searchbox", { name: "Benutzer durchsuchen" });
    await field.fill("Inhaber 7");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect.element(users().getByText("inhaber1@partner.example")).not.toBeInTheDocument();
    await expect.element(users().getByText("inhaber7@partner.example")).toBeVisible();
    await expect.poll(() => history.location.search).toContain("q=Inhaber");
    expect(calls.map((call) => call.path)).toContain("/api/users?limit=20&q=Inhaber+7");
    await field.fill("");
    await expect.element(users().getByText("inhaber1@partner.example")).toBeVisible();
    await expect.poll(() => history.location.search).not.toContain("q=");
  });

  it("given the first page fails, says so and 'Erneut versuchen' loads it", async () => {
    let fail = true;
    adminApi({
      "GET /api/users": () =>
        fail
          ? { status: 500, body: { success: false, message: "Interner Fehler" } }
          : { body: { success: true, data: [account(1)], nextCursor: null, total: 1 } },
    });
    await renderApp("/admin");
    const retry = page.getByRole("button", { name: "Erneut versuchen" });
    await expect.element(retry).toBeVisible();
    fail = false;
    await retry.click();
    await expect.element(users().getByText("inhaber1@partner.example")).toBeVisible();
  });

  it("given the restaurants tab, pages the restaurants with their owners from the answer and reads no users", async () => {
    const calls = adminApi({
      "GET /api/restaurants": () => ({
        body: {
          success: true,
          data: [
            {
              _id: "r-1",
              name: "Trattoria Rossi",
              ownerId: "u-1",
              ownerName: "Giulia Rossi",
              ownerEmail: "inhaber@trattoria.de",
              listed: false,
            },
          ],
          nextCursor: "weiter",
          total: 2000,
        },
      }),
    });
    await renderApp("/admin?tab=restaurants&q=Rossi");
    const card = page.getByRole("list", { name: "Restaurant-Übersicht" }).getByRole("listitem");
    await expect.element(card.getByText("Giulia Rossi (inhaber@trattoria.de)")).toBeVisible();
    await expect.element(card.getByText("Ausgeblendet")).toBeVisible();
    await expect.element(page.getByText("1 von 2.000")).toBeVisible();
    await expect
      .element(page.getByRole("searchbox", { name: "Restaurants durchsuchen" }))
      .toHaveValue("Rossi");
    expect(calls.filter((call) => call.path.startsWith("/api/restaurants")).map((call) => call.path)).toEqual(
      ["/api/restaurants?limit=20&q=Rossi"],
    );
    expect(calls.filter((call) => call.path.startsWith("/api/users?"))).toEqual([]);
  });

  it("given the System page, counts come from the overview and no list is read", async () => {
    const calls = adminApi({
      "GET /api/admin/overview": () =>
        adminOverview({
          users: 2001,
          restaurants: 2000,
          activeSessions: 4,
          demo: { users: 10, restaurants: 7 },
        }),
    });
    await renderApp("/admin/system");
    await expect.element(page.getByText("2001", { exact: true })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Alle Demo-Daten löschen" })).toBeVisible();
    expect(
      calls.filter((call) => call.path.startsWith("/api/users?") || call.path.startsWith("/api/restaurants")),
    ).toEqual([]);
  });
});
