import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { StandInLink } from "../test/nav-link-fixtures.tsx";
import { BottomNav } from "./bottom-nav.tsx";

const items = [
  { key: "home", label: "Dashboard", icon: null },
  { key: "calendar", label: "Kalender", icon: null },
];
const moreItems = [{ key: "floorplan", label: "Tischkarte", icon: null }];

const linkItems = [
  { key: "home", label: "Dashboard", icon: null, link: <StandInLink href="/app/" /> },
  {
    key: "orders",
    label: "Bestellungen",
    icon: null,
    badge: 2,
    link: <StandInLink href="/app/orders" />,
  },
];
const moreLinkItems = [
  {
    key: "floorplan",
    label: "Tischkarte",
    icon: null,
    link: <StandInLink href="/app/floorplan" />,
  },
  { key: "menu", label: "Menü", icon: null, link: <StandInLink href="/app/menu" /> },
];

describe("BottomNav", () => {
  it("given the active key, marks that entry as the current page", async () => {
    const screen = await render(<BottomNav items={items} moreItems={moreItems} activeKey="calendar" />);
    await expect
      .element(screen.getByRole("button", { name: "Kalender" }))
      .toHaveAttribute("aria-current", "page");
  });

  it("given Mehr, opens Weitere Optionen with the extra entries and Ausloggen", async () => {
    const onNavigate = vi.fn();
    const onLogout = vi.fn();
    const screen = await render(
      <BottomNav items={items} moreItems={moreItems} onNavigate={onNavigate} onLogout={onLogout} />,
    );
    await screen.getByRole("button", { name: "Mehr" }).click();
    const sheet = page.getByRole("dialog", { name: "Weitere Optionen" });
    await expect.element(sheet.getByRole("button", { name: "Ausloggen" })).toBeVisible();
    await sheet.getByRole("button", { name: "Tischkarte" }).click();
    expect(onNavigate).toHaveBeenCalledWith("floorplan");
  });

  it("given link elements, the bar's and the sheet's entries are links with their href and aria-current", async () => {
    const screen = await render(<BottomNav items={linkItems} moreItems={moreLinkItems} activeKey="menu" />);
    await expect
      .element(screen.getByRole("link", { name: /^Bestellungen/ }))
      .toHaveAttribute("href", "/app/orders");
    await expect.element(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await screen.getByRole("button", { name: "Mehr" }).click();
    const sheet = page.getByRole("dialog", { name: "Weitere Optionen" });
    await expect.element(sheet.getByRole("link", { name: "Menü" })).toHaveAttribute("aria-current", "page");
    await expect
      .element(sheet.getByRole("link", { name: "Tischkarte" }))
      .toHaveAttribute("href", "/app/floorplan");
  });

  it("given a link in the sheet, a plain click closes the sheet and a new-tab click keeps it open", async () => {
    const onNavigate = vi.fn();
    const screen = await render(
      <BottomNav items={linkItems} moreItems={moreLinkItems} onNavigate={onNavigate} />,
    );
    await screen.getByRole("button", { name: "Mehr" }).click();
    const sheet = page.getByRole("dialog", { name: "Weitere Optionen" });
    const floorplan = sheet.getByRole("link", { name: "Tischkarte" }).element();
    // Cancelled before it reaches the browser, so the test page opens no tab.
    floorplan.addEventListener("click", (event) => event.preventDefault(), { once: true });
    floorplan.dispatchEvent(
      new window.MouseEvent("click", { bubbles: true, cancelable: true, metaKey: true }),
    );
    expect(onNavigate).not.toHaveBeenCalled();
    await expect.element(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "Menü" }).click();
    expect(onNavigate).toHaveBeenCalledWith("menu");
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });
});
