import type { Meta, StoryObj } from "@storybook/react-vite";
import { bookingConflictTexts, guestBookingFormTexts } from "@tischservice/core/texts";
import { expect } from "storybook/test";
import { Notice } from "./notice.tsx";

const t = guestBookingFormTexts.de;

const meta = {
  title: "Widget-safe/Notice",
  component: Notice,
  args: { tone: "error", children: t.networkError },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(t.networkError);
  },
};
export const WarningTone: Story = {
  args: { tone: "warning", children: bookingConflictTexts.slotTaken },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(bookingConflictTexts.slotTaken);
  },
};
