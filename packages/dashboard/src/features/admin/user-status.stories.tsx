import type { Meta, StoryObj } from "@storybook/react-vite";
import { userSchema } from "@tischservice/core";
import { expect } from "storybook/test";
import { UserStatus } from "./user-status.tsx";

const base = { _id: "u-2", name: "Giulia Rossi", email: "inhaber@trattoria.example", role: "Gastro" };

const meta = {
  component: UserStatus,
  args: {
    user: userSchema.parse({
      ...base,
      emailVerified: true,
      emailVerifiedAt: "2026-02-10T08:20:00Z",
      created_at: "2026-02-10T08:00:00Z",
    }),
  },
} satisfies Meta<typeof UserStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("bestätigt am 10.02.2026")).toBeVisible();
  },
};
export const Unverified: Story = {
  args: { user: userSchema.parse({ ...base, emailVerified: false, created_at: "2026-05-13T18:00:00Z" }) },
};
export const Deactivated: Story = {
  args: { user: userSchema.parse({ ...base, emailVerified: true, deactivated: true }) },
};
/** An account from before sign-up existed: no flag, counted as confirmed, no date. */
export const WithoutVerificationData: Story = { args: { user: userSchema.parse(base) } };
