import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LogoutEverywhere } from "./logout-everywhere.tsx";

describe("LogoutEverywhere", () => {
  it("given the button, asks first; cancelling signs nobody out", async () => {
    const onConfirm = vi.fn(async () => {});
    await render(<LogoutEverywhere onConfirm={onConfirm} />);
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Auf allen Geräten abmelden?" });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByText("Sie werden auf allen Geräten abgemeldet, auch hier."))
      .toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("given the confirmation, signs out everywhere once and shows that it is under way", async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await render(<LogoutEverywhere onConfirm={onConfirm} />);
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Überall abmelden" }).click();
    await expect.element(page.getByRole("button", { name: "Wird abgemeldet..." })).toBeVisible();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    await expect.element(page.getByRole("button", { name: "Überall abmelden" })).toBeVisible();
  });

  it("given a failure, says so in German and stays signed in", async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error("offline");
    });
    await render(<LogoutEverywhere onConfirm={onConfirm} />);
    await page.getByRole("button", { name: "Überall abmelden" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Überall abmelden" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
  });
});
