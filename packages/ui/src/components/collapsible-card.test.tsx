import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { CollapsibleCard } from "./collapsible-card.tsx";

describe("CollapsibleCard", () => {
  it("given the defaults, starts expanded and folds on click", async () => {
    const screen = await render(
      <CollapsibleCard title="Öffnungszeiten">
        <p>Montag geschlossen</p>
      </CollapsibleCard>,
    );
    const trigger = screen.getByRole("button", { name: "Öffnungszeiten" });
    await expect.element(trigger).toHaveAttribute("aria-expanded", "true");
    await expect.element(screen.getByText("Montag geschlossen")).toBeVisible();
    await trigger.click();
    await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
    await expect.element(screen.getByText("Montag geschlossen")).not.toBeInTheDocument();
  });

  it("given a heading level, puts the trigger in that heading", async () => {
    const screen = await render(
      <CollapsibleCard title="Unterbenutzer" headingLevel={3}>
        x
      </CollapsibleCard>,
    );
    await expect.element(screen.getByRole("heading", { level: 3, name: "Unterbenutzer" })).toBeVisible();
  });
});
