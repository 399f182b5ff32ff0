import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationStatuses } from "@tischservice/core/schemas";
import { expect } from "storybook/test";
import { StatusBadge } from "./status-badge.tsx";

const meta = {
  title: "Domain/StatusBadge",
  component: StatusBadge,
  args: { status: "pending" },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ausstehend")).toBeVisible();
  },
};
export const Confirmed: Story = { args: { status: "confirmed" } };
export const Arrived: Story = {
  args: { status: "arrived" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Angekommen")).toBeVisible();
  },
};
export const Seated: Story = {
  args: { status: "seated" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Platziert")).toBeVisible();
  },
};
export const Cancelled: Story = { args: { status: "cancelled" } };
export const NoShow: Story = { args: { status: "no_show" } };
export const Completed: Story = { args: { status: "completed" } };
export const Declined: Story = { args: { status: "rejected" } };
/** Every stored status, with the tolerated spelling 'canceled' beside 'cancelled'. */
const tonesWithSpellings = reservationStatuses.flatMap((status) =>
  status === "cancelled" ? [status, "canceled"] : [status],
);
export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {[...tonesWithSpellings, "declined"].map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
};
export const Dark: Story = { ...AllTones, globals: { theme: "dark" } };
