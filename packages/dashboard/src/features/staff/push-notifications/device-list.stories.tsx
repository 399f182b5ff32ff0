import type { Meta, StoryObj } from "@storybook/react-vite";
import { pushDeviceSchema } from "@tischservice/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeviceList } from "./device-list.tsx";

const devices = [
  { _id: "d-1", label: "Chrome auf Android", platform: "web", created_at: "2026-05-13T08:00:00Z" },
  { _id: "d-2", label: "Firefox auf Windows", platform: "web", created_at: "2026-05-14T07:30:00Z" },
  { _id: "d-3", label: "Browser auf iOS", platform: "ios", created_at: "2026-05-15T18:45:00Z" },
].map((device) => pushDeviceSchema.parse(device));

const meta = {
  component: DeviceList,
  parameters: { layout: "padded" },
  args: { devices, failed: false, onRetry: fn(), onRemove: fn(), removingId: null },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeviceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Firefox auf Windows entfernen" }));
    await expect(args.onRemove).toHaveBeenCalledWith("d-2");
  },
};
export const Empty: Story = { args: { devices: [] } };
export const Loading: Story = { args: { devices: null } };
export const LoadFailed: Story = { args: { devices: null, failed: true } };
export const Removing: Story = { args: { removingId: "d-1" } };
