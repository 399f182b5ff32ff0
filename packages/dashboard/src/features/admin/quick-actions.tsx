import { adminAccountTexts, adminTexts, demoDataTexts } from "@tischservice/core";
import { Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog } from "@tischservice/ui";
import { DatabaseBackup, ScrollText, Trash2 } from "lucide-react";

/** How many demo accounts and restaurants the admin's lists hold. */
export interface DemoDataCounts {
  users: number;
  restaurants: number;
}

export interface QuickActionsProps {
  onBackup: () => void;
  onShowLogs: () => void;
  backupRunning: boolean;
  /** Demo data in the lists; `null` (none, or not known yet) hides "Alle Demo-Daten löschen". */
  demoData?: DemoDataCounts | null;
  onDeleteDemoData?: () => void;
  demoDeleteRunning?: boolean;
  /** The signed-in admin is a demo account: the server refuses the deletion, and the dialog says so. */
  callerIsDemo?: boolean;
}

/** "Schnellaktionen" of the System page: Datensicherung (download), Protokoll anzeigen, deleting all demo data. */
export function QuickActions({
  onBackup,
  onShowLogs,
  backupRunning,
  demoData = null,
  onDeleteDemoData,
  demoDeleteRunning = false,
  callerIsDemo = false,
}: QuickActionsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{adminTexts.quickActionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button
          variant="outline"
          fullWidth
          align="start"
          loading={backupRunning}
          loadingText={adminTexts.backupRunning}
          onClick={onBackup}
        >
          <DatabaseBackup aria-hidden="true" />
          {adminTexts.systemBackup}
        </Button>
        <Button variant="outline" fullWidth align="start" onClick={onShowLogs}>
          <ScrollText aria-hidden="true" />
          {adminTexts.showLogs}
        </Button>
        {demoData && onDeleteDemoData ? (
          <ConfirmDialog
            title={adminAccountTexts.deleteDemoDataTitle}
            description={
              callerIsDemo
                ? adminAccountTexts.deleteDemoDataBodyDemoCaller
                : `${adminAccountTexts.deleteDemoDataBody} ${demoDataTexts.affected(demoData.users, demoData.restaurants)}`
            }
            confirmLabel={adminAccountTexts.deleteDemoDataConfirm}
            cancelLabel={adminAccountTexts.cancel}
            destructive
            onConfirm={onDeleteDemoData}
            trigger={
              <Button variant="ghost-destructive" fullWidth align="start" loading={demoDeleteRunning}>
                <Trash2 aria-hidden="true" />
                {adminAccountTexts.deleteDemoData}
              </Button>
            }
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
