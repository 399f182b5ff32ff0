import type { GuestDataExport } from "@tischservice/core";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError } from "../../../../api/http.ts";
import {
  emptyExport,
  guestExport,
  guestExportWithAccount,
  guestExportWithEnquiry,
} from "../../../../test/guest-privacy-fixtures.ts";
import { GuestPrivacyPanel } from "./guest-privacy-panel.tsx";

const erased = { message: "Die Daten wurden gelöscht: 2 Reservierungen anonymisiert, 2 E-Mails gelöscht." };

async function searchFor(typed: string) {
  await page.getByRole("textbox", { name: "E-Mail-Adresse oder Telefonnummer" }).fill(typed);
  await page.getByRole("button", { name: "Suchen" }).click();
}

describe("GuestPrivacyPanel", () => {
  it("given nothing typed, cannot search", async () => {
    await render(<GuestPrivacyPanel onLookup={vi.fn()} onErase={vi.fn()} />);
    await expect.element(page.getByRole("button", { name: "Suchen" })).toBeDisabled();
  });

  it("given a guest, lists their reservations and mails and offers the export as a JSON download", async () => {
    const onLookup = vi.fn(async (): Promise<GuestDataExport> => guestExport);
    await render(<GuestPrivacyPanel onLookup={onLookup} onErase={vi.fn()} />);
    await searchFor("  erika@beispiel.de ");
    expect(onLookup).toHaveBeenCalledWith("erika@beispiel.de");
    await expect.element(page.getByText("24.12.2026, 19:00")).toBeVisible();
    await expect.element(page.getByText("Storniert")).toBeVisible();
    await expect.element(page.getByText("4 Gäste")).toBeVisible();
    await expect.element(page.getByText("2 E-Mails an den Gast")).toBeVisible();
    const link = page.getByRole("link", { name: "Export herunterladen" });
    await expect.element(link).toHaveAttribute("download", "gastdaten-2026-11-24.json");
    const href = (link.element() as HTMLAnchorElement).href;
    expect(JSON.parse(await (await fetch(href)).text())).toEqual(guestExport);
  });

  it("given a guest who sent a large group's enquiry, lists it with its state under Gruppenanfragen", async () => {
    await render(<GuestPrivacyPanel onLookup={async () => guestExportWithEnquiry} onErase={vi.fn()} />);
    await searchFor("erika@beispiel.de");
    await expect.element(page.getByRole("heading", { name: "Gruppenanfragen" })).toBeVisible();
    await expect.element(page.getByText("31.12.2026, 19:30")).toBeVisible();
    await expect.element(page.getByText("18 Gäste")).toBeVisible();
    await expect.element(page.getByText("Abgelehnt")).toBeVisible();
  });

  it("given a guest without enquiries, shows no Gruppenanfragen heading", async () => {
    await render(<GuestPrivacyPanel onLookup={async () => guestExport} onErase={vi.fn()} />);
    await searchFor("erika@beispiel.de");
    await expect.element(page.getByText("2 E-Mails an den Gast")).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Gruppenanfragen" })).not.toBeInTheDocument();
  });

  it("given nobody found, says so and offers nothing to erase", async () => {
    await render(<GuestPrivacyPanel onLookup={async () => emptyExport} onErase={vi.fn()} />);
    await searchFor("niemand@beispiel.de");
    await expect.element(page.getByText("Zu dieser Angabe sind keine Daten gespeichert.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Daten löschen" })).not.toBeInTheDocument();
  });

  it("given the erasure, asks first; cancelling erases nothing, confirming erases once and says what was done", async () => {
    const onErase = vi.fn(async () => erased);
    await render(<GuestPrivacyPanel onLookup={async () => guestExport} onErase={onErase} />);
    await searchFor("030 1234567");
    await page.getByRole("button", { name: "Daten löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Daten dieses Gastes löschen?" });
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onErase).not.toHaveBeenCalled();
    await page.getByRole("button", { name: "Daten löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect.element(page.getByRole("status")).toHaveTextContent(erased.message);
    expect(onErase).toHaveBeenCalledExactlyOnceWith("030 1234567");
    await expect.element(page.getByRole("link", { name: "Export herunterladen" })).not.toBeInTheDocument();
  });

  it("given a refusal, shows the server's German message and keeps the guest on screen", async () => {
    const onErase = vi.fn(async () => {
      throw new ApiError(404, "Zu dieser Angabe sind keine Daten gespeichert.", {});
    });
    await render(<GuestPrivacyPanel onLookup={async () => guestExport} onErase={onErase} />);
    await searchFor("erika@beispiel.de");
    await page.getByRole("button", { name: "Daten löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Zu dieser Angabe sind keine Daten gespeichert.");
    await expect.element(page.getByText("24.12.2026, 19:00")).toBeVisible();
  });

  it("given no answer, says in German that it failed", async () => {
    await render(
      <GuestPrivacyPanel
        onLookup={async () => {
          throw new TypeError("offline");
        }}
        onErase={vi.fn()}
      />,
    );
    await searchFor("erika@beispiel.de");
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
  });

  it("given the platform scope (admin), searches by address and shows each restaurant and the customer account", async () => {
    await render(
      <GuestPrivacyPanel scope="platform" onLookup={async () => guestExportWithAccount} onErase={vi.fn()} />,
    );
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("erika@beispiel.de");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect.element(page.getByText("Kundenkonto: Erika M. (erika@beispiel.de)")).toBeVisible();
    await expect.element(page.getByText("Trattoria Bella Vista").first()).toBeVisible();
  });
});
