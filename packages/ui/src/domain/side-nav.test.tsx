import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { StandInLink } from "../test/nav-link-fixtures.tsx";
import { SideNav } from "./side-nav.tsx";

const items = [
  { key: "home", label: "Dashboard", icon: null },
  { key: "settings", label: "Einstellungen", icon: null, badge: 2 },
];

const linkItems = [
  { key: "home", label: "Dashboard", icon: null, link: <StandInLink href="/app/" /> },
  {
    key: "reservations",
    label: "Reservierungen",
    icon: null,
    badge: 3,
    link: <StandInLink href="/app/reservations" />,
  },
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

  it("given link elements, renders them as the entries with their href, badge and aria-current", async () => {
    const onNavigate = vi.fn();
    const screen = await render(
      <SideNav items={linkItems} activeKey="reservations" onNavigate={onNavigate} />,
    );
    const reservations = screen.getByRole("link", { name: /^Reservierungen/ });
    await expect.element(reservations).toHaveAttribute("href", "/app/reservations");
    await expect.element(reservations).toHaveAttribute("aria-current", "page");
    await expect.element(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("button").elements()).toHaveLength(1);
    await screen.getByRole("link", { name: "Dashboard" }).click();
    expect(onNavigate).toHaveBeenCalledWith("home");
  });

  it("given a link opened in a new tab (Ctrl+click), leaves this page's navigation alone", async () => {
    const onNavigate = vi.fn();
    const screen = await render(<SideNav items={linkItems} onNavigate={onNavigate} />);
    const link = screen.getByRole("link", { name: "Dashboard" }).element();
    // Cancelled before it reaches the browser, so the test page opens no tab.
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("given the collapsed sidebar, names each link by its tooltip on keyboard focus", async () => {
    const screen = await render(<SideNav items={linkItems} defaultCollapsed />);
    await expect
      .element(screen.getByRole("link", { name: "Dashboard" }))
      .toHaveAttribute("data-slot", "nav-entry");
    (screen.getByRole("button", { name: "Seitenleiste ausklappen" }).element() as HTMLElement).focus();
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await expect.element(page.getByRole("tooltip", { name: "Dashboard" })).toBeInTheDocument();
  });
});
