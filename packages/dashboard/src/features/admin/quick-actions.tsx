import { adminTexts } from "@tischservice/core";
import { Button, Card, CardContent, CardHeader, CardTitle } from "@tischservice/ui";
import { DatabaseBackup, ScrollText, UserPlus } from "lucide-react";

export interface QuickActionsProps {
  onAddUser: () => void;
  onBackup: () => void;
  onShowLogs: () => void;
  backupRunning: boolean;
}

/** "Quick Actions": new user, System-Backup (download), Logs anzeigen. */
export function QuickActions({ onAddUser, onBackup, onShowLogs, backupRunning }: QuickActionsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{adminTexts.quickActionsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button fullWidth align="start" onClick={onAddUser}>
          <UserPlus aria-hidden="true" />
          {adminTexts.addUser}
        </Button>
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
      </CardContent>
    </Card>
  );
}
