import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { GuestDataSection } from "./guest-data-section.tsx";

const hint = (
  <p className="m-0 text-sm text-muted-foreground">Laden Sie Ihre Daten herunter oder löschen Sie sie.</p>
);

const meta = {
  component: GuestDataSection,
  parameters: { layout: "padded" },
  args: { id: "guest-data-story", heading: "Ihre Daten", className: "pt-4", children: hint },
} satisfies Meta<typeof GuestDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the mail link's page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Ihre Daten" })).toBeVisible();
  },
};

/** In the customer view: set off further from what is above. */
export const CustomerView: Story = { args: { className: "mt-8 pt-6" } };
