import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog.tsx";

function Example(props: { hideClose?: boolean; closeLabel?: string }) {
  return (
    <Dialog defaultOpen>
      <DialogContent {...props}>
        <DialogTitle>Trattoria</DialogTitle>
        <DialogDescription>Italienisch</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("given the close button, closes with the German label", async () => {
    await render(<Example />);
    await page.getByRole("button", { name: "Schließen" }).click();
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("given a close label, names the corner button by it", async () => {
    await render(<Example closeLabel="Details schließen" />);
    await expect.element(page.getByRole("button", { name: "Details schließen" })).toBeVisible();
  });

  it("given hideClose, leaves the corner button out", async () => {
    await render(<Example hideClose />);
    await expect.element(page.getByRole("dialog", { name: "Trattoria" })).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Schließen" })).not.toBeInTheDocument();
  });
});
