import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { AccountSection } from "./account-section.tsx";
import { LogoutEverywhere } from "./logout-everywhere.tsx";
import { PasswordChangePanel } from "./password-change-panel.tsx";

const meta = {
  component: LogoutEverywhere,
  parameters: { layout: "padded" },
  args: { onConfirm: fn(async () => {}) },
  render: (args) => (
    <AccountSection name="Giulia Rossi" email="inhaber@trattoria.example">
      <PasswordChangePanel onChange={async () => {}} />
      <LogoutEverywhere {...args} />
    </AccountSection>
  ),
} satisfies Meta<typeof LogoutEverywhere>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Confirming: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Überall abmelden" }));
    const dialog = await within(document.body).findByRole("alertdialog", {
      name: "Auf allen Geräten abmelden?",
    });
    // The dialog zooms in: visible once its animation has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Running: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Überall abmelden" }));
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Überall abmelden" }));
    await expect(await canvas.findByRole("button", { name: "Wird abgemeldet..." })).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error("offline");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Überall abmelden" }));
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Überall abmelden" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Die Abmeldung ist fehlgeschlagen.");
  },
};
