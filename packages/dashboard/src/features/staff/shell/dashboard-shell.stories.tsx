import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { restaurant } from "../../../test/fixtures.ts";
import { StoryRouter } from "../../../test/story-router.tsx";
import { DashboardShell } from "./dashboard-shell.tsx";
import { tabPaths } from "./nav-config.tsx";

const meta = {
  component: DashboardShell,
  parameters: { layout: "fullscreen" },
  args: {
    restaurantName: restaurant.name,
    isSubuser: false,
    activeKey: "home",
    counters: { pending: 3, today: 12, openOrders: 2 },
    liveState: "live",
    onLogout: fn(),
    children: <h1 className="text-2xl font-bold">Dashboard</h1>,
  },
  // The entries are router links: the story's router stands at the active entry's path.
  decorators: [
    (Story, { args }) => (
      <StoryRouter path={tabPaths[args.activeKey ?? "home"]}>
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole("navigation", { name: "Hauptnavigation" });
    const home = await within(nav).findByRole("link", { name: "Dashboard" });
    await expect(home).toHaveAttribute("href", "/app/");
    await expect(home).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: /^Reservierungen/ })).toHaveAttribute(
      "href",
      "/app/reservations",
    );
    await expect(within(nav).getByRole("link", { name: "Einstellungen" })).toHaveAttribute(
      "href",
      "/app/settings",
    );
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  },
};
export const SubUser: Story = {
  args: { isSubuser: true, activeKey: "calendar" },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole("navigation", { name: "Hauptnavigation" });
    await expect(await within(nav).findByRole("link", { name: "Kalender" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).queryByRole("link", { name: "Einstellungen" })).toBeNull();
  },
};
export const MayBeBehind: Story = { args: { liveState: "polling" } };
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("navigation", { name: "Hauptnavigation" });
    await expect(await within(bar).findByRole("link", { name: /^Bestellungen/ })).toHaveAttribute(
      "href",
      "/app/orders",
    );
    await expect(canvas.getByRole("link", { name: "Tischkarte öffnen" })).toHaveAttribute(
      "href",
      "/app/floorplan",
    );
    await userEvent.click(within(bar).getByRole("button", { name: "Mehr" }));
    const sheet = await screen.findByRole("dialog", { name: "Weitere Optionen" });
    await expect(within(sheet).getByRole("link", { name: "Statistiken" })).toHaveAttribute(
      "href",
      "/app/past-reservations",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};
export const DemoData: Story = { args: { isDemo: true } };
export const DemoDataPhone: Story = { args: { isDemo: true }, globals: { viewport: { value: "mobile1" } } };

/** Right after sign-in, while the restaurant loads: a placeholder where its name goes, never another name. */
export const RestaurantLoading: Story = {
  args: { restaurantName: null },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('header [data-slot="skeleton"]')).toHaveLength(1),
    );
    await expect(within(canvasElement).queryByText("Trattoria Demo")).toBeNull();
  },
};
