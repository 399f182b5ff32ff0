import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Button } from "./button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog.tsx";

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Details</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Trattoria</DialogTitle>
        <DialogDescription>Italienisch</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("given the trigger is clicked, opens a named dialog", async () => {
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Details" }).click();
    await expect.element(page.getByRole("dialog", { name: "Trattoria" })).toBeVisible();
  });

  it("given the close button, closes with the German label", async () => {
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Details" }).click();
    await page.getByRole("button", { name: "Schließen" }).click();
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("given Escape, closes", async () => {
    const screen = await render(<Example />);
    await screen.getByRole("button", { name: "Details" }).click();
    await expect.element(page.getByRole("dialog")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });
});
