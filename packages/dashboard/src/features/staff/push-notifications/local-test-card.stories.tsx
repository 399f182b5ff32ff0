import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LocalTestCard } from "./local-test-card.tsx";

const meta = {
  component: LocalTestCard,
  parameters: { layout: "padded" },
  args: { state: { kind: "idle" }, onStart: fn(), onCancel: fn() },
} satisfies Meta<typeof LocalTestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Running: Story = { args: { state: { kind: "running", shown: 2, nextTime: "12:03" } } };
export const Done: Story = { args: { state: { kind: "done" } } };
export const PermissionDenied: Story = { args: { state: { kind: "denied" } } };
export const ShowFailed: Story = { args: { state: { kind: "error" } } };
export const Unsupported: Story = { args: { state: { kind: "unsupported" } } };
