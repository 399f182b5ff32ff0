import { type AdminOverview, adminMenuTexts, guestPrivacyTexts } from "@tischservice/core";
import { Card, CardContent, CardHeader, CardTitle } from "@tischservice/ui";
import { useState } from "react";
import { eraseGuestPlatformWide, exportGuestPlatformWide } from "../../api/guest-data.ts";
import { GuestPrivacyPanel } from "../staff/settings/privacy/guest-privacy-panel.tsx";
import { AuditLogDialog } from "./audit-log-dialog.tsx";
import { PlatformRetentionCard } from "./platform-retention-card.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { SystemInfo } from "./system-info.tsx";
import { useDeleteDemoData } from "./use-account-actions.ts";
import { useAdminOverview, useAuditLog, useBackupDownload, useSystemOnline } from "./use-admin-data.ts";

/** The demo accounts and restaurants the server counted; `null` when there are none or it has not said. */
function demoCounts(overview: AdminOverview | undefined) {
  const counts = overview?.demo;
  return counts && counts.users + counts.restaurants > 0 ? counts : null;
}

/**
 * The System page's content: Datensicherung, Protokoll anzeigen, deleting the demo data, the
 * Systeminformationen, the platform's retention period, and Datenschutz (a guest's data in every
 * restaurant: export and erasure).
 */
export function SystemPanel({ callerIsDemo = false }: { callerIsDemo?: boolean }) {
  const [logsOpen, setLogsOpen] = useState(false);
  const overview = useAdminOverview();
  const online = useSystemOnline();
  const logs = useAuditLog(logsOpen);
  const backup = useBackupDownload();
  const removeDemoData = useDeleteDemoData();
  return (
    <section aria-labelledby="admin-system-title" className="grid gap-3">
      <h2 id="admin-system-title" className="text-xl font-semibold">
        {adminMenuTexts.systemTitle}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 md:items-start">
        <QuickActions
          onBackup={() => backup.mutate()}
          onShowLogs={() => setLogsOpen(true)}
          backupRunning={backup.isPending}
          demoData={demoCounts(overview.data)}
          onDeleteDemoData={() => removeDemoData.mutate()}
          demoDeleteRunning={removeDemoData.isPending}
          callerIsDemo={callerIsDemo}
        />
        <SystemInfo overview={overview.data ?? null} online={online} failed={overview.isError} />
        <PlatformRetentionCard />
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{guestPrivacyTexts.cardTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <GuestPrivacyPanel
              scope="platform"
              onLookup={exportGuestPlatformWide}
              onErase={eraseGuestPlatformWide}
            />
          </CardContent>
        </Card>
      </div>
      <AuditLogDialog
        open={logsOpen}
        onOpenChange={setLogsOpen}
        entries={logs.data ?? []}
        loading={logs.isPending}
        error={logs.isError}
        onRetry={() => void logs.refetch()}
      />
    </section>
  );
}
