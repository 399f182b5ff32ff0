import type { Meta, StoryObj } from "@storybook/react-vite";
import { pushDeviceSchema } from "@tischservice/core";
import { fn } from "storybook/test";
import { PushPanel } from "./push-panel.tsx";

const devices = [
  { _id: "d-1", label: "Chrome auf Android", platform: "web", created_at: "2026-05-13T08:00:00Z" },
  { _id: "d-2", label: "Safari auf iPhone", platform: "web", created_at: "2026-05-14T07:30:00Z" },
].map((device) => pushDeviceSchema.parse(device));

const meta = {
  component: PushPanel,
  parameters: { layout: "padded" },
  args: {
    setup: { kind: "idle" },
    onEnable: fn(),
    status: { devices: 2, scheduler: { isRunning: false } },
    loadFailed: false,
    devices,
    devicesFailed: false,
    onRetryDevices: fn(),
    onRemoveDevice: fn(),
    removingDeviceId: null,
    onSendTest: fn(),
    sending: false,
    onToggleAutoTest: fn(),
    toggling: false,
  },
} satisfies Meta<typeof PushPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetEnabled: Story = {};
export const RequestingPermission: Story = { args: { setup: { kind: "requesting" } } };
export const Initialising: Story = { args: { setup: { kind: "initialising" } } };
export const Registered: Story = { args: { setup: { kind: "registered" } } };
export const PermissionDenied: Story = { args: { setup: { kind: "denied" } } };
export const Unsupported: Story = { args: { setup: { kind: "unsupported" } } };
export const RegisterFailed: Story = {
  args: { setup: { kind: "error", message: "Ungültiges Push-Abonnement." } },
};
export const AutoTestRunning: Story = {
  args: { setup: { kind: "registered" }, status: { devices: 2, scheduler: { isRunning: true } } },
};
export const Sending: Story = { args: { setup: { kind: "registered" }, sending: true } };
export const NoDevices: Story = {
  args: { status: { devices: 0, scheduler: { isRunning: false } }, devices: [] },
};
export const RemovingADevice: Story = { args: { setup: { kind: "registered" }, removingDeviceId: "d-2" } };
export const Loading: Story = { args: { status: null, devices: null } };
export const LoadFailed: Story = {
  args: { status: null, devices: null, loadFailed: true, devicesFailed: true },
};
