import type { Meta, StoryObj } from "@storybook/react-vite";
import { subUserSchema } from "@tischservice/core";
import { fn } from "storybook/test";
import { SubUserCard } from "./sub-user-card.tsx";

const meta = {
  component: SubUserCard,
  args: {
    subUser: subUserSchema.parse({
      _id: "s-1",
      name: "anna",
      email: "anna@trattoriademo",
      created_at: "2026-05-01T10:00:00Z",
    }),
    deleting: false,
    onDelete: fn(),
    onResetPassword: fn(),
  },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof SubUserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Deleting: Story = { args: { deleting: true } };
export const WithoutDate: Story = {
  args: { subUser: subUserSchema.parse({ _id: "s-2", name: "kueche_1", email: "kueche_1@trattoriademo" }) },
};
