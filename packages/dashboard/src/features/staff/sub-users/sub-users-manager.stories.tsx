import type { Meta, StoryObj } from "@storybook/react-vite";
import { subUserSchema } from "@tischservice/core";
import { expect } from "storybook/test";
import { SettingsStoryProviders, type StoryData } from "../../../test/settings-story-providers.tsx";
import { SubUsersManager } from "./sub-users-manager.tsx";

const meta = {
  component: SubUsersManager,
  parameters: { layout: "padded" },
  args: { restaurantSlug: "trattoriademo" },
  render: (args, { parameters }) => (
    <SettingsStoryProviders data={parameters.data as StoryData}>
      <SubUsersManager {...args} />
    </SettingsStoryProviders>
  ),
} satisfies Meta<typeof SubUsersManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { data: { subUsers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Noch keine Unterbenutzer")).toBeVisible();
  },
};

export const ThreeSubUsers: Story = {
  parameters: {
    data: {
      subUsers: ["anna", "ben", "kueche_1"].map((name, i) =>
        subUserSchema.parse({
          _id: `s-${i}`,
          name,
          email: `${name}@trattoriademo`,
          created_at: `2026-05-0${i + 1}T10:00:00Z`,
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 Unterbenutzer erstellt")).toBeVisible();
  },
};
