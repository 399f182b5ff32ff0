import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ApiError } from "../../../api/http.ts";
import { AccountSection } from "./account-section.tsx";
import { PasswordChangePanel } from "./password-change-panel.tsx";

const meta = {
  component: PasswordChangePanel,
  parameters: { layout: "padded" },
  args: { onChange: fn(async () => {}) },
  render: (args) => (
    <AccountSection name="Giulia Rossi" email="inhaber@trattoria.example">
      <PasswordChangePanel {...args} />
    </AccountSection>
  ),
} satisfies Meta<typeof PasswordChangePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

export const MissingFields: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole("button", { name: "Passwort ändern" }).at(-1) as HTMLElement);
    await expect(canvas.getByText("Bitte füllen Sie alle Felder aus.")).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  args: {
    defaultOpen: true,
    onChange: fn(async () => {
      throw new ApiError(400, null, { errorCode: "CURRENT_PASSWORD_INCORRECT" });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Aktuelles Passwort", { exact: true }), "falsch1");
    await userEvent.type(canvas.getByLabelText("Neues Passwort", { exact: true }), "Neu#2026");
    await userEvent.type(canvas.getByLabelText("Neues Passwort bestätigen", { exact: true }), "Neu#2026");
    await userEvent.click(canvas.getAllByRole("button", { name: "Passwort ändern" }).at(-1) as HTMLElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Das aktuelle Passwort ist nicht korrekt",
    );
  },
};

export const Changed: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Aktuelles Passwort", { exact: true }), "Alt#2026");
    await userEvent.type(canvas.getByLabelText("Neues Passwort", { exact: true }), "Neu#2026");
    await userEvent.type(canvas.getByLabelText("Neues Passwort bestätigen", { exact: true }), "Neu#2026");
    await userEvent.click(canvas.getAllByRole("button", { name: "Passwort ändern" }).at(-1) as HTMLElement);
    await expect(await canvas.findByText("Passwort erfolgreich geändert!")).toBeVisible();
  },
};

/** An owner's (or an administrator's) own password: core's strong rule, named under the field. */
export const OwnerPasswordTooShort: Story = {
  args: { defaultOpen: true, strongPassword: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Aktuelles Passwort", { exact: true }), "Alt#2026");
    await userEvent.type(canvas.getByLabelText("Neues Passwort", { exact: true }), "Neu#2026");
    await userEvent.type(canvas.getByLabelText("Neues Passwort bestätigen", { exact: true }), "Neu#2026");
    await userEvent.click(canvas.getAllByRole("button", { name: "Passwort ändern" }).at(-1) as HTMLElement);
    await expect(await canvas.findByText("Das Passwort muss mindestens 10 Zeichen lang sein.")).toBeVisible();
  },
};
