import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { moreNavItems, navItems } from "../test/nav-fixtures.tsx";
import { moreNavLinkItems, navLinkItems } from "../test/nav-link-fixtures.tsx";
import { storyBox } from "../test/story-box.tsx";
import { SideNav } from "./side-nav.tsx";

const meta = {
  title: "Domain/SideNav",
  component: SideNav,
  args: {
    items: [...navItems, ...moreNavItems],
    activeKey: "calendar",
    onNavigate: fn(),
    header: "Trattoria da Luigi",
  },
  parameters: { layout: "fullscreen" },
  decorators: [storyBox("h-[40rem]")],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "Kalender" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Einstellungen" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("settings");
  },
};
export const Collapsed: Story = { args: { defaultCollapsed: true } };
export const CollapseWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Seitenleiste einklappen" }));
    const nav = canvas.getByRole("navigation", { name: "Hauptnavigation" });
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(80));
    const expand = canvas.getByRole("button", { name: "Seitenleiste ausklappen" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(expand).toHaveFocus();
    // The labels are hidden: the first entry is still named, and its tooltip says so on keyboard focus.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Dashboard" })).toHaveFocus();
    await expect(await screen.findByRole("tooltip", { name: "Dashboard" })).toBeInTheDocument();
  },
};
/** Entries as links (the dashboard passes its router's `<Link>`): real hrefs, middle-click opens a tab. */
export const Links: Story = {
  args: { items: [...navLinkItems, ...moreNavLinkItems], activeKey: "reservations" },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(canvas.queryAllByRole("button").map((button) => button.textContent)).toEqual([""]);
    const reservations = canvas.getByRole("link", { name: /^Reservierungen/ });
    await expect(reservations).toHaveAttribute("href", "/app/reservations");
    await expect(reservations).toHaveAttribute("aria-current", "page");
    await expect(reservations).toHaveTextContent("5");
    await expect(canvas.getByRole("link", { name: "Einstellungen" })).toHaveAttribute(
      "href",
      "/app/settings",
    );
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    await userEvent.click(canvas.getByRole("link", { name: "Menü" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("menu");
  },
};
export const LinksCollapsed: Story = {
  args: { items: [...navLinkItems, ...moreNavLinkItems], activeKey: "calendar", defaultCollapsed: true },
  play: async ({ canvas }) => {
    const calendar = canvas.getByRole("link", { name: "Kalender" });
    await expect(calendar).toHaveAttribute("href", "/app/calendar");
    await expect(calendar).toHaveAttribute("aria-current", "page");
    calendar.focus();
    await expect(await screen.findByRole("tooltip", { name: "Kalender" })).toBeInTheDocument();
  },
};
export const Dark: Story = { globals: { theme: "dark" } };
