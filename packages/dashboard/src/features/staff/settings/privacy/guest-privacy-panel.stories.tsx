import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import {
  emptyExport,
  guestExport,
  guestExportWithAccount,
  guestExportWithEnquiry,
} from "../../../../test/guest-privacy-fixtures.ts";
import { GuestPrivacyPanel } from "./guest-privacy-panel.tsx";

const meta = {
  component: GuestPrivacyPanel,
  parameters: { layout: "padded" },
  args: {
    onLookup: fn(async () => guestExport),
    onErase: fn(async () => ({
      message: "Die Daten wurden gelöscht: 2 Reservierungen anonymisiert, 2 E-Mails gelöscht.",
    })),
  },
} satisfies Meta<typeof GuestPrivacyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the search button is disabled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Suchen" })).toBeDisabled();
  },
};

export const Found: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), "erika@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await expect(await canvas.findByRole("link", { name: "Export herunterladen" })).toBeVisible();
  },
};

/** A guest who also sent a large group's enquiry: listed with its state. */
export const WithEnquiry: Story = {
  args: { onLookup: fn(async () => guestExportWithEnquiry) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), "erika@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await expect(await canvas.findByRole("heading", { name: "Gruppenanfragen" })).toBeVisible();
    await expect(canvas.getByText("Abgelehnt")).toBeVisible();
  },
};

export const Searching: Story = {
  args: { onLookup: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), "erika@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await expect(await canvas.findByRole("button", { name: "Wird gesucht..." })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { onLookup: fn(async () => emptyExport) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), "niemand@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await expect(await canvas.findByText("Zu dieser Angabe sind keine Daten gespeichert.")).toBeVisible();
  },
};

export const ConfirmingErasure: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), "erika@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Daten löschen" }));
    const dialog = await within(document.body).findByRole("alertdialog", {
      name: "Daten dieses Gastes löschen?",
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Erased: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), "erika@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Daten löschen" }));
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Endgültig löschen" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Die Daten wurden gelöscht");
  },
};

export const Failed: Story = {
  args: {
    onLookup: fn(async () => {
      throw new Error("offline");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox"), "erika@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Die Anfrage ist fehlgeschlagen.");
  },
};

/** The admin's variant on the System page: by address, every restaurant, with the customer account. */
export const Platform: Story = {
  args: {
    scope: "platform",
    onLookup: fn(async () => guestExportWithAccount),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-Mail-Adresse" }), "erika@beispiel.de");
    await userEvent.click(canvas.getByRole("button", { name: "Suchen" }));
    await expect(await canvas.findByText("Kundenkonto: Erika M. (erika@beispiel.de)")).toBeVisible();
  },
};
