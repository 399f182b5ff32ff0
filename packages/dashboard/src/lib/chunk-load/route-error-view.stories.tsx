import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ChunkLoadError } from "./load-chunk.ts";
import { RouteErrorView } from "./route-error-view.tsx";

const meta = {
  component: RouteErrorView,
  parameters: { layout: "padded" },
  args: { error: new ChunkLoadError("timeout"), onReload: fn() },
} satisfies Meta<typeof RouteErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkTimedOut: Story = {};
export const ChunkFailed: Story = { args: { error: new ChunkLoadError("failed") } };
export const UnexpectedError: Story = { args: { error: new Error("boom") } };
