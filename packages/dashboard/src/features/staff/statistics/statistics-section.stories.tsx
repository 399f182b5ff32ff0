import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatisticsSection } from "./statistics-section.tsx";

const meta = {
  component: StatisticsSection,
  parameters: { layout: "padded" },
  args: { heading: "Buchungskanäle", children: <p>Inhalt des Abschnitts</p> },
} satisfies Meta<typeof StatisticsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the section for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Buchungskanäle" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Buchungskanäle" })).toBeVisible();
  },
};
