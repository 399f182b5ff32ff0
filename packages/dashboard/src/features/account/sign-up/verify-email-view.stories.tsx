import type { Meta, StoryObj } from "@storybook/react-vite";
import { authTexts, signupTexts } from "@tischservice/core";
import { expect, fn, userEvent } from "storybook/test";
import { StoryRouter } from "../../../test/story-router.tsx";
import { AuthCard } from "../sign-in/auth-card.tsx";
import type { ResendFn } from "./use-resend-verification.ts";
import { VerifyEmailView } from "./verify-email-view.tsx";

const meta = {
  component: VerifyEmailView,
  parameters: { layout: "fullscreen" },
  args: {
    state: { status: "ready", pending: false, signedInAs: null },
    onVerify: fn(),
    onSignOut: fn(),
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

const passwordRequired =
  "Dieser Link wurde erneut angefordert. Bitte legen Sie ein Passwort fest, um Ihre E-Mail-Adresse zu bestätigen.";
const keptSession =
  "Die E-Mail-Adresse ist bestätigt. Sie sind weiter mit Ihrem bisherigen Konto angemeldet; melden Sie sich ab, um das bestätigte Konto zu nutzen.";

/** The link opened: nothing is sent until the visitor clicks. */
export const BeforeTheClick: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Bestätigen Sie Ihre E-Mail-Adresse" }),
    ).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "E-Mail-Adresse bestätigen" }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith();
  },
};

/** Someone is signed in in this browser: the page says that the confirmation keeps them signed in. */
export const BeforeTheClickSignedIn: Story = {
  args: { state: { status: "ready", pending: false, signedInAs: "Giulia Rossi" } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Sie sind als Giulia Rossi angemeldet. Die Bestätigung meldet Sie nicht um."),
    ).toBeVisible();
  },
};

/** On its way: the button waits, and a second click sends nothing. */
export const Pending: Story = {
  args: { state: { status: "ready", pending: true, signedInAs: null } },
  play: async ({ args, canvas }) => {
    const button = await canvas.findByRole("button", { name: "E-Mail-Adresse wird bestätigt..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verified: Story = {
  args: { state: { status: "verified", message: signupTexts.verified } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: signupTexts.verified })).toBeVisible();
  },
};

/** Confirmed, while this browser keeps the session of another account: sign out, or carry on as that one. */
export const SignedInElsewhere: Story = {
  args: {
    state: {
      status: "signed-in-elsewhere",
      message: keptSession,
      account: { name: "Giulia Rossi", home: "/" },
      signingOut: false,
    },
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "E-Mail-Adresse bestätigt" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(keptSession);
    await expect(canvas.getByRole("link", { name: "Weiter als Giulia Rossi" })).toHaveAttribute(
      "href",
      "/app/",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Abmelden und anmelden" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SigningOut: Story = {
  args: {
    state: {
      status: "signed-in-elsewhere",
      message: keptSession,
      account: { name: "Anna Schmidt", home: "/customer" },
      signingOut: true,
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Abmelden..." }));
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** A resent link carries no password: the visitor chooses one and confirms with it. */
export const PasswordNeeded: Story = {
  args: { state: { status: "password", intro: passwordRequired, pending: false, error: null } },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(passwordRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Passwort\*?$/), "Lange-genug-2026");
    await userEvent.type(canvas.getByLabelText(/^Passwort wiederholen/), "Lange-genug-2026");
    await userEvent.click(canvas.getByRole("button", { name: "E-Mail-Adresse bestätigen" }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith("Lange-genug-2026");
  },
};

export const PasswordsDiffer: Story = {
  args: PasswordNeeded.args,
  play: async ({ args, canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Passwort\*?$/), "Lange-genug-2026");
    await userEvent.type(canvas.getByLabelText(/^Passwort wiederholen/), "Lange-genug-2025");
    await userEvent.click(canvas.getByRole("button", { name: "E-Mail-Adresse bestätigen" }));
    await expect(canvas.getByLabelText(/^Passwort wiederholen/)).toHaveAccessibleDescription(
      "Die Passwörter stimmen nicht überein.",
    );
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** The server's rule for this account (owners 10 characters and no common password) at the field. */
export const PasswordRefused: Story = {
  args: {
    state: {
      status: "password",
      intro: passwordRequired,
      pending: false,
      error: "Das Passwort muss mindestens 10 Zeichen lang sein.",
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Passwort\*?$/)).toHaveAccessibleDescription(
      "Das Passwort muss mindestens 10 Zeichen lang sein.",
    );
  },
};

export const PasswordPending: Story = {
  args: { state: { status: "password", intro: passwordRequired, pending: true, error: null } },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "E-Mail-Adresse wird bestätigt..." }));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  args: {
    state: { status: "failed", failure: { kind: "expired", message: signupTexts.verifyLinkExpired } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(signupTexts.verifyLinkExpired);
    await expect(canvas.getByRole("button", { name: signupTexts.resendLink })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(signupTexts.verifyLinkInvalid);
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(signupTexts.verifyLinkUsed);
    await expect(canvas.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/app/login");
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

/** 429: the server's words, and a retry once the wait is over. */
export const TooManyAttempts: Story = {
  args: {
    state: {
      status: "failed",
      failure: {
        kind: "retry",
        message: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Zu viele Versuche.");
    await expect(canvas.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  },
};

export const Deactivated: Story = {
  args: {
    state: { status: "failed", failure: { kind: "deactivated", message: signupTexts.accountDeactivated } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(signupTexts.accountDeactivated);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
