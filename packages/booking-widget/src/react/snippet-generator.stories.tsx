import type { Meta, StoryObj } from "@storybook/react-vite";
import { SnippetGenerator } from "./snippet-generator.tsx";

const meta = {
  title: "Booking widget/Snippet generator",
  component: SnippetGenerator,
  parameters: { layout: "padded" },
  args: { origin: "https://app.tischservice.de", restaurantId: "r1", preview: false },
} satisfies Meta<typeof SnippetGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
