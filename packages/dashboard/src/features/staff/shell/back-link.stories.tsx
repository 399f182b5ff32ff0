import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StoryRouter } from "../../../test/story-router.tsx";
import { BackLink } from "./back-link.tsx";

const meta = {
  component: BackLink,
  parameters: { layout: "padded" },
  args: { to: "/guests", children: "Zurück zur Gästeliste" },
  decorators: [(Story) => <StoryRouter path="/guests/profile">{Story()}</StoryRouter>],
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link back to the list, with the app's base in its address. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("link", { name: "Zurück zur Gästeliste" })).toHaveAttribute(
      "href",
      "/app/guests",
    );
  },
};
