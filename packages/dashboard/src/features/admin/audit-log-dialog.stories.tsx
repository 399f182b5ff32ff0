import type { Meta, StoryObj } from "@storybook/react-vite";
import { auditEntrySchema } from "@tischservice/core";
import { fn } from "storybook/test";
import { AuditLogDialog } from "./audit-log-dialog.tsx";

const entries = [
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
  title: "Dashboard/Admin/Audit log dialog",
  component: AuditLogDialog,
  args: { open: true, onOpenChange: fn(), entries, loading: false, error: false, onRetry: fn() },
} satisfies Meta<typeof AuditLogDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true, entries: [] } };
export const Empty: Story = { args: { entries: [] } };
export const LoadError: Story = { args: { error: true, entries: [] } };
