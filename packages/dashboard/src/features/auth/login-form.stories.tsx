import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ApiError } from "../../api/http.ts";
import { LoginForm } from "./login-form.tsx";

const meta = {
  title: "Dashboard/Login form",
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
