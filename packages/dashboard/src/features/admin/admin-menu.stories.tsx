import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StoryRouter } from "../../test/story-router.tsx";
import { AdminMenu } from "./admin-menu.tsx";

const meta = {
  component: AdminMenu,
  args: { active: "users" },
} satisfies Meta<typeof AdminMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's menu as links: Benutzer, Restaurants, Auswertungen on /admin, System on /admin/system. */
export const Users: Story = {
  decorators: [
    (Story) => (
      <StoryRouter path="/admin">
        <Story />
      </StoryRouter>
    ),
  ],
  play: async ({ canvas }) => {
    const menu = within(await canvas.findByRole("navigation", { name: "Admin-Menü" }));
    await expect(menu.getByRole("link", { name: "Benutzer" })).toHaveAttribute("href", "/app/admin");
    await expect(menu.getByRole("link", { name: "Benutzer" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Restaurants" })).toHaveAttribute(
      "href",
      "/app/admin?tab=restaurants",
    );
    await expect(menu.getByRole("link", { name: "Restaurants" })).not.toHaveAttribute("aria-current");
    await expect(menu.getByRole("link", { name: "System" })).toHaveAttribute("href", "/app/admin/system");
  },
};
export const System: Story = {
  args: { active: "system" },
  decorators: [
    (Story) => (
      <StoryRouter path="/admin/system">
        <Story />
      </StoryRouter>
    ),
  ],
  play: async ({ canvas }) => {
    const menu = within(await canvas.findByRole("navigation", { name: "Admin-Menü" }));
    await expect(menu.getByRole("link", { name: "System" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Benutzer" })).not.toHaveAttribute("aria-current");
  },
};
export const Phone: Story = {
  ...Users,
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
export const Dark: Story = { ...Users, globals: { theme: "dark" } };
