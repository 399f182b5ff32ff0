import type { Meta, StoryObj } from "@storybook/react-vite";
import { signupTexts } from "@tischservice/core";
import { expect, fn, userEvent } from "storybook/test";
import { ApiError } from "../../../api/http.ts";
import type { ResendFn } from "../sign-up/use-resend-verification.ts";
import { LoginForm } from "./login-form.tsx";

const meta = {
  component: LoginForm,
  args: { onSignedIn: fn() },
  decorators: [
    (Story) => (
      <div className="w-[26rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WrongPassword: Story = {
  args: {
    submit: () =>
      Promise.reject(
        new ApiError(401, "Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.", null),
      ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-Mail oder Benutzername/), "inhaber@trattoria.example");
    await userEvent.type(canvas.getByLabelText(/^Passwort/, { selector: "input" }), "falsch");
    await userEvent.click(canvas.getByRole("button", { name: "Anmelden" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Ungültige E-Mail oder Passwort");
  },
};

export const Sending: Story = {
  args: { submit: () => new Promise(() => {}) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-Mail oder Benutzername/), "inhaber@trattoria.example");
    await userEvent.type(canvas.getByLabelText(/^Passwort/, { selector: "input" }), "Gastro#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Anmelden" }));
    await expect(await canvas.findByText("Anmeldung...")).toBeVisible();
  },
};

const unverified = new ApiError(403, signupTexts.emailNotVerified, {
  success: false,
  message: signupTexts.emailNotVerified,
  code: "email_not_verified",
});

export const EmailNotVerified: Story = {
  args: {
    submit: () => Promise.reject(unverified),
    resend: fn<ResendFn>(async () => signupTexts.resendSent),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-Mail oder Benutzername/), "neu@trattoria.example");
    await userEvent.type(canvas.getByLabelText(/^Passwort/, { selector: "input" }), "Gastro#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Anmelden" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(signupTexts.emailNotVerified);
    await expect(canvas.getByRole("button", { name: signupTexts.resendLink })).toBeVisible();
  },
};

export const VerificationLinkResent: Story = {
  args: EmailNotVerified.args,
  play: async (context) => {
    await EmailNotVerified.play?.(context);
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole("button", { name: signupTexts.resendLink }));
    await expect(await canvas.findByText(signupTexts.resendSent)).toBeVisible();
    await expect(args.resend).toHaveBeenCalledWith("neu@trattoria.example");
  },
};

export const Deactivated: Story = {
  args: {
    submit: () =>
      Promise.reject(
        new ApiError(403, signupTexts.accountDeactivated, {
          success: false,
          message: signupTexts.accountDeactivated,
          code: "account_deactivated",
        }),
      ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-Mail oder Benutzername/), "alt@trattoria.example");
    await userEvent.type(canvas.getByLabelText(/^Passwort/, { selector: "input" }), "Gastro#2026");
    await userEvent.click(canvas.getByRole("button", { name: "Anmelden" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(signupTexts.accountDeactivated);
    await expect(canvas.queryByRole("button", { name: signupTexts.resendLink })).toBeNull();
  },
};
