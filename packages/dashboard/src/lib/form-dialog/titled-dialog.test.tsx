import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TitledDialog } from "./titled-dialog.tsx";

describe("TitledDialog", () => {
  it("given a description, names the dialog by its title and describes it visibly", async () => {
    render(
      <TitledDialog open onOpenChange={() => {}} title="Sonderöffnungszeit" description="Eigene Zeiten.">
        <p>Inhalt</p>
      </TitledDialog>,
    );
    const dialog = page.getByRole("dialog", { name: "Sonderöffnungszeit" });
    await expect.element(dialog).toHaveAccessibleDescription("Eigene Zeiten.");
    await expect.element(page.getByText("Eigene Zeiten.")).not.toHaveClass("sr-only");
    await expect.element(dialog.getByText("Inhalt")).toBeVisible();
  });

  it("given no description, describes the dialog by its title for screen readers only", async () => {
    render(
      <TitledDialog open onOpenChange={() => {}} title="Protokolle">
        <p>Inhalt</p>
      </TitledDialog>,
    );
    const dialog = page.getByRole("dialog", { name: "Protokolle" });
    await expect.element(dialog).toHaveAccessibleDescription("Protokolle");
    await expect.element(page.getByText("Protokolle", { exact: true }).last()).toHaveClass("sr-only");
  });
});
