import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StoryRouter } from "../../../../test/story-router.tsx";
import { CombinationsNote } from "./combinations-note.tsx";

const meta = {
  component: CombinationsNote,
  parameters: { layout: "padded" },
  args: { count: 0 },
  decorators: [
    (Story) => (
      <StoryRouter path="/settings">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof CombinationsNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No combination yet: tables of one room are joined automatically. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Kombinationen festlegen" })).toBeVisible();
  },
};

/** Three combinations defined: only those seat large groups. */
export const Defined: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Große Gruppen sitzen nur an festgelegten Kombinationen (3)."),
    ).toBeVisible();
  },
};

/** While the count is unknown: nothing. */
export const Empty: Story = { args: { count: undefined } };

/** A 390 px phone: the text wraps above the link. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
