import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "./button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip.tsx";

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline">19:30</Button>
      </TooltipTrigger>
      <TooltipContent>Alle passenden Tische sind belegt</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OpenOnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "19:30" })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent("Alle passenden Tische sind belegt"),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};
export const OpenOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "19:30" }));
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent("Alle passenden Tische sind belegt"),
    );
    await userEvent.unhover(canvas.getByRole("button", { name: "19:30" }));
  },
};
export const Open: Story = { args: { open: true } };
