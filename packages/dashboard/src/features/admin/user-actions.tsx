import { adminAccountDialogTexts, adminAccountTexts, type User } from "@tischservice/core";
import { Button, ConfirmDialog } from "@tischservice/ui";
import { Trash2, UserCheck, UserX } from "lucide-react";

export interface UserActionsProps {
  user: User;
  /** An action on this user is being saved: both buttons wait. */
  busy: boolean;
  onSetDeactivated: (user: User, deactivated: boolean) => void;
  onDelete: (user: User) => void;
}

/** Deaktivieren/Aktivieren and Löschen of one account, each asked again in a confirm dialog. */
export function UserActions({ user, busy, onSetDeactivated, onDelete }: UserActionsProps) {
  const name = user.name || user.email;
  const deactivated = user.deactivated === true;
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        title={deactivated ? adminAccountDialogTexts.reactivateTitle : adminAccountTexts.deactivateTitle}
        description={
          deactivated ? adminAccountDialogTexts.reactivateBody(name) : adminAccountTexts.deactivateBody(name)
        }
        confirmLabel={deactivated ? adminAccountTexts.reactivate : adminAccountTexts.deactivate}
        cancelLabel={adminAccountTexts.cancel}
        destructive={!deactivated}
        onConfirm={() => onSetDeactivated(user, !deactivated)}
        trigger={
          <Button variant="outline" size="sm" disabled={busy}>
            {deactivated ? <UserCheck aria-hidden="true" /> : <UserX aria-hidden="true" />}
            {deactivated ? adminAccountTexts.reactivate : adminAccountTexts.deactivate}
          </Button>
        }
      />
      <ConfirmDialog
        title={adminAccountTexts.deleteTitle}
        description={adminAccountTexts.deleteBody(name)}
        confirmLabel={adminAccountTexts.deleteUser}
        cancelLabel={adminAccountTexts.cancel}
        destructive
        onConfirm={() => onDelete(user)}
        trigger={
          <Button variant="ghost-destructive" size="sm" disabled={busy}>
            <Trash2 aria-hidden="true" />
            {adminAccountTexts.deleteUser}
          </Button>
        }
      />
    </div>
  );
}
