import type { Meta, StoryObj } from "@storybook/react-vite";
import { signupTexts } from "@tischservice/core";
import { expect, fn, userEvent } from "storybook/test";
import { ApiError } from "../../../api/http.ts";
import { StoryRouter } from "../../../test/story-router.tsx";
import { AuthCard } from "../sign-in/auth-card.tsx";
import { CheckMailScreen } from "./check-mail-screen.tsx";
import type { ResendFn } from "./use-resend-verification.ts";

const meta = {
  component: CheckMailScreen,
  parameters: { layout: "fullscreen" },
  args: {
    message: signupTexts.signupSent,
    email: "giulia@trattoria.example",
    resend: fn<ResendFn>(async () => signupTexts.resendSent),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/register">
        <AuthCard>
          <Story />
        </AuthCard>
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof CheckMailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Resending: Story = {
  args: { resend: fn<ResendFn>(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: signupTexts.resendLink }));
    await expect(await canvas.findByRole("button", { name: "Wird gesendet..." })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Resent: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: signupTexts.resendLink }));
    await expect(await canvas.findByText(signupTexts.resendSent)).toBeVisible();
  },
};

export const ResendRefused: Story = {
  args: {
    resend: fn<ResendFn>(() =>
      Promise.reject(new ApiError(429, "Zu viele Versuche. Bitte warten Sie einen Moment.", null)),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: signupTexts.resendLink }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Zu viele Versuche.");
  },
};
