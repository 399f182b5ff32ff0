// The app's styles, so that axe judges contrast and target sizes as users see them.
import "../../../styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { FakeEventSource } from "../../../test/fake-api.ts";
import { guestProfile } from "../../../test/guest-book-fixtures.ts";
import { profileAnswer, profilePath, profileServer } from "../../../test/guest-profile-server.ts";
import { ownerApi, renderApp } from "../../../test/render-app.tsx";
import { seriousViolations } from "../../../test/serious-violations.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A save stores the sent note and tags; "Stammgast" stays the automatic tag. */
const savedNoteAndTags = (body: unknown) => {
  const { note, tags } = body as { note: string; tags: string[] };
  return { note, staffTags: tags, tags: ["Stammgast", ...tags] };
};

describe("guest profile page", () => {
  it("given a guest, shows the figures and the history linking to each reservation, with nothing serious for axe", async () => {
    const calls = ownerApi([], { [`GET ${profilePath}`]: () => profileAnswer(guestProfile()) });
    await renderApp("/guests/profile?email=anna%40example.com");
    await expect.element(page.getByRole("heading", { name: "Anna Schmidt", level: 1 })).toBeVisible();
    expect(calls.some((call) => call.path === `${profilePath}?email=anna%40example.com`)).toBe(true);
    await expect.element(page.getByText("Ø Personen")).toBeVisible();
    await expect.element(page.getByText("2,5")).toBeVisible();
    await expect.element(page.getByText("10.01.2026")).toBeVisible();
    await expect
      .element(page.getByRole("link", { name: /02\.05\.2026, 19:00/ }))
      .toHaveAttribute("href", "/app/reservation/res-1");
    await expect
      .element(page.getByRole("link", { name: /14\.03\.2026/ }))
      .toHaveTextContent("Nicht erschienen");
    await expect.element(page.getByRole("textbox", { name: "Notiz" })).toHaveValue("Nussallergie");
    await expect
      .element(page.getByRole("button", { name: "Allergie" }))
      .toHaveAttribute("aria-pressed", "true");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given VIP pressed, saves note and tags at once and says 'Gespeichert'", async () => {
    const calls = ownerApi([], profileServer(savedNoteAndTags));
    await renderApp("/guests/profile?email=anna%40example.com");
    await page.getByRole("button", { name: "VIP" }).click();
    await expect.element(page.getByText("Gespeichert")).toBeVisible();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.path).toBe(`${profilePath}?email=anna%40example.com`);
    expect(put?.body).toEqual({ note: "Nussallergie", tags: ["Allergie", "VIP"] });
    await expect.element(page.getByRole("button", { name: "VIP" })).toHaveAttribute("aria-pressed", "true");
  });

  it("given an own tag added and the note changed, saves each", async () => {
    const calls = ownerApi([], profileServer(savedNoteAndTags));
    await renderApp("/guests/profile?email=anna%40example.com");
    await page.getByRole("textbox", { name: "Eigener Tag" }).fill("Fensterplatz");
    await page.getByRole("button", { name: "Hinzufügen" }).click();
    await expect.element(page.getByRole("button", { name: "Tag „Fensterplatz“ entfernen" })).toBeVisible();
    await page.getByRole("textbox", { name: "Notiz" }).fill("Nussallergie, mag Rotwein");
    await page.getByRole("heading", { name: "Anna Schmidt" }).click();
    await expect
      .poll(() => calls.filter((call) => call.method === "PUT").map((call) => call.body))
      .toEqual([
        { note: "Nussallergie", tags: ["Allergie", "Fensterplatz"] },
        { note: "Nussallergie, mag Rotwein", tags: ["Allergie", "Fensterplatz"] },
      ]);
  });

  it("given a refusal, shows the server's German reason and 'Fehler beim Speichern', and keeps the saved tags", async () => {
    ownerApi([], {
      [`GET ${profilePath}`]: () => profileAnswer(guestProfile()),
      [`PUT ${profilePath}`]: () => ({
        status: 400,
        body: { success: false, code: "validation", message: "Höchstens 10 Tags pro Gast.", errors: [] },
      }),
    });
    await renderApp("/guests/profile?email=anna%40example.com");
    await page.getByRole("button", { name: "VIP" }).click();
    await expect.element(page.getByRole("alert")).toHaveTextContent("Höchstens 10 Tags pro Gast.");
    await expect.element(page.getByText("Fehler beim Speichern")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "VIP" })).toHaveAttribute("aria-pressed", "false");
  });

  it("given an unknown guest, shows the server's reason", async () => {
    ownerApi([], {
      [`GET ${profilePath}`]: () => ({
        status: 404,
        body: { success: false, code: "not_found", message: "Zu dieser Angabe ist kein Gast bekannt." },
      }),
    });
    await renderApp("/guests/profile?phone=%2B49999");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Zu dieser Angabe ist kein Gast bekannt.");
  });

  it("given a guests event (another device saved), shows the new note", async () => {
    let note = "Nussallergie";
    ownerApi([], { [`GET ${profilePath}`]: () => profileAnswer(guestProfile({ note })) });
    await renderApp("/guests/profile?email=anna%40example.com");
    await expect.element(page.getByRole("textbox", { name: "Notiz" })).toHaveValue("Nussallergie");
    note = "Glutenfrei";
    FakeEventSource.latest().emit({ type: "changed", data: { entity: "guests", action: "updated" } });
    await expect.element(page.getByRole("textbox", { name: "Notiz" })).toHaveValue("Glutenfrei");
  });
});
