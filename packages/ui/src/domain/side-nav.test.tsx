import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { SideNav } from "./side-nav.tsx";

const items = [
  { key: "home", label: "Dashboard", icon: null },
  { key: "settings", label: "Einstellungen", icon: null, badge: 2 },
];

describe("SideNav", () => {
  it("given the collapse button, collapses and keeps the entries named", async () => {
    const onCollapsedChange = vi.fn();
    const screen = await render(<SideNav items={items} onCollapsedChange={onCollapsedChange} />);
    await screen.getByRole("button", { name: "Seitenleiste einklappen" }).click();
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    await expect
      .element(screen.getByRole("navigation", { name: "Hauptnavigation" }))
      .toHaveAttribute("data-collapsed", "true");
    await expect.element(screen.getByRole("button", { name: /Einstellungen/ })).toBeInTheDocument();
  });

  it("given an href, renders a link", async () => {
    const screen = await render(
      <SideNav items={[{ key: "home", label: "Dashboard", icon: null, href: "/app/" }]} activeKey="home" />,
    );
    await expect
      .element(screen.getByRole("link", { name: "Dashboard" }))
      .toHaveAttribute("aria-current", "page");
  });
});
