import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { seriousViolations } from "../../../../test/serious-violations.ts";
import { StoryRouter } from "../../../../test/story-router.tsx";
import { CombinationsNote } from "./combinations-note.tsx";

describe("CombinationsNote (Einstellungen → Kapazität)", () => {
  it("given no combination, says tables are joined automatically and links to define them in Tische", async () => {
    await render(
      <StoryRouter path="/settings">
        <CombinationsNote count={0} />
      </StoryRouter>,
    );
    await expect
      .element(
        page.getByText(
          "Große Gruppen: Es sind noch keine Tischkombinationen festgelegt – zwei oder drei Tische eines Raums werden automatisch zusammengelegt.",
        ),
      )
      .toBeVisible();
    const link = page.getByRole("link", { name: "Kombinationen festlegen" });
    await expect.element(link).toHaveAttribute("href", "/app/tables#table-combinations");
    expect(await seriousViolations()).toEqual([]);
  });

  it("given three combinations, says only those seat large groups and links to edit them", async () => {
    await render(
      <StoryRouter path="/settings">
        <CombinationsNote count={3} />
      </StoryRouter>,
    );
    await expect
      .element(page.getByText("Große Gruppen sitzen nur an festgelegten Kombinationen (3)."))
      .toBeVisible();
    await expect
      .element(page.getByRole("link", { name: "Kombinationen bearbeiten" }))
      .toHaveAttribute("href", "/app/tables#table-combinations");
  });

  it("given the count is not known (loading or refused), shows nothing", async () => {
    const { container } = await render(
      <StoryRouter path="/settings">
        <CombinationsNote count={undefined} />
      </StoryRouter>,
    );
    await expect.poll(() => container.querySelector("a")).toBeNull();
    expect(container.textContent).toBe("");
  });
});
