import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { BottomNav } from "./bottom-nav.tsx";

const items = [
  { key: "home", label: "Dashboard", icon: null },
  { key: "calendar", label: "Kalender", icon: null },
];
const moreItems = [{ key: "floorplan", label: "Tischkarte", icon: null }];

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
});
