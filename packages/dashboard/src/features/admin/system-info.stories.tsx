import type { Meta, StoryObj } from "@storybook/react-vite";
import type { AdminOverview } from "@tischservice/core";
import { expect } from "storybook/test";
import { SystemInfo } from "./system-info.tsx";

const overview: AdminOverview = {
  users: 12,
  restaurants: 4,
  activeSessions: 3,
  uptimeSeconds: 87_300,
  version: "1.0.0",
  db: "postgres",
};

const meta = {
  component: SystemInfo,
  args: {
    overview,
    online: true,
    failed: false,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SystemInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { overview: null, online: null } };
export const Failed: Story = { args: { overview: null, online: false, failed: true } };

/** The retention job has not run yet on this database. */
export const RetentionNotYetRun: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Noch nicht gelaufen (läuft täglich)")).toBeVisible();
  },
};

/** Its last run (Berlin time) and what it removed; kinds with nothing removed are left out. */
export const RetentionRan: Story = {
  args: {
    overview: {
      ...overview,
      retention: {
        at: "2026-11-24T02:00:00.000Z",
        counts: {
          reservations: 14,
          enquiries: 1,
          waitlist: 0,
          mails: 52,
          sessions: 3,
          passwordResetTokens: 0,
          emailVerificationTokens: 0,
          trustedDevices: 0,
          auditIps: 120,
          demoRequests: 0,
          orphanMailFiles: 2,
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("24.11.2026, 03:00 Uhr")).toBeVisible();
    await expect(canvas.getByText("Reservierungen anonymisiert")).toBeVisible();
    await expect(canvas.getByText("liegengebliebene E-Mail-Dateien gelöscht")).toBeVisible();
    await expect(canvas.queryByText("Demo-Anfragen gelöscht")).toBeNull();
  },
};
