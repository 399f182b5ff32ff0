// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { Route } from "../../test/fake-api.ts";
import { adminUser, ownerUser, restaurant } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { seriousViolations } from "../../test/serious-violations.ts";
import { stubbedRequest } from "../../test/stubbed-request.ts";
import { adminApi, adminOverview } from "./admin-test-api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The platform of the tests: the administrator and one owner with their restaurant. */
function platformApi(overrides: Record<string, Route> = {}) {
  return adminApi({
    "GET /api/users": () => ({ body: { success: true, data: [adminUser, ownerUser] } }),
    "GET /api/restaurants": () => ({ body: { success: true, data: [restaurant] } }),
    "GET /api/admin/overview": () =>
      adminOverview({ users: 2, restaurants: 1, activeSessions: 3, uptimeSeconds: 87_300 }),
    ...overrides,
  });
}

/** Every text on the page, screen-reader-only text included, one space between nodes. */
function pageText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? "");
  return parts.join(" ");
}

const tile = (label: string) => page.getByRole("term").filter({ hasText: label });

describe("admin area", () => {
  it("given the server's figures, shows them in the tiles and, on the System page, in the Systeminformationen", async () => {
    platformApi();
    await renderApp("/admin/system");
    await expect.element(page.getByRole("heading", { name: "Administration", level: 1 })).toBeVisible();
    await expect.element(page.getByText("Willkommen, Ada Admin")).toBeVisible();
    await expect.element(tile("Aktive Sitzungen")).toBeVisible();
    await expect.element(page.getByText("3", { exact: true })).toBeVisible();
    await expect.element(page.getByText("24 Std. 15 Min.")).toBeVisible();
    await expect.element(page.getByText("1.0.0")).toBeVisible();
    await expect.element(page.getByText("PGlite")).toBeVisible();
    await expect.element(page.getByText("In Betrieb").first()).toBeVisible();
  });

  it("given the admin menu, its entries are links (Benutzer, Restaurants, Auswertungen, System) that open their pages", async () => {
    platformApi();
    const { history } = await renderApp("/admin");
    const menu = page.getByRole("navigation", { name: "Admin-Menü" });
    const hrefs: Record<string, string> = {
      Benutzer: "/app/admin",
      Restaurants: "/app/admin?tab=restaurants",
      Auswertungen: "/app/admin?tab=analytics",
      System: "/app/admin/system",
    };
    for (const [label, href] of Object.entries(hrefs)) {
      await expect.element(menu.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    await expect
      .element(menu.getByRole("link", { name: "Benutzer" }))
      .toHaveAttribute("aria-current", "page");
    await expect
      .element(page.getByRole("table", { name: "Benutzerverwaltung" }).getByText("inhaber@trattoria.example"))
      .toBeVisible();
    // The system parts live on the System page only.
    await expect.element(page.getByRole("button", { name: "Datensicherung" })).not.toBeInTheDocument();
    await expect.element(page.getByText("Laufzeit")).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);

    await menu.getByRole("link", { name: "System" }).click();
    await expect.poll(() => history.location.pathname).toBe("/app/admin/system");
    await expect.element(page.getByRole("heading", { name: "System", level: 2 })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Datensicherung" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Protokoll anzeigen" })).toBeVisible();
    await expect.element(page.getByText("24 Std. 15 Min.")).toBeVisible();
    await expect.element(menu.getByRole("link", { name: "System" })).toHaveAttribute("aria-current", "page");
    await expect.element(menu.getByRole("link", { name: "Benutzer" })).not.toHaveAttribute("aria-current");
    await expect
      .element(page.getByRole("button", { name: "Neuen Benutzer hinzufügen" }))
      .not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);

    await menu.getByRole("link", { name: "Restaurants" }).click();
    await expect.poll(() => history.location.search).toContain("tab=restaurants");
    await expect.element(page.getByRole("heading", { name: "Restaurant-Übersicht" })).toBeVisible();
    await expect
      .element(menu.getByRole("link", { name: "Restaurants" }))
      .toHaveAttribute("aria-current", "page");
    expect(menu.element().querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  }, 60_000); // axe over three whole styled pages on a shared 2-core machine

  it("given every admin page and the log, speaks German: no English word is left", async () => {
    platformApi({
      "GET /api/admin/analytics": () => ({
        body: {
          success: true,
          data: {
            restaurants: 1,
            users: { total: 2, admins: 1, gastro: 1, subusers: 0, customers: 0 },
            reservationsTotal: 3,
            reservationsPerWeek: [{ weekStart: "2026-05-11", count: 3 }],
          },
        },
      }),
      "GET /api/admin/audit-log": () => ({ body: { success: true, data: [] } }),
    });
    const english =
      /\b(Dashboard|Analytics|Quick Actions|System Info|Uptime|Logs?|Backup|Online)\b|\d+h \d+m/;
    const { history } = await renderApp("/admin");
    await expect.element(page.getByText("inhaber@trattoria.example")).toBeVisible();
    expect(pageText()).not.toMatch(english);
    const menu = page.getByRole("navigation", { name: "Admin-Menü" });
    await menu.getByRole("link", { name: "Restaurants" }).click();
    await expect.element(page.getByRole("heading", { name: "Restaurant-Übersicht" })).toBeVisible();
    expect(pageText()).not.toMatch(english);
    await menu.getByRole("link", { name: "Auswertungen" }).click();
    await expect.poll(() => history.location.search).toContain("tab=analytics");
    await expect.element(page.getByRole("heading", { name: "Reservierungen pro Woche" })).toBeVisible();
    expect(pageText()).not.toMatch(english);
    await menu.getByRole("link", { name: "System" }).click();
    await expect.element(page.getByRole("heading", { name: "Systeminformationen" })).toBeVisible();
    await expect.element(page.getByText("24 Std. 15 Min.")).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Schnellaktionen" })).toBeVisible();
    expect(pageText()).not.toMatch(english);
    await page.getByRole("button", { name: "Protokoll anzeigen" }).click();
    await expect.element(page.getByRole("dialog", { name: /Protokoll/ })).toBeVisible();
    expect(pageText()).not.toMatch(english);
  });

  it("given /api/health does not answer, shows the system status as 'Gestört'", async () => {
    platformApi({ "GET /api/health": () => "network-error" });
    await renderApp("/admin");
    await expect.element(page.getByText("Gestört").first()).toBeVisible();
  });

  it("given no users and no restaurants, shows both empty states", async () => {
    platformApi({
      "GET /api/users": () => ({ body: { success: true, data: [] } }),
      "GET /api/restaurants": () => ({ body: { success: true, data: [] } }),
    });
    await renderApp("/admin");
    await expect.element(page.getByText("Keine Benutzer gefunden")).toBeVisible();
    await page.getByRole("link", { name: "Restaurants" }).click();
    await expect.element(page.getByRole("heading", { name: "Restaurant-Übersicht" })).toBeVisible();
    await expect.element(page.getByText("Keine Restaurants gefunden")).toBeVisible();
  });

  it("given the new-user dialog, checks the form's rules, lowercases the e-mail and reloads the list after success", async () => {
    let created = false;
    const calls = platformApi({
      "GET /api/users": () => ({
        body: {
          success: true,
          data: created
            ? [adminUser, { ...adminUser, _id: "u-new", name: "Neu", email: "neu@x.example", role: "Gastro" }]
            : [adminUser],
        },
      }),
      "POST /api/users/register": () => {
        created = true;
        return { status: 201, body: { success: true, message: "Benutzer erfolgreich erstellt!" } };
      },
    });
    await renderApp("/admin");
    await page.getByRole("button", { name: "Neuen Benutzer hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Neuen Benutzer hinzufügen" });
    await dialog.getByRole("button", { name: "Benutzer erstellen" }).click();
    await expect.element(dialog.getByText("Bitte füllen Sie alle Pflichtfelder aus.")).toBeVisible();
    await dialog.getByLabelText("Name").fill("Neu");
    await dialog.getByLabelText("E-Mail").fill("NEU@X.example");
    await expect.element(dialog.getByLabelText("E-Mail")).toHaveValue("neu@x.example");
    // A password the strong rule refuses is refused before sending; the rule's wording is core's to test.
    await dialog.getByLabelText(/^Passwort\*?$/).fill("Neu#20261");
    await dialog.getByRole("button", { name: "Benutzer erstellen" }).click();
    await expect
      .element(dialog.getByText("Bitte füllen Sie alle Pflichtfelder aus."))
      .not.toBeInTheDocument();
    await expect.element(dialog.getByRole("alert")).toBeVisible();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await dialog.getByLabelText(/^Passwort\*?$/).fill("Neu#202612");
    await dialog.getByRole("button", { name: "Benutzer erstellen" }).click();
    await expect.element(page.getByText("Benutzer erfolgreich erstellt!")).toBeVisible();
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
    await expect.element(page.getByText("neu@x.example")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Neu",
      email: "neu@x.example",
      password: "Neu#202612",
      role: "Gastro",
    });
  });

  it("given the server refuses, shows 'Fehler beim Erstellen des Benutzers: ' with its message and keeps the input", async () => {
    platformApi({
      "POST /api/users/register": () => ({
        status: 409,
        body: { success: false, message: "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits." },
      }),
    });
    await renderApp("/admin");
    await page.getByRole("button", { name: "Neuen Benutzer hinzufügen" }).click();
    const dialog = page.getByRole("dialog", { name: "Neuen Benutzer hinzufügen" });
    await dialog.getByLabelText("Name").fill("Doppelt");
    await dialog.getByLabelText("E-Mail").fill("admin@tischservice.example");
    await dialog.getByLabelText(/^Passwort\*?$/).fill("Doppelt#2026");
    await dialog.getByRole("button", { name: "Benutzer erstellen" }).click();
    await expect
      .element(
        dialog.getByText(
          "Fehler beim Erstellen des Benutzers: Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.",
        ),
      )
      .toBeVisible();
    await expect.element(dialog.getByLabelText("Name")).toHaveValue("Doppelt");
  });

  it("given 'Protokoll anzeigen', lists the audit log's sign-ins and changes", async () => {
    platformApi({
      "GET /api/admin/audit-log": () => ({
        body: {
          success: true,
          data: [
            {
              _id: "a-3",
              action: "settings_updated",
              actorEmail: "inhaber@trattoria.example",
              details: { restaurant: "Trattoria Demo", fields: "autoConfirmReservations, slotInterval" },
              created_at: "2026-05-14T09:40:00Z",
            },
            {
              _id: "a-2",
              action: "user_created",
              actorEmail: "admin@tischservice.example",
              details: { email: "neu@x.example", role: "Gastro" },
              created_at: "2026-05-14T09:30:00Z",
            },
            {
              _id: "a-1",
              action: "login",
              actorEmail: "admin@tischservice.example",
              created_at: "2026-05-14T09:00:00Z",
            },
          ],
        },
      }),
    });
    await renderApp("/admin/system");
    await page.getByRole("button", { name: "Protokoll anzeigen" }).click();
    const dialog = page.getByRole("dialog", { name: /Protokoll/ });
    await expect.element(dialog.getByRole("cell", { name: "Benutzer erstellt" })).toBeVisible();
    await expect.element(dialog.getByRole("cell", { name: "Anmeldung" })).toBeVisible();
    await expect.element(dialog.getByText("14.05.2026 11:30")).toBeVisible();
    const settingsRow = dialog.getByRole("row").filter({ hasText: "Einstellungen geändert" });
    await expect
      .element(settingsRow.getByText("Reservierungen automatisch bestätigen, Abstand der Zeitslots"))
      .toBeVisible();
    await expect.element(settingsRow.getByText("Trattoria Demo")).toBeVisible();
    await expect.element(dialog.getByText("Gastronomiebetrieb")).toBeVisible();
    expect(dialog.element().textContent).not.toMatch(/autoConfirmReservations|slotInterval|fields:|role:/);
  });

  it("given 'Datensicherung', downloads the server's export as a file", async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const json = platformApi();
    const fetchJson = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(stubbedRequest(input, init).url).pathname === "/api/admin/backup") {
        return new Response('{"format":"tischservice-backup"}', {
          headers: {
            "Content-Type": "application/json",
            "Content-Disposition": 'attachment; filename="backup-x.json"',
          },
        });
      }
      return fetchJson(input, init);
    });
    await renderApp("/admin/system");
    await page.getByRole("button", { name: "Datensicherung" }).click();
    await expect.element(page.getByText("Datensicherung heruntergeladen.")).toBeVisible();
    expect(clicks).toEqual(["backup-x.json"]);
    expect(json.length).toBeGreaterThan(0);
  });

  it("given the analytics tab, shows real counts and the reservations per week", async () => {
    platformApi({
      "GET /api/admin/analytics": () => ({
        body: {
          success: true,
          data: {
            restaurants: 2,
            users: { total: 7, admins: 1, gastro: 2, subusers: 1, customers: 3 },
            reservationsTotal: 42,
            reservationsPerWeek: [
              { weekStart: "2026-05-04", count: 5 },
              { weekStart: "2026-05-11", count: 9 },
            ],
          },
        },
      }),
    });
    await renderApp("/admin?tab=analytics");
    await expect.element(page.getByRole("heading", { name: "Reservierungen pro Woche" })).toBeVisible();
    await expect.element(page.getByText("42")).toBeVisible();
    await expect.element(page.getByRole("rowheader", { name: "11.05.2026" })).toBeVisible();
  });

  it("given a restaurant owner, shows 'Unauthorized'", async () => {
    platformApi({ "GET /api/users/me": () => ({ body: { success: true, user: ownerUser } }) });
    await renderApp("/admin");
    await expect.element(page.getByText("Unauthorized")).toBeVisible();
  });
});
