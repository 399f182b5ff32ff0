// The app's styles: the phone layout of the account list is CSS.
import "../../styles.css";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { onDesktopScreen } from "../../test/desktop-screen.ts";
import { type FakeRequest, type Route, stubApi, stubEventSource } from "../../test/fake-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { adminOverview } from "./admin-test-api.ts";

onDesktopScreen();

const admin = {
  _id: "u-admin",
  name: "Ada Admin",
  email: "admin@tischservice.de",
  role: "Admin",
  created_at: "2026-01-02T08:00:00Z",
  emailVerified: true,
  emailVerifiedAt: "2026-01-02T08:00:00Z",
};
const owner = {
  _id: "u-owner",
  name: "Giulia Rossi",
  email: "inhaber@trattoria.de",
  role: "Gastro",
  restaurantId: "r-1",
  created_at: "2026-02-10T08:00:00Z",
  emailVerified: true,
  emailVerifiedAt: "2026-02-11T09:00:00Z",
};
const signup = {
  _id: "u-new",
  name: "Neu Angemeldet",
  email: "neu@bistro.de",
  role: "Gastro",
  created_at: "2026-05-13T18:00:00Z",
  emailVerified: false,
};
const blocked = {
  _id: "u-blocked",
  name: "Gesperrt",
  email: "gesperrt@bistro.de",
  role: "Gastro",
  created_at: "2026-03-01T08:00:00Z",
  emailVerified: true,
  deactivated: true,
};
const demoOwner = {
  _id: "u-demo",
  name: "Demo Inhaber",
  email: "inhaber@hirsch.example",
  role: "Gastro",
  isDemo: true,
  restaurantId: "r-demo",
};
const trattoria = {
  _id: "r-1",
  name: "Trattoria Rossi",
  ownerId: "u-owner",
  ownerName: "Giulia Rossi",
  ownerEmail: "inhaber@trattoria.de",
  listed: true,
};
const hirsch = { _id: "r-demo", name: "Zum Goldenen Hirsch", ownerId: "u-demo", isDemo: true, listed: true };

/** The search a list page asked for (`q`), lower case; "" for none. */
const searchOf = (request: FakeRequest) =>
  (new URL(request.path, "http://dashboard.test").searchParams.get("q") ?? "").toLowerCase();
/** A page as the server answers it: the matching entries, all on one page. */
const pageOf = (entries: Array<Record<string, unknown>>, request: FakeRequest, fields: string[]) => {
  const q = searchOf(request);
  const data = entries.filter((entry) =>
    fields.some((field) =>
      String(entry[field] ?? "")
        .toLowerCase()
        .includes(q),
    ),
  );
  return { body: { success: true, data, nextCursor: null, total: data.length } };
};

/**
 * An admin's server with state: the PATCH and DELETE routes change the lists that the next GET answers.
 * `refuse` answers 409 with the server's message for the named route.
 */
function adminServer(options: { refuse?: Record<string, string>; me?: Record<string, unknown> } = {}) {
  let users: Array<Record<string, unknown>> = [admin, owner, signup, blocked, demoOwner];
  let restaurants: Array<Record<string, unknown>> = [trattoria, hirsch];
  const refusal = (key: string) =>
    options.refuse?.[key] ? { status: 409, body: { success: false, message: options.refuse[key] } } : null;
  const idOf = (request: FakeRequest) => request.path.split("?")[0]?.split("/").at(-1) ?? "";
  const routes: Record<string, Route> = {
    "GET /api/users/me": () => ({ body: { success: true, user: options.me ?? admin } }),
    "GET /api/users": (request) => pageOf(users, request, ["name", "email"]),
    "GET /api/restaurants": (request) => pageOf(restaurants, request, ["name", "address", "cuisine"]),
    "GET /api/health": () => ({ body: { ok: true, db: "pglite" } }),
    "GET /api/admin/overview": () =>
      adminOverview({
        users: users.length,
        restaurants: restaurants.length,
        demo: {
          users: users.filter((user) => user.isDemo).length,
          restaurants: restaurants.filter((restaurant) => restaurant.isDemo).length,
        },
      }),
  };
  for (const id of users.map((user) => String(user._id))) {
    routes[`PATCH /api/admin/users/${id}`] = (request) => {
      const refused = refusal("PATCH user");
      if (refused) return refused;
      const { deactivated } = request.body as { deactivated: boolean };
      users = users.map((user) => (user._id === idOf(request) ? { ...user, deactivated } : user));
      return {
        body: { success: true, message: "ok", user: users.find((user) => user._id === idOf(request)) },
      };
    };
    routes[`DELETE /api/admin/users/${id}`] = (request) => {
      const refused = refusal("DELETE user");
      if (refused) return refused;
      users = users.filter((user) => user._id !== idOf(request));
      return { body: { success: true, message: "ok" } };
    };
  }
  for (const id of restaurants.map((restaurant) => String(restaurant._id))) {
    routes[`PATCH /api/admin/restaurants/${id}`] = (request) => {
      const { listed } = request.body as { listed: boolean };
      restaurants = restaurants.map((restaurant) =>
        restaurant._id === idOf(request) ? { ...restaurant, listed } : restaurant,
      );
      return { body: { success: true, message: "ok" } };
    };
  }
  routes["DELETE /api/admin/demo-data"] = () => {
    const refused = refusal("DELETE demo");
    if (refused) return refused;
    const deleted = {
      users: users.filter((user) => user.isDemo).length,
      restaurants: restaurants.filter((restaurant) => restaurant.isDemo).length,
    };
    users = users.filter((user) => !user.isDemo);
    restaurants = restaurants.filter((restaurant) => !restaurant.isDemo);
    return { body: { success: true, message: "ok", deleted } };
  };
  routes["POST /api/users/change-password"] = () => ({
    body: { success: true, message: "Passwort erfolgreich geändert!" },
  });
  let signedIn = true;
  routes["GET /api/users/me"] = () =>
    signedIn
      ? { body: { success: true, user: options.me ?? admin } }
      : { status: 401, body: { success: false, message: "Bitte melden Sie sich an." } };
  routes["POST /api/users/logout-all"] = () => {
    signedIn = false;
    return { body: { success: true, message: "Sie wurden auf allen Geräten abgemeldet." } };
  };
  stubEventSource();
  const calls = stubApi(routes);
  return {
    calls,
    sent: (method: string, prefix: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(prefix)),
  };
}

const users = () => page.getByRole("table", { name: "Benutzerverwaltung" });
const row = (name: string) => users().getByRole("row").filter({ hasText: name });

describe("admin account management", () => {
  it("given sign-ups, shows each account's state with its date, the demo mark and no actions on one's own row", async () => {
    adminServer();
    await renderApp("/admin");
    await expect.element(row("Giulia Rossi").getByText("Bestätigt", { exact: true })).toBeVisible();
    await expect.element(row("Giulia Rossi").getByText("bestätigt am 11.02.2026")).toBeVisible();
    await expect.element(row("Neu Angemeldet").getByText("Unbestätigt", { exact: true })).toBeVisible();
    await expect.element(row("Neu Angemeldet").getByText("registriert am 13.05.2026")).toBeVisible();
    await expect.element(row("Gesperrt").getByText("Deaktiviert", { exact: true })).toBeVisible();
    await expect.element(row("Gesperrt").getByRole("button", { name: "Aktivieren" })).toBeVisible();
    await expect.element(row("Demo Inhaber").getByText("Demo-Daten")).toBeVisible();
    await expect.element(row("Ada Admin").getByText("Das sind Sie")).toBeVisible();
    await expect.element(row("Ada Admin").getByRole("button")).not.toBeInTheDocument();
  });

  it("given a 390 px phone, shows every account's actions on screen without scrolling sideways", async () => {
    await page.viewport(390, 844);
    adminServer();
    await renderApp("/admin");
    const remove = row("Giulia Rossi").getByRole("button", { name: "Löschen" });
    await expect.element(remove).toBeVisible();
    const table = users().element();
    expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    expect(remove.element().getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect.element(row("Giulia Rossi").getByText("Bestätigt", { exact: true })).toBeVisible();
  });

  it("given 'Deaktivieren' confirmed, sends it, confirms it and shows the reloaded state", async () => {
    const server = adminServer();
    await renderApp("/admin");
    await row("Giulia Rossi").getByRole("button", { name: "Deaktivieren" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Benutzer deaktivieren?" });
    await expect.element(dialog.getByText(/Giulia Rossi kann sich nicht mehr anmelden/)).toBeVisible();
    await dialog.getByRole("button", { name: "Deaktivieren" }).click();
    await expect.element(page.getByText("Der Benutzer wurde deaktiviert.")).toBeVisible();
    await expect.element(row("Giulia Rossi").getByText("Deaktiviert")).toBeVisible();
    expect(server.sent("PATCH", "/api/admin/users/u-owner").map((call) => call.body)).toEqual([
      { deactivated: true },
    ]);
  });

  it("given 'Abbrechen' in the confirm dialog, changes nothing", async () => {
    const server = adminServer();
    await renderApp("/admin");
    await row("Giulia Rossi").getByRole("button", { name: "Löschen" }).click();
    await page
      .getByRole("alertdialog", { name: "Benutzer löschen?" })
      .getByRole("button", { name: "Abbrechen" })
      .click();
    await expect.element(page.getByRole("alertdialog")).not.toBeInTheDocument();
    await expect.element(row("Giulia Rossi").getByRole("button", { name: "Löschen" })).toHaveFocus();
    expect(server.sent("DELETE", "/api/admin")).toEqual([]);
  });

  it("given 'Aktivieren' confirmed on a deactivated account, reactivates it", async () => {
    const server = adminServer();
    await renderApp("/admin");
    await row("Gesperrt").getByRole("button", { name: "Aktivieren" }).click();
    await page
      .getByRole("alertdialog", { name: "Benutzer wieder aktivieren?" })
      .getByRole("button", { name: "Aktivieren" })
      .click();
    await expect.element(page.getByText("Der Benutzer wurde wieder aktiviert.")).toBeVisible();
    await expect.element(row("Gesperrt").getByRole("button", { name: "Deaktivieren" })).toBeVisible();
    expect(server.sent("PATCH", "/api/admin/users/u-blocked").map((call) => call.body)).toEqual([
      { deactivated: false },
    ]);
  });

  it("given 'Löschen' confirmed, deletes the account and the reloaded list no longer has it", async () => {
    const server = adminServer();
    await renderApp("/admin");
    await row("Neu Angemeldet").getByRole("button", { name: "Löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Benutzer löschen?" });
    await expect.element(dialog.getByText(/Neu Angemeldet wird endgültig gelöscht/)).toBeVisible();
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await expect.element(page.getByText("Der Benutzer wurde gelöscht.")).toBeVisible();
    await expect.element(row("Neu Angemeldet")).not.toBeInTheDocument();
    expect(server.sent("DELETE", "/api/admin/users/u-new")).toHaveLength(1);
  });

  it("given the server refuses (409, the last admin), shows its message, reloads and keeps the account", async () => {
    const server = adminServer({
      refuse: {
        "DELETE user": "Der letzte aktive Administrator kann nicht deaktiviert oder gelöscht werden.",
      },
    });
    await renderApp("/admin");
    await expect.element(row("Giulia Rossi")).toBeVisible();
    const loads = server.sent("GET", "/api/users?").length;
    await row("Giulia Rossi").getByRole("button", { name: "Löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect
      .element(page.getByText("Der letzte aktive Administrator kann nicht deaktiviert oder gelöscht werden."))
      .toBeVisible();
    await expect.poll(() => server.sent("GET", "/api/users?").length).toBeGreaterThan(loads);
    await expect.element(row("Giulia Rossi")).toBeVisible();
    await expect.element(page.getByText("Der Benutzer wurde gelöscht.")).not.toBeInTheDocument();
  });

  it("given 'Ausblenden' on a restaurant, hides it from the partner list and shows the reloaded state", async () => {
    const server = adminServer();
    await renderApp("/admin?tab=restaurants");
    const card = page.getByRole("listitem").filter({ hasText: "Trattoria Rossi" });
    await expect.element(card.getByText("Sichtbar")).toBeVisible();
    await card.getByRole("button", { name: "Ausblenden" }).click();
    await expect
      .element(page.getByText("Das Restaurant wird nicht mehr in der Partnerliste gezeigt."))
      .toBeVisible();
    await expect.element(card.getByText("Ausgeblendet")).toBeVisible();
    await expect.element(card.getByRole("button", { name: "Einblenden" })).toBeVisible();
    expect(server.sent("PATCH", "/api/admin/restaurants/r-1").map((call) => call.body)).toEqual([
      { listed: false },
    ]);
    await expect
      .element(page.getByRole("listitem").filter({ hasText: "Zum Goldenen Hirsch" }).getByText("Demo-Daten"))
      .toBeVisible();
  });

  it("given demo data, deletes it all after a confirm naming the counts, then offers it no more", async () => {
    const server = adminServer();
    await renderApp("/admin/system");
    await page.getByRole("button", { name: "Alle Demo-Daten löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Alle Demo-Daten löschen?" });
    await expect.element(dialog.getByText(/Betroffen: 1 Konto und 1 Restaurant\./)).toBeVisible();
    await expect
      .element(
        dialog.getByText(
          /Wer mit einem Demo-Konto angemeldet ist, auch als Administrator, wird dabei abgemeldet\./,
        ),
      )
      .toBeVisible();
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect.element(page.getByText("Demo-Daten gelöscht: 1 Konto und 1 Restaurant.")).toBeVisible();
    await expect
      .element(page.getByRole("button", { name: "Alle Demo-Daten löschen" }))
      .not.toBeInTheDocument();
    await page
      .getByRole("navigation", { name: "Admin-Menü" })
      .getByRole("link", { name: "Benutzer" })
      .click();
    await expect.element(row("Giulia Rossi")).toBeVisible();
    await expect.element(row("Demo Inhaber")).not.toBeInTheDocument();
    expect(server.sent("DELETE", "/api/admin/demo-data")).toHaveLength(1);
  });

  it("given a demo administrator, says in the confirm dialog that nothing will be deleted, then shows the server's refusal and keeps the demo data", async () => {
    adminServer({
      me: { ...admin, isDemo: true },
      refuse: {
        "DELETE demo":
          "Sie sind mit einem Demo-Konto angemeldet. Melden Sie sich mit einem eigenen Administratorkonto an, um die Demo-Daten zu löschen.",
      },
    });
    await renderApp("/admin/system");
    await page.getByRole("button", { name: "Alle Demo-Daten löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Alle Demo-Daten löschen?" });
    await expect
      .element(dialog)
      .toHaveAccessibleDescription(
        "Sie sind mit einem Demo-Konto angemeldet. Deshalb lehnt der Server das Löschen ab und es wird nichts gelöscht. Melden Sie sich mit einem eigenen Administratorkonto an, um die Demo-Daten zu löschen.",
      );
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect.element(page.getByText(/Sie sind mit einem Demo-Konto angemeldet/)).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Alle Demo-Daten löschen" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Admin-Menü" })
      .getByRole("link", { name: "Benutzer" })
      .click();
    await expect.element(row("Demo Inhaber")).toBeVisible();
  });

  it("given no demo data, offers no demo deletion", async () => {
    stubEventSource();
    stubApi({
      "GET /api/users/me": () => ({ body: { success: true, user: admin } }),
      "GET /api/users": () => ({ body: { success: true, data: [admin, owner] } }),
      "GET /api/restaurants": () => ({ body: { success: true, data: [trattoria] } }),
      "GET /api/admin/overview": () =>
        adminOverview({ users: 2, restaurants: 1, demo: { users: 0, restaurants: 0 } }),
    });
    await renderApp("/admin");
    await expect.element(row("Giulia Rossi")).toBeVisible();
    await page.getByRole("navigation", { name: "Admin-Menü" }).getByRole("link", { name: "System" }).click();
    await expect.element(page.getByRole("button", { name: "Datensicherung" })).toBeVisible();
    await expect
      .element(page.getByRole("button", { name: "Alle Demo-Daten löschen" }))
      .not.toBeInTheDocument();
  });

  it("given 'Passwort ändern' in 'Ihr Konto', changes the admin's own password with the owners' panel", async () => {
    const server = adminServer();
    await renderApp("/admin");
    const account = page.getByRole("heading", { name: "Ihr Konto" });
    await expect.element(account).toBeVisible();
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await page.getByLabelText("Aktuelles Passwort", { exact: true }).fill("Admin#2026");
    await page.getByLabelText("Neues Passwort", { exact: true }).fill("Neu#Sicher2026");
    await page.getByLabelText("Neues Passwort bestätigen", { exact: true }).fill("Neu#Sicher2026");
    await page.getByRole("button", { name: "Passwort ändern" }).last().click();
    await expect.element(page.getByText("Passwort erfolgreich geändert!")).toBeVisible();
    expect(server.sent("POST", "/api/users/change-password").map((call) => call.body)).toEqual([
      { userId: "u-admin", currentPassword: "Admin#2026", newPassword: "Neu#Sicher2026" },
    ]);
  });

  it("given 'Überall abmelden' in 'Ihr Konto', ends every session of the admin and shows the sign-in", async () => {
    const server = adminServer();
    const { history } = await renderApp("/admin");
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Überall abmelden" }).click();
    await expect.element(page.getByRole("heading", { name: "Willkommen zurück" })).toBeVisible();
    expect(history.location.pathname).toBe("/app/login");
    expect(server.sent("POST", "/api/users/logout-all")).toHaveLength(1);
  });
});
