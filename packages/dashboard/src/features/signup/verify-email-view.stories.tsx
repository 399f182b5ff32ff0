import type { Meta, StoryObj } from "@storybook/react-vite";
import { authTexts, signupTexts } from "@tischservice/core";
import { expect, fn, userEvent } from "storybook/test";
import { StoryRouter } from "../../test/story-router.tsx";
import { AuthCard } from "../auth/auth-card.tsx";
import type { ResendFn } from "./use-resend-verification.ts";
import { VerifyEmailView } from "./verify-email-view.tsx";

const meta = {
  title: "Dashboard/Sign-up/Verify e-mail",
  component: VerifyEmailView,
  parameters: { layout: "fullscreen" },
  args: {
    state: { status: "verifying" },
    onRetry: fn(),
    resend: fn<ResendFn>(async () => signupTexts.resendSent),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/verify-email">
        <AuthCard>
          <Story />
        </AuthCard>
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {};

export const Verified: Story = { args: { state: { status: "verified", message: signupTexts.verified } } };

export const Expired: Story = {
  args: {
    state: { status: "failed", failure: { kind: "expired", message: signupTexts.verifyLinkExpired } },
  },
};

export const ExpiredNewLinkSent: Story = {
  args: Expired.args,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-Mail/), "giulia@trattoria.example");
    await userEvent.click(canvas.getByRole("button", { name: signupTexts.resendLink }));
    await expect(await canvas.findByText(signupTexts.resendSent)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    state: { status: "failed", failure: { kind: "invalid", message: signupTexts.verifyLinkInvalid } },
  },
};

export const InvalidAddress: Story = {
  args: Invalid.args,
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-Mail/), "giulia@");
    await userEvent.click(canvas.getByRole("button", { name: signupTexts.resendLink }));
    await expect(await canvas.findByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
  },
};

export const Used: Story = {
  args: {
    state: { status: "failed", failure: { kind: "used", message: signupTexts.verifyLinkUsed } },
  },
};

export const Offline: Story = {
  args: {
    state: { status: "failed", failure: { kind: "retry", message: authTexts.connectionError } },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Erneut versuchen" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Deactivated: Story = {
  args: {
    state: { status: "failed", failure: { kind: "deactivated", message: signupTexts.accountDeactivated } },
  },
};
