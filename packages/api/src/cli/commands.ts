import {
  demoHistoryTexts,
  operatorTexts,
  reminderTexts,
  reserveWithGoogleTexts,
  retentionTexts,
} from "@tischservice/core/texts";
import type { CliCommand } from "./cli-io.ts";

export interface CommandEntry {
  name: string;
  summary: string;
  /** Loaded only when run, so that `--help` starts without the database drivers. */
  load: () => Promise<CliCommand>;
}

/** The operator's commands of `pnpm tischservice`. */
export const commands: readonly CommandEntry[] = [
  {
    name: "create-admin",
    summary: operatorTexts.createAdminSummary,
    load: async () => (await import("./create-admin.ts")).createAdminCommand,
  },
  {
    name: "retention",
    summary: retentionTexts.summary,
    load: async () => (await import("./retention.ts")).retentionCommand,
  },
  {
    name: "reminders",
    summary: reminderTexts.cli.summary,
    load: async () => (await import("./reminders.ts")).remindersCommand,
  },
  {
    name: "demo-history",
    summary: demoHistoryTexts.summary,
    load: async () => (await import("./demo-history.ts")).demoHistoryCommand,
  },
  {
    name: "rwg-feeds",
    summary: reserveWithGoogleTexts.cli.summary,
    load: async () => (await import("./rwg-feeds.ts")).rwgFeedsCommand,
  },
];
