import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { BottomNav } from "./bottom-nav.tsx";
import { moreNavItems, navItems } from "../test/nav-fixtures.tsx";

const meta = {
  title: "Domain/BottomNav",
  component: BottomNav,
  args: { items: navItems, moreItems: moreNavItems, activeKey: "home", onNavigate: fn(), onLogout: fn() },
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  decorators: [
    (Story) => (
      <div className="flex min-h-dvh flex-col justify-end">
        <Story />
      </div>
    ),
  ],
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
export const Dark: Story = { globals: { theme: "dark", viewport: { value: "mobile2", isRotated: false } } };
