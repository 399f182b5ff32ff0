import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationGuestTexts } from "@tischservice/core";
import { expect, fn, waitFor, within } from "storybook/test";
import { GuestOwnData } from "./guest-own-data.tsx";

const meta = {
  component: GuestOwnData,
  parameters: { layout: "padded" },
  args: {
    canErase: true,
    onExport: fn(
      async () =>
        "Wir haben Ihnen Ihre gespeicherten Daten an die E-Mail-Adresse dieser Reservierung gesendet.",
    ),
    onErase: fn(async () => "Die Daten wurden gelöscht: 1 Reservierung anonymisiert, 2 E-Mails gelöscht."),
    onErased: fn(),
  },
} satisfies Meta<typeof GuestOwnData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A booking made in English: the section speaks English. */
export const English: Story = {
  args: {
    texts: reservationGuestTexts.en.ownData,
    onExport: fn(async () => reservationGuestTexts.en.ownData.exportMailed),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Your data" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Erase my data" })).toBeVisible();
  },
};

/** The visit is still ahead: the erasure is not offered yet (disabled state of this section). */
export const VisitAhead: Story = {
  args: { canErase: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Meine Daten löschen" })).toBeNull();
  },
};

export const Requesting: Story = {
  args: { onExport: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meine Daten herunterladen" }));
    await expect(await canvas.findByRole("button", { name: "Wird angefordert..." })).toBeVisible();
  },
};

export const Mailed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meine Daten herunterladen" }));
    await expect(await canvas.findByText(/an die E-Mail-Adresse dieser Reservierung gesendet/)).toBeVisible();
  },
};

export const ConfirmingErasure: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meine Daten löschen" }));
    const dialog = await within(document.body).findByRole("alertdialog", { name: "Ihre Daten löschen?" });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Failed: Story = {
  args: {
    onExport: fn(async (): Promise<string> => {
      throw new Error("offline");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Meine Daten herunterladen" }));
    await expect(await canvas.findByText("Ein Fehler ist aufgetreten")).toBeVisible();
  },
};
