import type { Meta, StoryObj } from "@storybook/react-vite";
import { userSchema } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { UserList } from "./user-list.tsx";

const users = [
  {
    _id: "u-1",
    name: "Ada Admin",
    email: "admin@tischservice.de",
    role: "Admin",
    created_at: "2026-01-02T08:00:00Z",
    emailVerified: true,
  },
  {
    _id: "u-2",
    name: "Giulia Rossi",
    email: "inhaber@trattoria.example",
    role: "Gastro",
    created_at: "2026-02-10T08:00:00Z",
    emailVerified: true,
    emailVerifiedAt: "2026-02-10T08:20:00Z",
  },
  {
    _id: "u-3",
    name: "Neu Angemeldet",
    email: "neu@restaurant-neu.de",
    role: "Gastro",
    created_at: "2026-05-13T18:00:00Z",
    emailVerified: false,
  },
  {
    _id: "u-4",
    name: "Gesperrt Gastro",
    email: "gesperrt@beispiel.de",
    role: "Gastro",
    created_at: "2026-03-01T08:00:00Z",
    emailVerified: true,
    deactivated: true,
  },
  {
    _id: "u-5",
    name: "Demo Inhaber",
    email: "inhaber@hirsch.example",
    role: "Gastro",
    created_at: "2026-01-01T08:00:00Z",
    isDemo: true,
  },
  {
    _id: "u-6",
    name: "service",
    email: "service@trattoriademo",
    role: "Gastro",
    isSubuser: true,
    isDemo: true,
  },
  {
    _id: "u-7",
    name: "Gina Gast",
    email: "gast@gast.example",
    role: "customer",
    created_at: "2026-05-01T08:00:00Z",
  },
].map((user) => userSchema.parse(user));

const meta = {
  component: UserList,
  parameters: { layout: "padded" },
  args: {
    users,
    currentUserId: "u-1",
    busyUserId: null,
    onSetDeactivated: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed (with date), unconfirmed (with the sign-up date), deactivated and demo rows; no actions on one's own. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const row = (name: string) => within(canvas.getByRole("row", { name: new RegExp(name) }));
    await expect(row("Giulia Rossi").getByText("bestätigt am 10.02.2026")).toBeVisible();
    await expect(row("Neu Angemeldet").getByText("registriert am 13.05.2026")).toBeVisible();
    await expect(row("Gesperrt Gastro").getByRole("button", { name: "Aktivieren" })).toBeVisible();
    await expect(row("Demo Inhaber").getByText("Demo-Daten")).toBeVisible();
    await expect(row("Ada Admin").queryByRole("button")).toBeNull();
  },
};

/** An action on Giulia Rossi is being saved: her buttons wait. */
export const ActionRunning: Story = {
  args: { busyUserId: "u-2" },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole("row", { name: /Giulia Rossi/ }));
    await expect(row.getByRole("button", { name: "Deaktivieren" })).toBeDisabled();
  },
};

/** "Deaktivieren" asks first. */
export const ConfirmDeactivate: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.getAllByRole("button", { name: "Deaktivieren" })[0]?.click();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Benutzer deaktivieren?",
    });
    await expect(dialog).toHaveTextContent("Giulia Rossi kann sich nicht mehr anmelden.");
    await within(dialog).getByRole("button", { name: "Deaktivieren" }).click();
    await expect(args.onSetDeactivated).toHaveBeenCalledWith(expect.objectContaining({ _id: "u-2" }), true);
  },
};

export const Empty: Story = { args: { users: [] } };
