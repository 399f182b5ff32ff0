import type { MouseEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { NavTile } from "./nav-tile.tsx";

describe("NavTile", () => {
  it("given an href, is a link named by its label", async () => {
    const screen = await render(
      <NavTile href="/app/calendar" icon={<svg data-testid="icon" />}>
        Kalender
      </NavTile>,
    );
    const link = screen.getByRole("link", { name: "Kalender" });
    await expect.element(link).toHaveAttribute("href", "/app/calendar");
    await expect.element(link).toHaveAttribute("data-slot", "nav-tile");
    await expect.element(link.getByTestId("icon")).toBeInTheDocument();
  });

  it("given asChild, renders the child link with the tile's icon, class and handlers", async () => {
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    const screen = await render(
      <NavTile asChild icon={<svg data-testid="icon" />} onClick={onClick}>
        <a href="/app/menu" className="own">
          Menü
        </a>
      </NavTile>,
    );
    const link = screen.getByRole("link", { name: "Menü" });
    await expect.element(link).toHaveAttribute("href", "/app/menu");
    await expect.element(link).toHaveClass("own");
    await expect.element(link).toHaveClass("rounded-xl");
    await expect.element(link.getByTestId("icon")).toBeInTheDocument();
    await link.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
