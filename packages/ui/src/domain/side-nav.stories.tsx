import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { moreNavItems, navItems } from "../test/nav-fixtures.tsx";
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
  decorators: [
    (Story) => (
      <div className="h-[40rem]">
        <Story />
      </div>
    ),
  ],
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
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Seitenleiste einklappen" }));
    const nav = canvas.getByRole("navigation", { name: "Hauptnavigation" });
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(80));
    await expect(canvas.getByRole("button", { name: "Seitenleiste ausklappen" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(canvasElement).toBeTruthy();
  },
};
export const Dark: Story = { globals: { theme: "dark" } };
