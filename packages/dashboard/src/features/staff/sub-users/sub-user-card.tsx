import {
  formatDate,
  type SubUser,
  subUserCreatedOn,
  subUserDeleteAriaLabel,
  subUserDeleteConfirm,
  subUserPasswordResetAriaLabel,
  subUserPasswordResetTexts,
  subUsersTexts,
} from "@tischservice/core";
import { Avatar, Badge, Button, ConfirmDialog } from "@tischservice/ui";
import { KeyRound, Trash2 } from "lucide-react";
import { PermissionSummary } from "./permission-summary.tsx";

export interface SubUserCardProps {
  subUser: SubUser;
  deleting: boolean;
  onDelete: (subUser: SubUser) => void;
  /** Opens "Passwort zurücksetzen" for this sub-user. */
  onResetPassword: (subUser: SubUser) => void;
}

/**
 * One sub-user: initial, name, login name, role badge, creation date (de-DE), permissions, password reset
 * and delete.
 */
export function SubUserCard({ subUser, deleting, onDelete, onResetPassword }: SubUserCardProps) {
  const name = subUser.name || subUser.email;
  return (
    <article
      aria-label={name}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 className="m-0 truncate text-base font-semibold">{name}</h3>
          {/* The login staff type to sign in: shown whole, broken across lines on a narrow phone, never cut. */}
          <p className="m-0 font-mono text-sm wrap-anywhere text-muted-foreground">{subUser.email}</p>
        </div>
        <Badge variant="secondary">{subUsersTexts.roleBadge}</Badge>
      </div>
      {subUser.created_at ? (
        <p className="m-0 text-sm text-muted-foreground">
          {subUserCreatedOn(formatDate(subUser.created_at))}
        </p>
      ) : null}
      <PermissionSummary compact />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={subUserPasswordResetAriaLabel(name)}
          onClick={() => onResetPassword(subUser)}
        >
          <KeyRound aria-hidden="true" />
          {subUserPasswordResetTexts.action}
        </Button>
        <ConfirmDialog
          title={subUserDeleteConfirm(name)}
          confirmLabel={subUsersTexts.deleteButton}
          destructive
          onConfirm={() => onDelete(subUser)}
          trigger={
            <Button
              variant="ghost-destructive"
              size="sm"
              loading={deleting}
              aria-label={subUserDeleteAriaLabel(name)}
            >
              <Trash2 aria-hidden="true" />
              {subUsersTexts.deleteButton}
            </Button>
          }
        />
      </div>
    </article>
  );
}
