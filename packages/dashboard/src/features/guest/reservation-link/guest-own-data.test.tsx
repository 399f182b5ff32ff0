import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError } from "../../../api/http.ts";
import { GuestOwnData } from "./guest-own-data.tsx";

const mailed = "Wir haben Ihnen Ihre gespeicherten Daten an die E-Mail-Adresse dieser Reservierung gesendet.";

describe("GuestOwnData", () => {
  it("given the download, asks for the export once and says where it went", async () => {
    const onExport = vi.fn(async () => mailed);
    await render(<GuestOwnData canErase={false} onExport={onExport} onErase={vi.fn()} onErased={vi.fn()} />);
    await page.getByRole("button", { name: "Meine Daten herunterladen" }).click();
    await expect.element(page.getByText(mailed)).toBeVisible();
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it("given a visit still ahead, offers no erasure and says when it opens", async () => {
    await render(<GuestOwnData canErase={false} onExport={vi.fn()} onErase={vi.fn()} onErased={vi.fn()} />);
    await expect.element(page.getByRole("button", { name: "Meine Daten löschen" })).not.toBeInTheDocument();
    await expect
      .element(page.getByText("Nach Ihrem Besuch oder nach einer Stornierung können Sie Ihre Daten"))
      .toBeVisible();
  });

  it("given the erasure, asks first and hands the answer on once confirmed", async () => {
    const onErase = vi.fn(
      async () => "Die Daten wurden gelöscht: 1 Reservierung anonymisiert, 2 E-Mails gelöscht.",
    );
    const onErased = vi.fn();
    await render(<GuestOwnData canErase onExport={vi.fn()} onErase={onErase} onErased={onErased} />);
    await page.getByRole("button", { name: "Meine Daten löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Ihre Daten löschen?" });
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    expect(onErase).not.toHaveBeenCalled();
    await page.getByRole("button", { name: "Meine Daten löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect.poll(() => onErased.mock.calls.length).toBe(1);
    expect(onErased).toHaveBeenCalledWith(
      "Die Daten wurden gelöscht: 1 Reservierung anonymisiert, 2 E-Mails gelöscht.",
    );
  });

  it("given a refusal, shows the server's German message", async () => {
    const onErase = vi.fn(async (): Promise<string> => {
      throw new ApiError(409, "Sie haben bei diesem Restaurant noch eine bevorstehende Reservierung.", {});
    });
    await render(<GuestOwnData canErase onExport={vi.fn()} onErase={onErase} onErased={vi.fn()} />);
    await page.getByRole("button", { name: "Meine Daten löschen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect
      .element(page.getByText("Sie haben bei diesem Restaurant noch eine bevorstehende Reservierung."))
      .toBeVisible();
  });
});
