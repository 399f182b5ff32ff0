import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NewUserDialog } from "./new-user-dialog.tsx";
import type { NewUserValues } from "./new-user-form.ts";

const meta = {
  component: NewUserDialog,
  args: { open: true, onOpenChange: fn(), onCreate: fn((_values: NewUserValues) => Promise.resolve()) },
} satisfies Meta<typeof NewUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "Benutzer erstellen" }));
    await expect(await body.findByText("Bitte füllen Sie alle Pflichtfelder aus.")).toBeVisible();
  },
};

export const PasswordTooShort: Story = {
  args: {
    initialValues: {
      name: "Neue Wirtin",
      email: "wirtin@example.com",
      password: "Wirtin#26",
      role: "Gastro",
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "Benutzer erstellen" }));
    await expect(await body.findByText("Das Passwort muss mindestens 10 Zeichen lang sein.")).toBeVisible();
  },
};

export const PasswordTooCommon: Story = {
  args: {
    initialValues: {
      name: "Neue Wirtin",
      email: "wirtin@example.com",
      password: "Passwort123",
      role: "Gastro",
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "Benutzer erstellen" }));
    await expect(
      await body.findByText("Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes."),
    ).toBeVisible();
  },
};

export const AdminRole: Story = {
  args: {
    initialValues: {
      name: "Zweiter Admin",
      email: "admin2@example.com",
      password: "Wirtin#Neu26",
      role: "Admin",
    },
  },
};

export const ServerError: Story = {
  args: {
    initialValues: {
      name: "Doppelt",
      email: "admin@tischservice.example",
      password: "Wirtin#Neu26",
      role: "Gastro",
    },
    initialError:
      "Fehler beim Erstellen des Benutzers: Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.",
  },
};

export const Submitting: Story = {
  args: {
    initialValues: {
      name: "Neue Wirtin",
      email: "wirtin@example.com",
      password: "Wirtin#Neu26",
      role: "Gastro",
    },
    onCreate: fn((_values: NewUserValues) => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "Benutzer erstellen" }));
    await expect(await body.findByText("Wird erstellt...")).toBeVisible();
  },
};
