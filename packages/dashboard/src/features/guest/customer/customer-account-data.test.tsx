import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ApiError } from "../../../api/http.ts";
import { guestExport } from "../../../test/guest-privacy-fixtures.ts";
import { CustomerAccountData } from "./customer-account-data.tsx";

describe("CustomerAccountData", () => {
  it("given the download, fetches the data once and offers it as a JSON file", async () => {
    const onFetch = vi.fn(async () => guestExport);
    await render(<CustomerAccountData onFetch={onFetch} onDelete={vi.fn()} />);
    await page.getByRole("button", { name: "Meine Daten herunterladen" }).click();
    const link = page.getByRole("link", { name: "Export herunterladen" });
    await expect.element(link).toHaveAttribute("download", "gastdaten-2026-11-24.json");
    expect(JSON.parse(await (await fetch((link.element() as HTMLAnchorElement).href)).text())).toEqual(
      guestExport,
    );
    expect(onFetch).toHaveBeenCalledTimes(1);
  });

  it("given the deletion, asks for the password; a wrong one shows the server's message and deletes nothing", async () => {
    const onDelete = vi.fn(async (password: string) => {
      if (password !== "Geheim#2026") {
        throw new ApiError(
          400,
          "Das aktuelle Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.",
          {},
        );
      }
    });
    await render(<CustomerAccountData onFetch={vi.fn()} onDelete={onDelete} />);
    await page.getByRole("button", { name: "Konto löschen" }).click();
    const dialog = page.getByRole("dialog", { name: "Konto endgültig löschen?" });
    await expect.element(dialog.getByRole("button", { name: "Konto löschen" })).toBeDisabled();
    await dialog.getByLabelText(/Ihr Passwort zur Bestätigung/).fill("falsch");
    await dialog.getByRole("button", { name: "Konto löschen" }).click();
    await expect
      .element(dialog.getByRole("alert"))
      .toHaveTextContent("Das aktuelle Passwort ist nicht korrekt.");
    await dialog.getByLabelText(/Ihr Passwort zur Bestätigung/).fill("Geheim#2026");
    await dialog.getByRole("button", { name: "Konto löschen" }).click();
    await expect
      .poll(() => onDelete.mock.calls.map(([password]) => password))
      .toEqual(["falsch", "Geheim#2026"]);
  });
});
