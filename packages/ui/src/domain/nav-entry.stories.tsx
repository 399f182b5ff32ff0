import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent } from "storybook/test";
import { navItems } from "../test/nav-fixtures.tsx";
import { navLinkItems } from "../test/nav-link-fixtures.tsx";
import { NavEntry } from "./nav-entry.tsx";

const [calendar] = navItems.filter((item) => item.key === "calendar");
const [calendarLink] = navLinkItems.filter((item) => item.key === "calendar");
if (!calendar || !calendarLink) throw new Error("nav fixtures lost the calendar entry");

const entryClass =
  "focus-ring inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-accent aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold [&_svg]:size-4";

/** One entry of SideNav and BottomNav: a button, a plain link or the app's router link. */
const meta = {
  title: "Domain/NavEntry",
  component: NavEntry,
  args: {
    item: calendar,
    active: false,
    onNavigate: fn(),
    className: entryClass,
    children: (
      <>
        {calendar.icon}
        {calendar.label}
      </>
    ),
  },
  argTypes: { item: { control: false }, children: { control: false } },
} satisfies Meta<typeof NavEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `href` or `link` the entry is a button; a click navigates by the entry's key. */
export const Button: Story = {
  play: async ({ canvas, args }) => {
    const entry = canvas.getByRole("button", { name: "Kalender" });
    await expect(entry).not.toHaveAttribute("aria-current");
    await userEvent.click(entry);
    await expect(args.onNavigate).toHaveBeenCalledWith("calendar");
  },
};
/** The page shown: `aria-current="page"`. */
export const Active: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Kalender" })).toHaveAttribute("aria-current", "page");
  },
};
/** The app's own link element (Slot): a plain click navigates, a middle or modified click leaves the page be. */
export const RouterLink: Story = {
  args: { item: calendarLink },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: "Kalender" });
    await expect(link).toHaveAttribute("href", "/app/calendar");
    fireEvent.click(link, { button: 0, ctrlKey: true });
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith("calendar");
  },
};
/** A plain `<a href>` entry, active; a plain click navigates as well. */
export const PlainLinkActive: Story = {
  // The story keeps its page: the click's default (following the link) is prevented.
  args: {
    item: { ...calendar, href: "/app/calendar" },
    active: true,
    onClick: (event) => event.preventDefault(),
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: "Kalender" });
    await expect(link).toHaveAttribute("aria-current", "page");
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith("calendar");
  },
};
export const Dark: Story = { args: { active: true }, globals: { theme: "dark" } };
