import { accountSecurityTexts } from "@tischservice/core";
import { Button, ConfirmDialog } from "@tischservice/ui";
import { LogOut } from "lucide-react";
import { useState } from "react";

export interface LogoutEverywhereProps {
  /** Ends every session of the account; rejects when that failed (the tab stays signed in). */
  onConfirm: () => Promise<void>;
}

/** "Überall abmelden" in Account-Verwaltung: asks first, then signs the account out on every device. */
export function LogoutEverywhere({ onConfirm }: LogoutEverywhereProps) {
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setRunning(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="grid gap-2 border-t border-border pt-4">
      <p className="m-0 text-sm text-muted-foreground">{accountSecurityTexts.logoutAllHint}</p>
      <div>
        <ConfirmDialog
          title={accountSecurityTexts.logoutAllConfirmTitle}
          description={accountSecurityTexts.logoutAllConfirmText}
          confirmLabel={accountSecurityTexts.logoutAllConfirm}
          cancelLabel={accountSecurityTexts.logoutAllCancel}
          destructive
          onConfirm={() => void confirm()}
          trigger={
            <Button variant="outline" loading={running} loadingText={accountSecurityTexts.logoutAllRunning}>
              <LogOut aria-hidden="true" />
              {accountSecurityTexts.logoutAll}
            </Button>
          }
        />
      </div>
      {failed ? (
        <p role="alert" className="m-0 text-sm font-medium text-destructive-strong">
          {accountSecurityTexts.logoutAllFailed}
        </p>
      ) : null}
    </div>
  );
}
