import type { Meta, StoryObj } from "@storybook/react-vite";
import { homeTexts } from "@tischservice/core/texts";
import { CalendarDays, Map as MapIcon, Settings, UtensilsCrossed } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { StandInLink } from "../test/nav-link-fixtures.tsx";
import { storyBox } from "../test/story-box.tsx";
import { NavTile } from "./nav-tile.tsx";

const meta = {
  title: "Domain/NavTile",
  component: NavTile,
  args: { href: "/app/calendar", icon: <CalendarDays />, children: homeTexts.tileCalendar },
  decorators: [storyBox("w-48")],
} satisfies Meta<typeof NavTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: homeTexts.tileCalendar })).toHaveAttribute(
      "href",
      "/app/calendar",
    );
  },
};
/** `asChild`: the app's router link (here a stand-in `<a>`) becomes the tile. */
export const AsChild: Story = {
  args: {
    asChild: true,
    onClick: fn(),
    icon: <UtensilsCrossed />,
    children: <StandInLink href="/app/menu">{homeTexts.tileMenu}</StandInLink>,
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: homeTexts.tileMenu });
    await expect(link).toHaveAttribute("href", "/app/menu");
    await expect(link).toHaveAttribute("data-slot", "nav-tile");
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: homeTexts.tileCalendar })).toHaveFocus();
  },
};
export const Grid: Story = {
  render: () => (
    <ul className="m-0 grid w-[36rem] max-w-full list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3">
      <li>
        <NavTile href="/app/calendar" icon={<CalendarDays />}>
          {homeTexts.tileCalendar}
        </NavTile>
      </li>
      <li>
        <NavTile href="/app/floorplan" icon={<MapIcon />}>
          {homeTexts.tileFloorPlan}
        </NavTile>
      </li>
      <li>
        <NavTile href="/app/settings" icon={<Settings />}>
          {homeTexts.tileSettings}
        </NavTile>
      </li>
    </ul>
  ),
};
export const Dark: Story = { globals: { theme: "dark" } };
