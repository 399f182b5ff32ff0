import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { guestExport } from "../../../test/guest-privacy-fixtures.ts";
import { CustomerAccountData } from "./customer-account-data.tsx";

const meta = {
  component: CustomerAccountData,
  parameters: { layout: "padded" },
  args: { onFetch: fn(async () => guestExport), onDelete: fn(async () => {}) },
} satisfies Meta<typeof CustomerAccountData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Fetching: Story = {
  args: { onFetch: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meine Daten herunterladen" }));
    await expect(await canvas.findByRole("button", { name: "Wird zusammengestellt..." })).toBeVisible();
  },
};

export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meine Daten herunterladen" }));
    await expect(await canvas.findByRole("link", { name: "Export herunterladen" })).toBeVisible();
  },
};

export const FetchFailed: Story = {
  args: {
    onFetch: fn(async () => {
      throw new Error("offline");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meine Daten herunterladen" }));
    await expect(await canvas.findByText("Ein Fehler ist aufgetreten")).toBeVisible();
  },
};

/** The confirmation is disabled until the password is typed. */
export const ConfirmingDeletion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Konto löschen" }));
    const dialog = within(
      await within(document.body).findByRole("dialog", { name: "Konto endgültig löschen?" }),
    );
    await expect(dialog.getByRole("button", { name: "Konto löschen" })).toBeDisabled();
  },
};
