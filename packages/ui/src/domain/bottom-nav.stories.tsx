import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { moreNavItems, navItems } from "../test/nav-fixtures.tsx";
import { moreNavLinkItems, navLinkItems } from "../test/nav-link-fixtures.tsx";
import { storyBox } from "../test/story-box.tsx";
import { BottomNav } from "./bottom-nav.tsx";

const meta = {
  title: "Domain/BottomNav",
  component: BottomNav,
  args: { items: navItems, moreItems: moreNavItems, activeKey: "home", onNavigate: fn(), onLogout: fn() },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  decorators: [storyBox("flex min-h-dvh flex-col justify-end")],
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MehrSheet: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Mehr" }));
    const sheet = await screen.findByRole("dialog", { name: "Weitere Optionen" });
    await userEvent.click(within(sheet).getByRole("button", { name: "Menü" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("menu");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
export const SwipeSheetClosed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Mehr" }));
    const sheet = await screen.findByRole("dialog", { name: "Weitere Optionen" });
    const handle = sheet.querySelector<HTMLElement>('[data-slot="bottom-sheet-handle"]');
    if (!handle) throw new Error("no drag handle");
    fireEvent.pointerDown(handle, { clientY: 400, button: 0 });
    fireEvent.pointerMove(window, { clientY: 700 });
    fireEvent.pointerUp(window, { clientY: 700 });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
export const Logout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Mehr" }));
    await userEvent.click(await screen.findByRole("button", { name: "Ausloggen" }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
export const ActiveInSheet: Story = { args: { activeKey: "settings" } };
/** Entries as links (the dashboard passes its router's `<Link>`); a plain click in the sheet closes it. */
export const Links: Story = {
  args: { items: navLinkItems, moreItems: moreNavLinkItems, activeKey: "floorplan" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("link", { name: /^Bestellungen/ })).toHaveAttribute("href", "/app/orders");
    await expect(canvas.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await userEvent.click(canvas.getByRole("button", { name: "Mehr" }));
    const sheet = await screen.findByRole("dialog", { name: "Weitere Optionen" });
    const floorplan = within(sheet).getByRole("link", { name: "Tischkarte" });
    await expect(floorplan).toHaveAttribute("href", "/app/floorplan");
    await expect(floorplan).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(sheet).getByRole("link", { name: "Statistiken" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("past-reservations");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
export const Dark: Story = { globals: { theme: "dark", viewport: { value: "mobile2", isRotated: false } } };
