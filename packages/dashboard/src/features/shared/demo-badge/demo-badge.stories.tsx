import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DemoBadge } from "./demo-badge.tsx";

const meta = {
  component: DemoBadge,
} satisfies Meta<typeof DemoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Focused by keyboard: the tooltip explains the sample data. */
export const WithHint: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The tooltip's chunk loads after the first paint; until then the plain mark (with its title) shows.
    await waitFor(() => expect(canvas.getByText("Demo-Daten")).toHaveAttribute("tabindex", "0"));
    await userEvent.tab();
    await expect(canvas.getByText("Demo-Daten")).toHaveFocus();
    const body = canvasElement.ownerDocument.body;
    await expect(await within(body).findByRole("tooltip")).toHaveTextContent(/Beispieldaten/);
  },
};
