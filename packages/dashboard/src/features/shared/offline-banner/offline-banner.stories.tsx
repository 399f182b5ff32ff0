import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { noteServerAnswered, noteServerUnreachable } from "../../../api/reachability.ts";
import { OfflineBanner } from "./offline-banner.tsx";

const meta = {
  component: OfflineBanner,
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server gave no answer: the strip says the shown data may be old. */
export const Offline: Story = {
  beforeEach: () => {
    noteServerUnreachable();
    return () => noteServerAnswered();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Sie sind offline. Angezeigte Daten können veraltet sein.",
    );
  },
};

/** Online: nothing is shown. */
export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};
