import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { restaurant } from "../../../test/fixtures.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const anna = {
  _id: "s-1",
  name: "anna",
  email: "anna@trattoriademo",
  created_at: "2026-05-01T10:00:00Z",
  parentUserId: "u-owner",
};

describe("sub-users page", () => {
  it("given none, says 'Noch keine Unterbenutzer'; creating blocks other characters and shows the login name live", async () => {
    let list: unknown[] = [];
    const calls = ownerApi([], {
      "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: list } }),
      "POST /api/users/subuser": () => {
        list = [anna];
        return {
          status: 201,
          body: { success: true, message: "ok", loginUsername: "anna@trattoriademo" },
        };
      },
    });
    await renderApp("/subusers");
    await expect.element(page.getByRole("heading", { name: "Unterbenutzer", level: 1 })).toBeVisible();
    await expect.element(page.getByText("Noch keine Unterbenutzer")).toBeVisible();

    await page.getByRole("button", { name: "Unterbenutzer erstellen" }).click();
    const dialog = page.getByRole("dialog", { name: "Unterbenutzer erstellen" });
    const username = dialog.getByRole("textbox", { name: /^Benutzername/ });
    await username.fill("an-na!");
    await expect.element(username).toHaveValue("anna");
    await expect
      .element(dialog.getByText("Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten."))
      .toBeVisible();
    await expect.element(dialog.getByText("anna@trattoriademo", { exact: true })).toBeVisible();
    await expect
      .element(
        dialog.getByText(/Zugriff auf:.*Dashboard, Reservierungen, Kalender, Bestellungen, Tischkarte, Menü/),
      )
      .toBeVisible();
    await expect
      .element(
        dialog.getByText(
          /Kein Zugriff auf:.*Tische, Einstellungen, Raumdesigner, Statistiken, Unterbenutzer/,
        ),
      )
      .toBeVisible();

    await dialog.getByLabelText(/^Passwort\*?$/).fill("abc");
    await dialog.getByLabelText(/^Passwort bestätigen/).fill("abc");
    await dialog.getByRole("button", { name: "Erstellen" }).click();
    await expect.element(dialog.getByText("Passwort muss mindestens 6 Zeichen lang sein")).toBeVisible();
    await dialog.getByLabelText(/^Passwort\*?$/).fill("Kellner#1");
    await dialog.getByRole("button", { name: "Erstellen" }).click();
    await expect.element(dialog.getByText("Passwörter stimmen nicht überein")).toBeVisible();
    await dialog.getByLabelText(/^Passwort bestätigen/).fill("Kellner#1");
    await dialog.getByRole("button", { name: "Erstellen" }).click();

    await expect
      .element(page.getByText("Unterbenutzer erfolgreich erstellt! Anmeldename: anna@trattoriademo"))
      .toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      username: "anna",
      password: "Kellner#1",
      confirmPassword: "Kellner#1",
      parentUserId: "u-owner",
      restaurantId: "r-1",
    });
    const card = page.getByRole("article", { name: "anna" });
    await expect.element(card.getByText("anna@trattoriademo")).toBeVisible();
    await expect.element(card.getByText("Unterbenutzer", { exact: true })).toBeVisible();
    await expect.element(card.getByText("Erstellt am 01.05.2026")).toBeVisible();
    await expect.element(card.getByText(/Kein Zugriff auf:.*Statistiken/)).toBeVisible();
    await expect.element(page.getByText("1 Unterbenutzer erstellt")).toBeVisible();
  });

  it("given a restaurant whose slug differs from its name's, shows the login with the slug", async () => {
    ownerApi([], {
      "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
      // A second "Trattoria Demo", or one renamed since it was created: the server's slug decides.
      "GET /api/restaurants/r-1": () => ({
        body: { success: true, data: { ...restaurant, slug: "trattoriademo2" } },
      }),
    });
    await renderApp("/subusers");
    await page.getByRole("button", { name: "Unterbenutzer erstellen" }).click();
    const dialog = page.getByRole("dialog", { name: "Unterbenutzer erstellen" });
    await dialog.getByRole("textbox", { name: /^Benutzername/ }).fill("kellner");
    await expect.element(dialog.getByText("kellner@trattoriademo2", { exact: true })).toBeVisible();
  });

  it("given a sub-user, deletes them only after the confirm with their name", async () => {
    let list: unknown[] = [anna];
    const calls = ownerApi([], {
      "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: list } }),
      "DELETE /api/users/subuser/s-1": () => {
        list = [];
        return { body: { success: true, message: "Unterbenutzer erfolgreich gelöscht!" } };
      },
    });
    await renderApp("/subusers");
    await page.getByRole("button", { name: "Unterbenutzer anna löschen" }).click();
    const confirm = page.getByRole("alertdialog", {
      name: 'Möchten Sie den Unterbenutzer "anna" wirklich löschen?',
    });
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await page.getByRole("button", { name: "Unterbenutzer anna löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect.element(page.getByText("Unterbenutzer erfolgreich gelöscht!")).toBeVisible();
    await expect.element(page.getByText("Noch keine Unterbenutzer")).toBeVisible();
  });

  it("given a taken name, shows 'Fehler beim Erstellen: {message}' in the dialog", async () => {
    ownerApi([], {
      "GET /api/users/subusers/u-owner": () => ({ body: { success: true, data: [] } }),
      "POST /api/users/subuser": () => ({
        status: 409,
        body: { success: false, message: "Dieser Benutzername ist bereits vergeben." },
      }),
    });
    await renderApp("/subusers");
    await page.getByRole("button", { name: "Unterbenutzer erstellen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /^Benutzername/ }).fill("anna");
    await dialog.getByLabelText(/^Passwort\*?$/).fill("Kellner#1");
    await dialog.getByLabelText(/^Passwort bestätigen/).fill("Kellner#1");
    await dialog.getByRole("button", { name: "Erstellen" }).click();
    await expect
      .element(dialog.getByText("Fehler beim Erstellen: Dieser Benutzername ist bereits vergeben."))
      .toBeVisible();
  });

  it("given the list cannot be loaded, offers 'Erneut versuchen'", async () => {
    ownerApi([], {
      "GET /api/users/subusers/u-owner": () => ({ status: 500, body: { success: false, message: "kaputt" } }),
    });
    await renderApp("/subusers");
    await expect.element(page.getByText("Die Unterbenutzer konnten nicht geladen werden.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  });
});
