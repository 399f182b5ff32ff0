import type { Meta, StoryObj } from "@storybook/react-vite";
import { auditEntrySchema } from "@tischservice/core";
import { expect, fn, within } from "storybook/test";
import { AuditLogDialog } from "./audit-log-dialog.tsx";

const entries = [
  {
    _id: "a-4",
    action: "settings_updated",
    actorEmail: "inhaber@trattoria.example",
    details: { restaurant: "Trattoria Demo", fields: "autoConfirmReservations, openingHours" },
    created_at: "2026-05-14T10:05:00Z",
  },
  {
    _id: "a-3",
    action: "backup_downloaded",
    actorEmail: "admin@tischservice.example",
    details: { tables: "24" },
    created_at: "2026-05-14T09:40:00Z",
  },
  {
    _id: "a-2",
    action: "user_created",
    actorEmail: "admin@tischservice.example",
    details: { email: "wirtin@neu.example", role: "Gastro" },
    created_at: "2026-05-14T09:30:00Z",
  },
  {
    _id: "a-1",
    action: "login_failed",
    actorEmail: "inhaber@trattoria.example",
    created_at: "2026-05-14T09:00:00Z",
  },
].map((entry) => auditEntrySchema.parse(entry));

const meta = {
  component: AuditLogDialog,
  args: { open: true, onOpenChange: fn(), entries, loading: false, error: false, onRetry: fn() },
} satisfies Meta<typeof AuditLogDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** German labels for every detail; a settings change names only the settings it changed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(dialog).toHaveTextContent("Geändert: Reservierungen automatisch bestätigen, Öffnungszeiten");
    await expect(dialog).not.toHaveTextContent("autoConfirmReservations");
  },
};
export const Loading: Story = { args: { loading: true, entries: [] } };
export const Empty: Story = { args: { entries: [] } };
export const LoadError: Story = { args: { error: true, entries: [] } };
